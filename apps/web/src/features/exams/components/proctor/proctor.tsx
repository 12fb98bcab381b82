import { notifications } from "@mantine/notifications";
import { VIOLATION_LABELS, type ViolationSummary } from "@unnati/contracts";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { FullscreenPrompt } from "./fullscreen-prompt";
import { ProctorStatus } from "./proctor-status";
import { useBlockedActions, useFocusGuard } from "./use-browser-guards";
import { useFaceSignals } from "./use-face-signals";
import { useFullscreenGuard } from "./use-fullscreen-guard";
import { type NewViolation, useProctorSession } from "./use-proctor-session";

/** What the player asks of the proctor when it submits. */
export type ProctorHandle = {
	/** SPEC §3's violationSummary of the attempt. */
	summary(submissionReason?: string): ViolationSummary;
	/** Sends queued reports first, waiting at most a few seconds. */
	flush(): Promise<void>;
};

function warningText(v: NewViolation, max: number): string {
	const label = VIOLATION_LABELS[v.type];
	if (!v.counted) return `${label}. Recorded for the examiner's review; it does not count toward the limit.`;
	if (max <= 0) return `${label}. Recorded as violation ${v.count}.`;
	if (v.count >= max) return `${label}. That is ${v.count} of ${max}: your exam is being submitted.`;
	return `${label}. Recorded as violation ${v.count} of ${max}. At ${max} your exam is submitted automatically.`;
}

/** The practice run's warning: the same count and limit, and that a real exam would record it. */
function practiceWarningText(v: NewViolation, max: number): string {
	const label = VIOLATION_LABELS[v.type];
	if (!v.counted)
		return `${label}. A real exam would keep this for the examiner's review. Nothing is recorded here.`;
	if (max > 0 && v.count >= max)
		return `${label}. That is ${v.count} of ${max}: a real exam would be submitted now, and so is this practice run.`;
	const limit = max > 0 ? ` of ${max}` : "";
	return `${label}. A real exam would record this as violation ${v.count}${limit}. Nothing is recorded in the practice run.`;
}

/**
 * The proctor of a proctored exam: fullscreen with its blocking prompt, focus and visibility with
 * away times, blocked copy, paste, context menu and printing, face signals from the webcam, a
 * warning per violation with the count against the maximum, and the automatic submit at the
 * maximum. `active` is false while the exam is being submitted or is over: nothing is recorded then.
 */
export function Proctor(props: {
	examId: string;
	maxViolations: number;
	active: boolean;
	onMaxReached: (summary: ViolationSummary) => void;
	ref?: Ref<ProctorHandle>;
}) {
	const { examId, active } = props;
	const session = useProctorSession({
		examId,
		maxViolations: props.maxViolations,
		active,
		onNewViolation: (v) =>
			notifications.show({
				color: v.counted ? "orange" : "yellow",
				title: session.records ? "Proctoring warning" : "Proctoring warning (practice)",
				message: (session.records ? warningText : practiceWarningText)(v, session.maxViolations),
				autoClose: 8000,
				// Bottom right: the header's Submit button stays in reach while a warning shows.
				position: "bottom-right",
			}),
	});
	const running = active && !session.closed;
	const [cameraPrompt, setCameraPrompt] = useState(false);
	const video = useRef<HTMLVideoElement>(null);

	useFocusGuard(running, session.report, cameraPrompt);
	useBlockedActions(running, session.report);
	const fullscreen = useFullscreenGuard(running, session.report);
	const face = useFaceSignals({
		enabled: session.config?.face_signals === true,
		active: running,
		report: session.report,
		video,
		onPrompt: setCameraPrompt,
	});

	const { tellFaceSignals } = session;
	const faceState = face.state;
	const faceReason = face.state === "unavailable" ? face.reason : undefined;
	useEffect(() => {
		if (faceState === "running") tellFaceSignals({ state: "running" });
		else if (faceState === "unavailable") tellFaceSignals({ state: "unavailable", reason: faceReason });
	}, [faceState, faceReason, tellFaceSignals]);

	useImperativeHandle(props.ref, () => ({ summary: session.summary, flush: session.flush }), [
		session.summary,
		session.flush,
	]);

	const max = session.maxViolations;
	const reached = max > 0 && session.count >= max;
	const fired = useRef(false);
	const onMaxReached = useRef(props.onMaxReached);
	onMaxReached.current = props.onMaxReached;
	useEffect(() => {
		if (!reached || !running || fired.current) return;
		fired.current = true;
		// The reports go first, so the server holds every violation the summary lists.
		void session.flush().then(() => onMaxReached.current(session.summary("max_violations")));
	}, [reached, running, session]);

	return (
		<>
			<FullscreenPrompt
				opened={fullscreen.promptOpen && !reached}
				left={fullscreen.left}
				requestFailed={fullscreen.requestFailed}
				records={session.records}
				onEnter={fullscreen.enter}
				onContinueWithout={fullscreen.continueWithout}
			/>
			<ProctorStatus count={session.count} max={max} face={face} offline={session.offline} video={video} />
		</>
	);
}
