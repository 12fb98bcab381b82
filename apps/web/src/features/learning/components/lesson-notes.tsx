import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { HttpError } from "../../../lib/http-error";
import { saveNote } from "../api";

const MAX = 10_000;

/** The student's private note on a lesson: only they read it. */
export function LessonNotes({
	courseId,
	lessonId,
	initial,
}: {
	courseId: string;
	lessonId: string;
	initial: string;
}) {
	const [body, setBody] = useState(initial);
	const [saved, setSaved] = useState(initial);
	useEffect(() => {
		setBody(initial);
		setSaved(initial);
	}, [initial]);
	const save = useMutation({
		mutationFn: () => saveNote(courseId, lessonId, body),
		onSuccess: (note) => setSaved(note.body),
	});
	return (
		<Stack gap="xs" component="section" aria-labelledby="lesson-notes">
			<Textarea
				id="lesson-notes-input"
				label={<span id="lesson-notes">My notes (private)</span>}
				description="Only you can see these."
				autosize
				minRows={3}
				maxRows={12}
				value={body}
				maxLength={MAX}
				onChange={(event) => setBody(event.currentTarget.value)}
			/>
			<Group gap="sm">
				<Button
					size="xs"
					variant="light"
					onClick={() => save.mutate()}
					loading={save.isPending}
					disabled={body === saved}
				>
					Save note
				</Button>
				<Text size="xs" c={save.isError ? "red.8" : "dimmed"} aria-live="polite">
					{save.isError
						? save.error instanceof HttpError
							? (save.error.serverMessage ?? "Your note could not be saved.")
							: "Your note could not be saved. Check your connection."
						: body === saved && saved !== ""
							? "Saved"
							: ""}
				</Text>
			</Group>
		</Stack>
	);
}
