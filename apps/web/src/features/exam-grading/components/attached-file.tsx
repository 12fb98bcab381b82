import { Anchor, Image, Paper, Stack, Text } from "@mantine/core";
import type { EssayUpload } from "@unnati/contracts/exams";
import { formatBytes } from "../../../lib/format-bytes";
import { uploadUrl } from "../api";

interface AttachedFileProps {
	examId: string;
	attemptId: string;
	questionId: string;
	upload: EssayUpload;
	/** Who attached it, for the image's description: "Student 7". */
	student: string;
}

/** The photo or PDF a student attached beside an essay: a photo shown, a PDF linked. */
export function AttachedFile({ examId, attemptId, questionId, upload, student }: AttachedFileProps) {
	const href = uploadUrl(examId, attemptId, questionId);
	const pdf = upload.mime === "application/pdf";
	return (
		<Paper withBorder p="md" radius="sm">
			<Stack gap="xs">
				<Text size="xs" fw={600} c="dimmed" tt="uppercase">
					Attached file
				</Text>
				{!pdf && (
					<Anchor href={href} target="_blank" rel="noopener">
						<Image src={href} alt={`The page ${student} attached`} mah={420} fit="contain" radius="sm" />
					</Anchor>
				)}
				<Anchor href={href} target="_blank" rel="noopener" size="sm">
					{pdf ? "Open the attached PDF" : "Open the photo full size"} ({formatBytes(upload.size)})
				</Anchor>
			</Stack>
		</Paper>
	);
}
