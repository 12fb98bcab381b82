import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	canGoNext,
	canProceed,
	canRetry,
	initialWizardState,
	LAST_STEP,
	type StepStatus,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
	SYSTEM_CHECK_STEP_TITLES,
	stepIdAt,
	wizardReducer,
} from "@unnati/contracts/system-check/rules";
import {
	type ComponentType,
	lazy,
	type ReactNode,
	Suspense,
	useEffect,
	useMemo,
	useReducer,
	useRef,
	useState,
} from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ProgressDots } from "./progress-dots";
import { ScreenStep } from "./steps/screen-step";
import type { StepControls } from "./steps/step-controls";
import { useAutoFocus } from "./use-auto-focus";

/**
 * The steps after the first, and the API calls, each in its own chunk (issue 21): the page arrives
 * pre-rendered at its first step, and hydrating it must not first download and evaluate the camera,
 * microphone, face-photo and network checks, nor zod and the API's schemas (they held the main thread
 * for 2 s in Lighthouse's mobile run). Each is fetched when its step starts (a spinner for that
 * moment); not ahead, after idle, as that lands inside the same measured window.
 */
const stepModules = {
	network: () => import("./steps/network-step"),
	camera: () => import("./steps/camera-step"),
	microphone: () => import("./steps/microphone-step"),
	identity: () => import("./steps/identity-step"),
	notifications: () => import("./steps/notifications-step"),
	typing: () => import("./steps/typing-step"),
};
const api = () => import("../api");

function lazyStep<Name extends string, Props extends object>(
	load: () => Promise<Record<Name, ComponentType<Props>>>,
	name: Name,
) {
	return lazy(() => load().then((module) => ({ default: module[name] })));
}
const NetworkStep = lazyStep(stepModules.network, "NetworkStep");
const CameraStep = lazyStep(stepModules.camera, "CameraStep");
const MicrophoneStep = lazyStep(stepModules.microphone, "MicrophoneStep");
const IdentityStep = lazyStep(stepModules.identity, "IdentityStep");
const NotificationsStep = lazyStep(stepModules.notifications, "NotificationsStep");
const TypingStep = lazyStep(stepModules.typing, "TypingStep");

const recordSystemCheck = (body: Parameters<Awaited<ReturnType<typeof api>>["recordSystemCheck"]>[0]) =>
	api().then(({ recordSystemCheck }) => recordSystemCheck(body));

const INTROS = {
	screen: `Use a laptop or desktop with a screen of at least ${SYSTEM_CHECK.minScreenWidth} × ${SYSTEM_CHECK.minScreenHeight} pixels, and switch to fullscreen.`,
	network: `We download a small test file from Unnati to measure your connection: at least ${SYSTEM_CHECK.minSpeedMbps} Mbps is needed.`,
	camera: `Allow camera access when your browser asks. A live preview runs for ${SYSTEM_CHECK.cameraPreviewSeconds} seconds.`,
	microphone: "Allow microphone access, then say the phrase below.",
	identity: "Look straight at the camera, without a cap, mask or dark glasses, and take a photo of yourself.",
	notifications:
		"Browser notifications for Unnati must not be allowed, so that nothing interrupts your exam.",
	typing: "Check your keyboard by typing the phrase below.",
} as const;

export type WizardProps = {
	/** Who is signed in: their result is recorded on the server; null for a visitor. */
	signedIn: { role: string } | null;
	examId?: string | undefined;
	onProceed(): void;
};

/** The 7-step system check (SPEC §2, §4, §5). */
export function SystemCheckWizard({ signedIn, examId, onProceed }: WizardProps) {
	const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
	const [photoId, setPhotoId] = useState<string | null>(null);
	const card = useRef<HTMLDivElement>(null);
	const queryClient = useQueryClient();
	useAutoFocus(card);

	// Stable: the steps start their work in effects that must not re-run on every report.
	const controls = useMemo<Omit<StepControls, "status">>(
		() => ({
			onStart: () => dispatch({ type: "start" }),
			onPass: (detail) => dispatch({ type: "pass", ...(detail ? { detail } : {}) }),
			onFail: (message, detail) => dispatch({ type: "fail", message, ...(detail ? { detail } : {}) }),
			onSkip: (detail) => dispatch({ type: "skip", ...(detail ? { detail } : {}) }),
		}),
		[],
	);

	const save = useMutation({
		mutationFn: recordSystemCheck,
		onSuccess: (result) => {
			if (!result.passed) return;
			void import("../../../lib/system-check-pass").then(({ latestSystemCheckKey }) =>
				queryClient.invalidateQueries({ queryKey: latestSystemCheckKey }),
			);
		},
	});
	const body = (outcomes = state.outcomes) => ({
		outcomes,
		...(examId ? { examId } : {}),
		...(photoId ? { identityPhotoId: photoId } : {}),
	});
	const savePass = () => save.mutate(body());
	// The effects below send what is current when they fire, without re-firing when it changes.
	const latest = useRef({ body, savePass });
	latest.current = { body, savePass };

	// A failure is recorded once per step and run, so staff can see which devices struggle.
	const failuresSent = useRef(new Set<number>());
	const finished = canProceed(state);
	const { step, status, outcomes } = state;
	useEffect(() => {
		if (!signedIn || status !== "failed" || failuresSent.current.has(step)) return;
		failuresSent.current.add(step);
		recordSystemCheck(latest.current.body(outcomes)).catch(() => {
			// Only a diagnostic: the person sees the failure on screen either way.
		});
	}, [signedIn, step, status, outcomes]);
	// The pass is sent once, when the last step passes; Save again covers a failed send.
	useEffect(() => {
		if (finished && signedIn && save.isIdle) latest.current.savePass();
	}, [finished, signedIn, save.isIdle]);

	const id = stepIdAt(step);
	const stepControls: StepControls = { ...controls, status };
	const stepViews: Record<typeof id, ReactNode> = {
		screen: <ScreenStep {...stepControls} />,
		network: <NetworkStep {...stepControls} />,
		camera: <CameraStep {...stepControls} />,
		microphone: <MicrophoneStep {...stepControls} />,
		identity: (
			<IdentityStep
				{...stepControls}
				upload={signedIn?.role === "ROLE_STUDENT"}
				examId={examId}
				onSaved={setPhotoId}
			/>
		),
		notifications: <NotificationsStep {...stepControls} />,
		typing: <TypingStep {...stepControls} />,
	};
	const statuses: StepStatus[] = [...outcomes.slice(0, step).map((o) => o.status), status];
	const ready = finished && (!signedIn || save.isSuccess);
	// The practice run is a student's (a visitor signs in on the way); staff are not offered it.
	const offerPractice = finished && (!signedIn || signedIn.role === "ROLE_STUDENT");

	return (
		<Stack gap="md" ref={card}>
			<Group justify="space-between" wrap="wrap" gap="sm">
				<Text fw={600}>{`Step ${step + 1} of ${SYSTEM_CHECK.stepCount}`}</Text>
				<ProgressDots step={step} statuses={statuses} />
			</Group>
			<Card withBorder padding="lg" radius="md">
				<Title order={2} size="h3" mb={4}>
					{SYSTEM_CHECK_STEP_TITLES[id]}
				</Title>
				<Text c="dimmed" mb="md">
					{INTROS[id]}
				</Text>
				{/* Keyed by step and attempt: moving on, or Try Again, starts the step afresh (SPEC §4). */}
				<div key={`${step}-${state.attempt}`}>
					<Suspense fallback={<Loader size="sm" aria-label="Loading this step" />}>{stepViews[id]}</Suspense>
				</div>
			</Card>
			<div aria-live="polite" role="status">
				{status === "failed" && state.message && (
					<Alert color="red" variant="light" title="This check did not pass">
						{state.message}
					</Alert>
				)}
				{(status === "passed" || status === "skipped") && (
					<Text c={status === "passed" ? "green.8" : "yellow.9"} fw={600}>
						{`${SYSTEM_CHECK_STEP_TITLES[id]}: ${status}.`}
						{finished && ` ${SYSTEM_CHECK_MESSAGES.allPassed}`}
					</Text>
				)}
				{finished && signedIn && save.isPending && <Text>Saving your result…</Text>}
			</div>
			{finished && save.isError && (
				<Alert color="red" variant="light" role="alert">
					{SYSTEM_CHECK_MESSAGES.resultSaveFailed}
					<Group mt="sm">
						<Button size="xs" onClick={savePass} data-autofocus>
							Save again
						</Button>
					</Group>
				</Alert>
			)}
			{offerPractice && (
				<Text size="sm">
					Your device is ready for a proctored exam.{" "}
					<Anchor component={Link} to={paths.practiceRun}>
						Try a practice run
					</Anchor>{" "}
					to rehearse one on sample questions; nothing is recorded.
				</Text>
			)}
			<Group justify="flex-end" gap="sm">
				{canRetry(state) && (
					<Button variant="default" onClick={() => dispatch({ type: "retry" })} data-autofocus>
						Try Again
					</Button>
				)}
				{step === LAST_STEP ? (
					<Button disabled={!ready} loading={finished && save.isPending} onClick={onProceed} data-autofocus>
						Proceed
					</Button>
				) : (
					<Button disabled={!canGoNext(state)} onClick={() => dispatch({ type: "next" })} data-autofocus>
						Next
					</Button>
				)}
			</Group>
		</Stack>
	);
}
