import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExamDetail } from "@unnati/contracts";
import { HttpError } from "../../../lib/http";
import { authoringKeys, publishExam } from "../api";
import { requestFailure } from "./form-errors";

interface PublishDialogProps {
	exam: ExamDetail | null;
	onClose: () => void;
}

/**
 * Asks before publishing: publishing freezes the questions and shows the exam to its students.
 * When a section cannot be filled, the server's reasons stay on screen to act on.
 */
export function PublishDialog({ exam, onClose }: PublishDialogProps) {
	const queryClient = useQueryClient();
	const publish = useMutation({
		mutationFn: publishExam,
		onSuccess: async (published) => {
			notifications.show({ color: "green", message: `“${published.title}” is published.` });
			await queryClient.invalidateQueries({ queryKey: authoringKeys.exams });
			onClose();
		},
	});
	const close = () => {
		publish.reset();
		onClose();
	};
	const reasons =
		publish.error instanceof HttpError ? [...new Set(publish.error.errors.map((e) => e.message))] : [];

	return (
		<Modal opened={exam !== null} onClose={close} title="Publish this exam?" centered>
			{exam && (
				<Stack gap="md">
					<Text size="sm">
						“{exam.title}” will be shown to its students, who can start it once it opens. Its questions are
						fixed when you publish: later changes to the banks do not change it.
					</Text>
					{publish.isError && (
						<Alert color="red" variant="light" role="alert" title="The exam could not be published">
							{reasons.length > 0 ? (
								<List size="sm">
									{reasons.map((reason) => (
										<List.Item key={reason}>{reason}</List.Item>
									))}
								</List>
							) : (
								<Text size="sm">{requestFailure(publish.error, "Please try again.")}</Text>
							)}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={close}>
							Cancel
						</Button>
						<Button loading={publish.isPending} onClick={() => publish.mutate(exam.id)}>
							Publish
						</Button>
					</Group>
				</Stack>
			)}
		</Modal>
	);
}
