import { Badge, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	type CaseDetail,
	COUNSELLING_LIMITS,
	type CounsellingNote,
	followUpDayProblem,
	istDay,
	noteInputSchema,
} from "@unnati/contracts/counselling";
import { type FormEvent, useState } from "react";
import { firstErrorPerField } from "../../../lib/field-errors";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { addNote, completeFollowUp, counsellingKeys } from "../api";
import { dayLabel, shortDate } from "../format";

type Field = "body" | "followUpOn";

/** The counselors' private notes on a case, newest first, each with its follow-up; and a form to add one. */
export function NotesSection({ detail }: { detail: CaseDetail }) {
	const client = useQueryClient();
	const refresh = () => client.invalidateQueries({ queryKey: counsellingKeys.all });
	const done = useMutation({
		mutationFn: (note: CounsellingNote) => completeFollowUp(detail.id, note.id),
		onSuccess: () => {
			notifications.show({ color: "green", message: "Follow-up marked done." });
			void refresh();
		},
		onError: (error) =>
			notifications.show({
				color: "red",
				message: failureMessage(error, "Could not save. Please try again."),
			}),
	});
	const today = istDay(new Date());
	return (
		<Stack gap="sm" component="section" aria-labelledby="notes-heading">
			<Title order={2} size="h3" id="notes-heading">
				Counselling notes
			</Title>
			<Text size="sm" c="dimmed">
				Private to your college's career counselors: the student and their mentor never see these notes.
			</Text>
			{detail.status === "open" && <NoteForm caseId={detail.id} today={today} onSaved={refresh} />}
			{detail.notes.length === 0 ? (
				<Text c="dimmed">No notes yet.</Text>
			) : (
				<Stack
					gap="sm"
					component="ol"
					aria-label="Notes, newest first"
					style={{ listStyle: "none", padding: 0, margin: 0 }}
				>
					{detail.notes.map((note) => (
						<Card key={note.id} withBorder padding="sm" component="li">
							<Group justify="space-between" gap="xs" wrap="wrap">
								<Text size="xs" c="dimmed">
									{shortDate(note.createdAt)}
									{note.authorName ? ` · ${note.authorName}` : ""}
								</Text>
								{note.followUpOn && <FollowUpState note={note} today={today} />}
							</Group>
							<Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
								{note.body}
							</Text>
							{note.followUpOn && !note.followUpDone && (
								<Group mt="xs">
									<Button
										size="compact-sm"
										variant="light"
										loading={done.isPending && done.variables?.id === note.id}
										onClick={() => done.mutate(note)}
										aria-label={`Mark follow-up done: ${dayLabel(note.followUpOn)}`}
									>
										Mark follow-up done
									</Button>
								</Group>
							)}
						</Card>
					))}
				</Stack>
			)}
		</Stack>
	);
}

function FollowUpState({ note, today }: { note: CounsellingNote; today: string }) {
	const day = note.followUpOn ?? "";
	if (note.followUpDone)
		return (
			<Badge color="gray" variant="light">
				Followed up ({dayLabel(day)})
			</Badge>
		);
	const color = day < today ? "red" : day === today ? "yellow" : "blue";
	const when = day < today ? "overdue" : day === today ? "today" : "";
	return (
		<Badge color={color} variant="light">
			Follow up {dayLabel(day)}
			{when ? `, ${when}` : ""}
		</Badge>
	);
}

function NoteForm({ caseId, today, onSaved }: { caseId: string; today: string; onSaved: () => unknown }) {
	const [body, setBody] = useState("");
	const [followUpOn, setFollowUpOn] = useState("");
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	const [failure, setFailure] = useState<string | null>(null);
	const save = useMutation({
		mutationFn: () => addNote(caseId, { body, followUpOn: followUpOn || null }),
		onSuccess: () => {
			setBody("");
			setFollowUpOn("");
			notifications.show({ color: "green", message: "Note saved." });
			void onSaved();
		},
		onError: (error) => {
			const fields =
				error instanceof HttpError ? firstErrorPerField(["body", "followUpOn"] as const, error.errors) : {};
			setErrors(fields);
			setFailure(
				Object.keys(fields).length ? null : failureMessage(error, "Could not save. Please try again."),
			);
		},
	});
	const submit = (event: FormEvent) => {
		event.preventDefault();
		setFailure(null);
		const parsed = noteInputSchema.safeParse({ body, followUpOn: followUpOn || null });
		const found: Partial<Record<Field, string>> = parsed.success
			? {}
			: firstErrorPerField(["body", "followUpOn"] as const, parsed.error.issues);
		const dayProblem = followUpOn && !found.followUpOn ? followUpDayProblem(followUpOn, today) : null;
		if (dayProblem) found.followUpOn = dayProblem;
		setErrors(found);
		if (Object.keys(found).length === 0) save.mutate();
	};
	return (
		<Card withBorder component="form" onSubmit={submit} aria-labelledby="new-note-heading" noValidate>
			<Stack gap="sm">
				<Title order={3} size="h5" id="new-note-heading">
					Add a note
				</Title>
				<Textarea
					label="Note"
					description={`What you discussed and agreed (${body.length.toLocaleString("en-IN")}/${COUNSELLING_LIMITS.noteMax.toLocaleString("en-IN")}).`}
					value={body}
					onChange={(event) => setBody(event.currentTarget.value)}
					error={errors.body}
					autosize
					minRows={3}
					required
				/>
				<TextInput
					type="date"
					label="Follow up on (optional)"
					description="The day to meet the student again; it appears in Follow-ups from that day."
					value={followUpOn}
					min={today}
					onChange={(event) => setFollowUpOn(event.currentTarget.value)}
					error={errors.followUpOn}
					w={{ base: "100%", xs: 260 }}
				/>
				{failure && (
					<Text c="red.8" size="sm" role="alert">
						{failure}
					</Text>
				)}
				<Group>
					<Button type="submit" loading={save.isPending}>
						Save note
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}
