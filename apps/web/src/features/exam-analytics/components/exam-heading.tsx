import { Anchor, Text, Title } from "@mantine/core";
import type { ExamAnalytics } from "@unnati/contracts";
import { Link } from "react-router";

/** When something happened, in Indian time as the college reads it. */
export function formatWhen(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}

interface ExamHeadingProps {
	title: string;
	exam: ExamAnalytics["exam"] | undefined;
	back: { to: string; label: string };
	note?: string;
}

/** The screen's heading: a way back, the exam's title and window. */
export function ExamHeading({ title, exam, back, note }: ExamHeadingProps) {
	return (
		<div>
			<Anchor component={Link} to={back.to} size="sm">
				← {back.label}
			</Anchor>
			<Title order={1} mt={4} style={{ overflowWrap: "anywhere" }}>
				{title}
			</Title>
			{exam && (
				<Text c="dimmed" size="sm" mt={4}>
					{formatWhen(exam.opensAt)} to {formatWhen(exam.closesAt)} (IST) · {exam.durationMinutes} min · pass
					mark {exam.passingScorePercentage} %{note ? ` · ${note}` : ""}
				</Text>
			)}
		</div>
	);
}
