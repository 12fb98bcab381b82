import { Alert, Button, Card, Group, Modal, MultiSelect, Stack, Switch, Text, Title } from "@mantine/core";
import { ROLE_LABELS, type Role } from "@unnati/contracts/constants";
import type { GradingQueue, ReleaseResult } from "@unnati/contracts/exams";
import { useId, useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { useGradingSettings, useReleaseMarks } from "../api";
import { plural } from "../format";

const SERVER_DOWN = "Could not reach the server. Please try again.";

/** The examination admin's part of the queue: anonymity, the graders, and releasing the marks. */
export function ManageGrading({ examId, queue }: { examId: string; queue: GradingQueue }) {
	const headingId = useId();
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
			<Stack gap="md">
				<Title order={2} size="h4" id={headingId}>
					Manage grading
				</Title>
				<GradingSettingsForm examId={examId} queue={queue} />
				<ReleaseMarks examId={examId} counts={queue.counts} />
			</Stack>
		</Card>
	);
}

function GradingSettingsForm({ examId, queue }: { examId: string; queue: GradingQueue }) {
	const settings = useGradingSettings(examId);
	const anonymousHint = useId();
	const savedIds = queue.graders.map((grader) => grader.user_id);
	const [graderIds, setGraderIds] = useState<string[]>(savedIds);
	const changed = graderIds.length !== savedIds.length || graderIds.some((id) => !savedIds.includes(id));
	// Graders assigned earlier stay choosable even if they are no longer among the candidates.
	const options = [
		...queue.grader_candidates.map((c) => ({
			value: c.user_id,
			label: `${c.name} (${ROLE_LABELS[c.role as Role] ?? c.role})`,
		})),
		...queue.graders
			.filter((g) => !queue.grader_candidates.some((c) => c.user_id === g.user_id))
			.map((g) => ({ value: g.user_id, label: g.name })),
	];

	return (
		<Stack gap="md">
			<div>
				{/* The description stays outside the switch's label, which would otherwise read it as the name. */}
				<Switch
					label="Anonymous grading (hide names)"
					aria-describedby={anonymousHint}
					checked={queue.anonymous}
					disabled={settings.isPending}
					onChange={(event) => settings.mutate({ anonymous: event.currentTarget.checked })}
				/>
				<Text id={anonymousHint} size="xs" c="dimmed" mt={4}>
					Graders see “Student 7” instead of each student's name and roll number.
				</Text>
			</div>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					settings.mutate({ grader_ids: graderIds });
				}}
			>
				<Group align="flex-end" gap="sm" wrap="wrap">
					<MultiSelect
						label="Graders"
						description="Faculty of your college who may grade this exam besides you."
						placeholder={graderIds.length === 0 ? "Only you grade this exam" : undefined}
						data={options}
						value={graderIds}
						onChange={setGraderIds}
						searchable
						// Enter while searching picks the first match, instead of submitting what was chosen so far.
						selectFirstOptionOnChange
						clearable
						nothingFoundMessage="No faculty member by that name"
						w={{ base: "100%", sm: 420 }}
					/>
					<Button type="submit" variant="default" disabled={!changed} loading={settings.isPending}>
						Save graders
					</Button>
				</Group>
			</form>
			{settings.error && (
				<Alert color="red" variant="light" role="alert" title="The settings could not be saved">
					{failureMessage(settings.error, SERVER_DOWN)}
				</Alert>
			)}
		</Stack>
	);
}

/** What a release did, in a sentence. */
function releaseSummary(result: ReleaseResult): string {
	const released =
		result.released === 0
			? "No new marks were released: every fully graded attempt already had its marks."
			: `Released the marks of ${plural(result.released, "attempt")}; their students have been told.`;
	const waiting =
		result.still_awaiting === 0
			? ""
			: ` ${plural(result.still_awaiting, "attempt")} still ${result.still_awaiting === 1 ? "awaits" : "await"} grading.`;
	return released + waiting;
}

function ReleaseMarks({ examId, counts }: { examId: string; counts: GradingQueue["counts"] }) {
	const release = useReleaseMarks(examId);
	const [confirming, setConfirming] = useState(false);
	const [result, setResult] = useState<ReleaseResult | null>(null);
	const ready = counts.attempts_ready;
	const awaiting = counts.attempts_awaiting;

	const confirm = () =>
		release.mutate(undefined, {
			onSuccess: (done) => {
				setResult(done);
				setConfirming(false);
			},
		});

	return (
		<Stack gap="sm">
			<Text size="sm">
				{ready === 0
					? "No attempt is fully graded and waiting for release."
					: `${plural(ready, "attempt")} ${ready === 1 ? "is" : "are"} fully graded and waiting for release.`}{" "}
				{awaiting > 0
					? `${plural(awaiting, "attempt")} still ${awaiting === 1 ? "has" : "have"} essays to grade.`
					: ""}
			</Text>
			<Group>
				<Button
					color="green"
					onClick={() => {
						release.reset();
						setConfirming(true);
					}}
					disabled={ready === 0}
				>
					Release marks
				</Button>
			</Group>
			{result && (
				<Alert
					color="green"
					variant="light"
					role="status"
					title="Marks released"
					withCloseButton
					closeButtonLabel="Dismiss"
					onClose={() => setResult(null)}
				>
					{releaseSummary(result)}
				</Alert>
			)}
			<Modal opened={confirming} onClose={() => setConfirming(false)} title="Release marks?">
				<Stack gap="md">
					<Text size="sm">
						The marks of {plural(ready, "fully graded attempt")} will be released: their scores, results and
						the exam's analytics update, and the students are told. Released marks can no longer be changed.
					</Text>
					{awaiting > 0 && (
						<Text size="sm">
							{plural(awaiting, "attempt")} still {awaiting === 1 ? "has" : "have"} essays to grade and{" "}
							{awaiting === 1 ? "stays" : "stay"} awaiting grading. Release again once they are graded.
						</Text>
					)}
					{release.error && (
						<Alert color="red" variant="light" role="alert" title="The marks could not be released">
							{failureMessage(release.error, SERVER_DOWN)}
						</Alert>
					)}
					<Group justify="flex-end" gap="sm">
						<Button variant="default" onClick={() => setConfirming(false)} disabled={release.isPending}>
							Cancel
						</Button>
						<Button color="green" onClick={confirm} loading={release.isPending} data-autofocus>
							Release {plural(ready, "attempt")}
						</Button>
					</Group>
				</Stack>
			</Modal>
		</Stack>
	);
}
