import {
	Anchor,
	Button,
	Card,
	Group,
	List,
	Modal,
	NativeSelect,
	NumberInput,
	Stack,
	Table,
	Text,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MEETING_MODE_LABELS, MEETING_MODES, type MenteeDetail } from "@unnati/contracts";
import { counsellingEndpoints, mentorReferralInputSchema } from "@unnati/contracts/counselling";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { HttpError } from "../../../lib/http-error";
import { addNote, logMeeting, menteeQuery, mentorKeys } from "../api";
import { cohortName, percent, shortDate } from "../format";

const messageOf = (error: unknown) =>
	error instanceof HttpError && error.serverMessage
		? error.serverMessage
		: "Could not save. Please try again.";

/** `/mentordashboard/mentees/{id}`: one mentee's term, the mentor's private notes and meetings. */
export function MenteeScreen() {
	const { studentId = "" } = useParams();
	const query = useQuery(menteeQuery(studentId));
	useDocumentTitle(query.data ? `${query.data.mentee.name} · Mentee · Unnati` : "Mentee · Unnati");
	return (
		<Stack gap="xl" maw={960}>
			<Anchor component={Link} to={paths.mentorHome}>
				← All your mentees
			</Anchor>
			<QueryState
				query={query}
				what="This mentee"
				loading={{ label: "Loading the mentee", shape: [80, 200, 200] }}
			>
				{(data) => <Mentee data={data} studentId={studentId} />}
			</QueryState>
		</Stack>
	);
}

function Mentee({ data, studentId }: { data: MenteeDetail; studentId: string }) {
	const { mentee } = data;
	return (
		<>
			<Group justify="space-between" align="flex-start" wrap="wrap">
				<div>
					<Title order={1}>{mentee.name}</Title>
					<Text c="dimmed">
						{mentee.rollNo} · {mentee.deptCode ?? ""} {cohortName(mentee.year, mentee.section)} · average{" "}
						{percent(mentee.averagePercentage)}
					</Text>
				</div>
				<ReferToCounselor studentId={studentId} name={mentee.name} />
			</Group>
			<Card withBorder component="section" aria-labelledby="alerts">
				<Title order={2} size="h4" id="alerts">
					Alerts
				</Title>
				{mentee.alerts.length === 0 ? (
					<Text mt="xs">Nothing needs your attention right now.</Text>
				) : (
					<List mt="xs">
						{mentee.alerts.map((a) => (
							<List.Item key={a}>{a}</List.Item>
						))}
					</List>
				)}
			</Card>
			<Stack gap="sm" component="section" aria-labelledby="exams">
				<Title order={2} size="h3" id="exams">
					Exams this term
				</Title>
				{data.exams.length === 0 ? (
					<EmptyCard>No exam submitted this term.</EmptyCard>
				) : (
					<Table striped aria-label="Exams this term">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Exam</Table.Th>
								<Table.Th scope="col">Submitted</Table.Th>
								<Table.Th scope="col">Score</Table.Th>
								<Table.Th scope="col">Result</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{data.exams.map((e) => (
								<Table.Tr key={`${e.title}-${e.submittedAt}`}>
									<Table.Th scope="row" fw={500}>
										{e.title}
									</Table.Th>
									<Table.Td>{shortDate(e.submittedAt)}</Table.Td>
									<Table.Td>{e.percentage} %</Table.Td>
									<Table.Td>{e.passed ? "Passed" : "Failed"}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				)}
			</Stack>
			<MeetingLog data={data} studentId={studentId} />
			<Notes data={data} studentId={studentId} />
		</>
	);
}

/** Today at the current time, as a datetime-local value in the browser's zone. */
function nowLocal(): string {
	const now = new Date();
	return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function MeetingLog({ data, studentId }: { data: MenteeDetail; studentId: string }) {
	const client = useQueryClient();
	const [heldAt, setHeldAt] = useState(nowLocal);
	const [duration, setDuration] = useState<number | string>(30);
	const [mode, setMode] = useState<(typeof MEETING_MODES)[number]>("in_person");
	const [summary, setSummary] = useState("");
	const [nextSteps, setNextSteps] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		setSaving(true);
		setError(null);
		try {
			await logMeeting(studentId, {
				heldAt: new Date(heldAt).toISOString(),
				durationMinutes: Number(duration),
				mode,
				summary,
				...(nextSteps.trim() ? { nextSteps } : {}),
			});
			setSummary("");
			setNextSteps("");
			notifications.show({ color: "green", message: "Meeting logged." });
			await Promise.all([
				client.invalidateQueries({ queryKey: mentorKeys.mentee(studentId) }),
				client.invalidateQueries({ queryKey: mentorKeys.mentees }),
				client.invalidateQueries({ queryKey: mentorKeys.meetings }),
			]);
		} catch (caught) {
			setError(messageOf(caught));
		} finally {
			setSaving(false);
		}
	};
	return (
		<Stack gap="sm" component="section" aria-labelledby="meetings">
			<Title order={2} size="h3" id="meetings">
				Meetings
			</Title>
			{data.meetings.length === 0 ? (
				<Text c="dimmed">No meeting logged yet.</Text>
			) : (
				<List spacing="sm" listStyleType="none" aria-label="Meetings logged">
					{data.meetings.map((m) => (
						<List.Item key={m.id}>
							<Text fw={500}>
								{shortDate(m.heldAt)} · {MEETING_MODE_LABELS[m.mode]} · {m.durationMinutes} min
							</Text>
							<Text size="sm">{m.summary}</Text>
							{m.nextSteps && (
								<Text size="sm" c="dimmed">
									Next: {m.nextSteps}
								</Text>
							)}
						</List.Item>
					))}
				</List>
			)}
			<Card withBorder component="form" onSubmit={submit} aria-label="Log a meeting">
				<Stack gap="sm">
					<Title order={3} size="h5">
						Log a meeting
					</Title>
					<Group grow wrap="wrap">
						<TextInput
							type="datetime-local"
							label="When"
							value={heldAt}
							onChange={(e) => setHeldAt(e.currentTarget.value)}
							required
						/>
						<NumberInput label="Minutes" value={duration} onChange={setDuration} min={5} max={240} required />
						<NativeSelect
							label="How"
							value={mode}
							onChange={(e) => setMode(e.currentTarget.value as (typeof MEETING_MODES)[number])}
							data={MEETING_MODES.map((m) => ({ value: m, label: MEETING_MODE_LABELS[m] }))}
						/>
					</Group>
					<Textarea
						label="What you discussed"
						value={summary}
						onChange={(e) => setSummary(e.currentTarget.value)}
						autosize
						minRows={2}
						required
					/>
					<Textarea
						label="Next steps (optional)"
						value={nextSteps}
						onChange={(e) => setNextSteps(e.currentTarget.value)}
						autosize
						minRows={1}
					/>
					{error && (
						<Text c="red.8" role="alert">
							{error}
						</Text>
					)}
					<Group>
						<Button type="submit" loading={saving}>
							Log meeting
						</Button>
					</Group>
				</Stack>
			</Card>
		</Stack>
	);
}

function Notes({ data, studentId }: { data: MenteeDetail; studentId: string }) {
	const client = useQueryClient();
	const [body, setBody] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		setSaving(true);
		setError(null);
		try {
			await addNote(studentId, body);
			setBody("");
			await client.invalidateQueries({ queryKey: mentorKeys.mentee(studentId) });
		} catch (caught) {
			setError(messageOf(caught));
		} finally {
			setSaving(false);
		}
	};
	return (
		<Stack gap="sm" component="section" aria-labelledby="notes">
			<Title order={2} size="h3" id="notes">
				Private notes
			</Title>
			<Text size="sm" c="dimmed">
				Only you can read these notes.
			</Text>
			{data.notes.map((n) => (
				<Card key={n.id} withBorder padding="sm">
					<Text size="xs" c="dimmed">
						{shortDate(n.createdAt)}
					</Text>
					<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
						{n.body}
					</Text>
				</Card>
			))}
			<form onSubmit={submit} aria-label="Add a note">
				<Stack gap="xs">
					<Textarea
						label="New note"
						value={body}
						onChange={(e) => setBody(e.currentTarget.value)}
						autosize
						minRows={2}
					/>
					{error && (
						<Text c="red.8" role="alert">
							{error}
						</Text>
					)}
					<Group>
						<Button type="submit" variant="light" loading={saving}>
							Save note
						</Button>
					</Group>
				</Stack>
			</form>
		</Stack>
	);
}

/** Refers the mentee to the college's career counselors (POST /api/counselling/referrals) with a reason. */
function ReferToCounselor({ studentId, name }: { studentId: string; name: string }) {
	const [open, setOpen] = useState(false);
	const [reason, setReason] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = mentorReferralInputSchema.safeParse({ studentId, reason });
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message ?? "Describe what help is needed.");
			return;
		}
		setSaving(true);
		setError(null);
		try {
			await callApi(counsellingEndpoints.referMentee, { body: { studentId, reason } });
			setOpen(false);
			setReason("");
			notifications.show({
				color: "green",
				message: `${name} is referred; the career counselors have been told.`,
			});
		} catch (caught) {
			setError(messageOf(caught));
		} finally {
			setSaving(false);
		}
	};
	return (
		<>
			<Button variant="light" onClick={() => setOpen(true)}>
				Refer to a career counselor
			</Button>
			<Modal opened={open} onClose={() => setOpen(false)} title={`Refer ${name} to a career counselor`}>
				<form onSubmit={submit} noValidate>
					<Stack gap="sm">
						<Textarea
							label="Why are you referring them?"
							description="Only your college's career counselors read this, not the student."
							value={reason}
							onChange={(e) => setReason(e.currentTarget.value)}
							error={error}
							autosize
							minRows={3}
							required
							data-autofocus
						/>
						<Group justify="flex-end">
							<Button variant="default" onClick={() => setOpen(false)}>
								Cancel
							</Button>
							<Button type="submit" loading={saving}>
								Refer
							</Button>
						</Group>
					</Stack>
				</form>
			</Modal>
		</>
	);
}
