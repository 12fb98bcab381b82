import { useCallback, useEffect, useRef, useState } from "react";

// The browser's own speech recognition (Chrome, Edge, Safari): the transcript is typed into the
// answer box, where the student can correct it. Nothing is recorded or sent anywhere by Unnati.

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type RecognitionEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> };
interface Recognition {
	lang: string;
	continuous: boolean;
	interimResults: boolean;
	onresult: ((event: RecognitionEvent) => void) | null;
	onerror: ((event: { error: string }) => void) | null;
	onend: (() => void) | null;
	start(): void;
	stop(): void;
}
type RecognitionConstructor = new () => Recognition;

/** SPEC §8: each speech error has its own message. */
export const SPEECH_ERRORS: Record<string, string> = {
	"no-speech": "No speech was heard. Check your microphone and speak a little louder.",
	"audio-capture": "No microphone was found. Connect one, or type your answer instead.",
	"not-allowed":
		"Microphone access was blocked. Allow it in the browser's site settings, or type your answer.",
	network:
		"Speech recognition needs a network connection. Type your answer, or try again when you are online.",
	"service-not-allowed": "This browser does not allow speech recognition here. Type your answer instead.",
	unsupported: "This browser has no speech recognition. Type your answer, or use Chrome or Edge to speak it.",
};

function recognitionConstructor(): RecognitionConstructor | null {
	const scope = globalThis as unknown as {
		SpeechRecognition?: RecognitionConstructor;
		webkitSpeechRecognition?: RecognitionConstructor;
	};
	return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Listens while `listening`; each final phrase is passed to `onText`. */
export function useSpeechInput(onText: (text: string) => void) {
	const supported = recognitionConstructor() !== null;
	const [listening, setListening] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const recognition = useRef<Recognition | null>(null);
	const onTextRef = useRef(onText);
	onTextRef.current = onText;

	const stop = useCallback(() => {
		recognition.current?.stop();
		recognition.current = null;
		setListening(false);
	}, []);

	const start = useCallback(() => {
		const Constructor = recognitionConstructor();
		if (!Constructor) {
			setError(SPEECH_ERRORS.unsupported as string);
			return;
		}
		setError(null);
		const instance = new Constructor();
		instance.lang = "en-IN";
		instance.continuous = true;
		instance.interimResults = false;
		instance.onresult = (event) => {
			for (let i = event.resultIndex; i < event.results.length; i++) {
				const result = event.results[i];
				if (result?.isFinal) onTextRef.current(result[0].transcript.trim());
			}
		};
		instance.onerror = (event) => {
			setError(
				SPEECH_ERRORS[event.error] ?? "Speech recognition stopped. Please try again or type your answer.",
			);
			setListening(false);
		};
		instance.onend = () => setListening(false);
		recognition.current = instance;
		instance.start();
		setListening(true);
	}, []);

	useEffect(() => stop, [stop]);
	return { supported, listening, error, start, stop };
}
