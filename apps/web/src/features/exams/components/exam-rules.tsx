import { Alert, Button, Card, Checkbox, Group, List, Skeleton, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { systemCheckLink, useRecentSystemCheckPass } from "../../../lib/system-check-pass";

// The rules a student accepts before the player opens, shared by a real exam's security screen and
// the practice run, so both ask the same thing the same way.

export const EXAM_RULES = [
	"The exam runs in fullscreen. Stay in fullscreen until you submit.",
	"Do not switch tabs, open other windows or leave this page while the exam is running.",
	"Your answers are saved automatically. If your connection drops, they are kept on this device and sent when you are back online.",
	"The timer follows the college's clock and does not stop; the exam is submitted automatically when time is up.",
	"In a proctored exam, leaving fullscreen or switching tabs is recorded as a violation.",
	"In a proctored exam the webcam watches for your face; when it flags something (no face, another face, looking away, a phone), a small snapshot is kept for the examination admin to review.",
];

export function ExamRulesCard() {
	return (
		<Card withBorder padding="lg">
			<List spacing="xs">
				{EXAM_RULES.map((rule) => (
					<List.Item key={rule}>{rule}</List.Item>
				))}
			</List>
		</Card>
	);
}

const passedAt = (iso: string) =>
	new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });

/**
 * Before a proctored sitting: whether this device passed the system check in the last 24 hours, with
 * the way to run it (Proceed brings the student back to `returnTo`). A recommendation, not a gate:
 * the proctor copes without a camera and says so on the attempt's record.
 */
export function SystemCheckStatus({ returnTo, examId }: { returnTo: string; examId?: string }) {
	const check = useRecentSystemCheckPass();
	const [to, options] = systemCheckLink(returnTo, examId);
	if (check.isPending) return <Skeleton h={72} radius="md" aria-label="Loading your system check" />;
	if (check.hasRecentPass && check.data)
		return (
			<Alert color="green" variant="light" title="System check passed">
				Your device passed the system check on {passedAt(check.data.completedAt)}.
			</Alert>
		);
	return (
		<Alert color="yellow" variant="light" title="Run the system check first">
			<Text size="sm">
				{check.isError
					? "Your last system check could not be loaded."
					: "This device has not passed the system check in the last 24 hours."}{" "}
				It tests your screen, network, camera and microphone in about two minutes, so nothing fails once the
				exam has started.
			</Text>
			<Button component={Link} to={to} state={options.state} size="xs" mt="sm" variant="light">
				Run the system check
			</Button>
		</Alert>
	);
}

/**
 * "I accept these rules", then the button that enters fullscreen and begins. A browser that refuses
 * fullscreen (some do, and in-app webviews) is explained, and the student may go on without it.
 */
export function BeginInFullscreen({ onBegin, busy = false }: { onBegin: () => void; busy?: boolean }) {
	const [accepted, setAccepted] = useState(false);
	const [fullscreenFailed, setFullscreenFailed] = useState(false);
	const begin = async () => {
		try {
			await document.documentElement.requestFullscreen();
			onBegin();
		} catch {
			setFullscreenFailed(true);
		}
	};
	return (
		<>
			<Checkbox
				checked={accepted}
				onChange={(event) => setAccepted(event.currentTarget.checked)}
				label="I accept these rules"
			/>
			{fullscreenFailed && (
				<Alert color="yellow" variant="light" role="alert" title="Fullscreen was not allowed">
					Your browser did not switch to fullscreen. Keep this window maximised, or try another browser.
					<Group mt="sm">
						<Button size="xs" onClick={onBegin} loading={busy}>
							Continue without fullscreen
						</Button>
					</Group>
				</Alert>
			)}
			<Button disabled={!accepted} loading={busy} onClick={() => void begin()} w="fit-content">
				Enter fullscreen and begin
			</Button>
		</>
	);
}
