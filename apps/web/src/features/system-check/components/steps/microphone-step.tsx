import { Badge, Button, Code, Group, Text } from "@mantine/core";
import {
	matchAnyTranscript,
	SPEECH_ERROR_CODES,
	SPEECH_ERROR_MESSAGES,
	SPOKEN_PHRASE,
	type SpeechErrorCode,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
} from "@unnati/contracts/system-check/rules";
import { useEffect, useRef, useState } from "react";
import { type SpeechRecognitionLike, stopStream } from "../../devices";
import { useDevices } from "../../devices-context";
import { mediaErrorMessage } from "./media-errors";
import type { StepControls } from "./step-controls";

/** SPEC §4: the voice step's own states. */
type Phase = "idle" | "preparing" | "listening" | "done";
const PHASE_LABELS: Record<Phase, string> = {
	idle: "Idle",
	preparing: "Preparing",
	listening: "Listening",
	done: "Done",
};

/**
 * Errors that mean this browser's recogniser cannot work at all (no service behind it): like a
 * browser without speech recognition, they allow the manual skip. A mismatch allows it too (SPEC §4).
 */
const SKIPPABLE_ERRORS: readonly SpeechErrorCode[] = ["network", "service-not-allowed", "unsupported"];

const isKnown = (code: string): code is SpeechErrorCode =>
	(SPEECH_ERROR_CODES as readonly string[]).includes(code);

/** Every alternative the recogniser offered, best first, plus the results joined. */
function transcriptsOf(results: ArrayLike<ArrayLike<{ transcript: string }>>): string[] {
	const list = Array.from(results);
	const joined = list.map((result) => result[0]?.transcript ?? "").join(" ");
	return [joined, ...list.flatMap((result) => Array.from(result).map((alt) => alt.transcript))];
}

/** Step 4 (SPEC §5): microphone access, then the phrase spoken and recognised. */
export function MicrophoneStep({ status, onStart, onPass, onFail, onSkip }: StepControls) {
	const devices = useDevices();
	const [phase, setPhase] = useState<Phase>("idle");
	const [skipReason, setSkipReason] = useState<string | null>(null);
	const session = useRef<{
		recognition: SpeechRecognitionLike | null;
		timer?: ReturnType<typeof setTimeout>;
	}>({
		recognition: null,
	});
	const timeoutMs = devices.isApple ? SYSTEM_CHECK.appleVoiceTimeoutMs : SYSTEM_CHECK.voiceTimeoutMs;

	useEffect(
		() => () => {
			clearTimeout(session.current.timer);
			session.current.recognition?.abort();
			session.current.recognition = null;
		},
		[],
	);

	const failWith = (code: string) => {
		setPhase("done");
		// An error the Web Speech API names but SPEC §8 does not ("language-not-supported", "bad-grammar")
		// also means this recogniser cannot do the job.
		if (!isKnown(code) || SKIPPABLE_ERRORS.includes(code))
			setSkipReason(`speech recognition unavailable (${code})`);
		onFail(isKnown(code) ? SPEECH_ERROR_MESSAGES[code] : SYSTEM_CHECK_MESSAGES.speechFailed);
	};

	const listen = (create: () => SpeechRecognitionLike) => {
		let settled = false;
		const finish = (then: () => void) => {
			if (settled) return;
			settled = true;
			clearTimeout(session.current.timer);
			session.current.recognition = null;
			then();
		};
		const recognition = create();
		recognition.lang = "en-IN";
		recognition.continuous = false;
		recognition.interimResults = false;
		recognition.maxAlternatives = 5;
		recognition.onstart = () => {
			if (!settled) setPhase("listening");
		};
		recognition.onresult = (event) =>
			finish(() => {
				setPhase("done");
				const match = matchAnyTranscript(transcriptsOf(event.results), { apple: devices.isApple });
				if (match.matched) {
					onPass(`heard "${match.transcript}"`);
				} else {
					setSkipReason(`phrase did not match: heard "${match.transcript}"`);
					onFail(SYSTEM_CHECK_MESSAGES.phraseMismatch(match.transcript), `heard "${match.transcript}"`);
				}
			});
		// "aborted" is our own abort (timeout, leaving the step), already handled.
		recognition.onerror = (event) => {
			if (event.error !== "aborted") finish(() => failWith(event.error));
		};
		recognition.onend = () => finish(() => failWith("no-speech"));
		session.current = {
			recognition,
			timer: setTimeout(
				() =>
					finish(() => {
						recognition.abort();
						failWith("timeout");
					}),
				timeoutMs,
			),
		};
		try {
			recognition.start();
		} catch {
			finish(() => failWith("service-not-allowed"));
		}
	};

	const start = async () => {
		onStart();
		setPhase("preparing");
		if (!devices.getUserMedia) {
			setPhase("done");
			onFail(SYSTEM_CHECK_MESSAGES.microphoneDenied);
			return;
		}
		try {
			// SPEC §5: microphone access must be granted, whether or not speech recognition follows.
			stopStream(await devices.getUserMedia({ audio: true, video: false }));
		} catch (error) {
			setPhase("done");
			onFail(mediaErrorMessage(error, "microphone"));
			return;
		}
		if (!devices.createSpeechRecognition) {
			setPhase("done");
			setSkipReason("no speech recognition in this browser");
			return;
		}
		listen(devices.createSpeechRecognition);
	};

	const settled = status === "passed" || status === "skipped";
	return (
		<>
			<Text>Say this phrase clearly when the status shows Listening:</Text>
			<Code block fz="lg" my="xs">
				{SPOKEN_PHRASE}
			</Code>
			<Group gap="xs" mb="sm">
				<Text>Status:</Text>
				<Badge color={phase === "listening" ? "green" : "gray"} variant="light" aria-live="polite">
					{PHASE_LABELS[phase]}
				</Badge>
			</Group>
			{phase === "listening" && <Text>Listening for up to {timeoutMs / 1000} seconds…</Text>}
			{!devices.createSpeechRecognition && !settled && (
				<Text c="dimmed" mb="sm">
					{SPEECH_ERROR_MESSAGES.unsupported}
				</Text>
			)}
			{phase === "idle" && (
				<Button onClick={() => void start()} data-autofocus>
					Start voice check
				</Button>
			)}
			{skipReason && !settled && (
				<Button variant="light" onClick={() => onSkip(skipReason)} data-autofocus>
					Skip voice check
				</Button>
			)}
			{status === "skipped" && <Text>{SYSTEM_CHECK_MESSAGES.voiceSkipped}</Text>}
		</>
	);
}
