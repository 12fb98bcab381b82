import { useQueryClient } from "@tanstack/react-query";
import {
	type AnswerQueue,
	answerIsList,
	type CodeLanguage,
	createAnswerQueue,
	EXAM_TIMING,
	type ExamQuestions,
	type ExamResult,
	emptyAnswer,
	initialQuestionStates,
	type PlayerQuestion,
	type QueuedAnswer,
	type QueueSnapshot,
	questionStatusReducer,
	type StudentAnswer,
	type ViolationSummary,
} from "@unnati/contracts";
import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../../app/paths";
import { HttpError } from "../../../../lib/http";
import { ExamLoadError, examResultQuery, monotonicNow } from "../../api";
import {
	clearExamStorage,
	clearSecurityValidation,
	loadPlayerState,
	loadQueuedAnswers,
	savePlayerState,
	saveQueuedAnswers,
} from "../../exam-storage";
import { sectionClock } from "../../section-clock";
import { answerProblem } from "./answer-shape";
import { type CodeAnswers, initialCodeAnswers, switchLanguage } from "./code-answers";
import { useExamTransport } from "./exam-transport";
import { QuestionTimers } from "./question-timers";

export type FlatQuestion = {
	/** 1-based, across the whole exam. */
	number: number;
	sectionIndex: number;
	questionIndex: number;
	sectionId: string;
	question: PlayerQuestion;
};

export type Position = { sectionIndex: number; questionIndex: number };
export type SubmitPhase =
	| { kind: "running" }
	/** `maxViolations`: the proctor ended the exam at its maximum of violations. */
	| { kind: "submitting"; auto: boolean; maxViolations?: boolean }
	| { kind: "failed"; message: string }
	/** The server already holds a submitted attempt (a 409): only its result is left to see. */
	| { kind: "ended"; message: string };

const EMPTY_SNAPSHOT: QueueSnapshot = { pending: [], sending: false, lastError: null, lastSavedAt: null };
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function flatten(data: ExamQuestions): FlatQuestion[] {
	let number = 0;
	return data.exam.sections.flatMap((section, sectionIndex) =>
		section.questions.map((question, questionIndex) => {
			number += 1;
			return { number, sectionIndex, questionIndex, sectionId: section.section_id, question };
		}),
	);
}

function useOnline() {
	const [online, setOnline] = useState(() => navigator.onLine);
	useEffect(() => {
		const goOnline = () => setOnline(true);
		const goOffline = () => setOnline(false);
		window.addEventListener("online", goOnline);
		window.addEventListener("offline", goOffline);
		return () => {
			window.removeEventListener("online", goOnline);
			window.removeEventListener("offline", goOffline);
		};
	}, []);
	return online;
}

/**
 * Everything the exam player does between loading and submitting: question states (SPEC §4), the
 * answer queue, per-question timers, the server-synchronized countdown, and what survives a reload.
 */
export function useExamSession(
	examId: string,
	data: ExamQuestions,
	options: {
		/** A proctored exam's proctor: every submit carries its violation summary (SPEC §3). */
		violationSummary?(): ViolationSummary | undefined;
		/**
		 * What follows a submit, once the device's copy is cleared. A real exam's result screen by
		 * default; the practice run shows its own result in place.
		 */
		onSubmitted?(result: ExamResult): void;
	} = {},
) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	// Where answers, sections and the submit go: the exam API, or the practice run's (exam-transport.ts).
	const transport = useExamTransport();
	const flat = useMemo(() => flatten(data), [data]);
	const [saved] = useState(() => loadPlayerState(examId));

	const [states, dispatch] = useReducer(questionStatusReducer, undefined, () =>
		initialQuestionStates(data.exam.sections, { saved: saved.states, serverAnswers: data.attempt.answers }),
	);
	const [code, setCode] = useState<CodeAnswers>(() =>
		initialCodeAnswers(flat, states, saved.code, data.attempt.answers),
	);
	const [position, setPosition] = useState<Position>(() => {
		const p = saved.position;
		return p && data.exam.sections[p.sectionIndex]?.questions[p.questionIndex]
			? p
			: { sectionIndex: 0, questionIndex: 0 };
	});
	const [timers] = useState(() => {
		const initial: Record<string, number> = { ...saved.timers };
		for (const [id, answer] of Object.entries(data.attempt.answers)) {
			initial[id] = Math.max(initial[id] ?? 0, answer.time_spent * 1000);
		}
		return new QuestionTimers(monotonicNow, initial);
	});
	const current = flat.find(
		(q) => q.sectionIndex === position.sectionIndex && q.questionIndex === position.questionIndex,
	);

	// The countdown runs from the server's remaining time on a monotonic clock; saves refresh it.
	const [clockBase, setClockBase] = useState(() => ({
		seconds: data.attempt.time_remaining_seconds,
		at: monotonicNow(),
	}));
	const [now, setNow] = useState(monotonicNow);
	useEffect(() => {
		const id = setInterval(() => setNow(monotonicNow()), 1000);
		return () => clearInterval(id);
	}, []);
	// `now` may predate a base set since the last tick: elapsed time is never negative.
	const elapsedMs = Math.max(0, now - clockBase.at);
	const remainingSeconds = Math.max(0, Math.ceil(clockBase.seconds - elapsedMs / 1000));
	// Timed sections: each section's end as the server stores it; finishing one early moves them.
	const [sectionPlan, setSectionPlan] = useState(() => ({
		deadline: data.attempt.deadline,
		section_deadlines: data.attempt.section_deadlines,
	}));
	const timed = sectionClock(sectionPlan, clockBase.seconds - elapsedMs / 1000);
	const openSection = timed?.current ?? null;
	/** Whether a section may be shown: any, unless sections are timed (then only the current one). */
	const isOpen = (sectionIndex: number) => openSection === null || sectionIndex === openSection;
	const [sectionNotice, setSectionNotice] = useState<string | null>(null);

	const [phase, setPhase] = useState<SubmitPhase>({ kind: "running" });
	const phaseRef = useRef(phase);
	phaseRef.current = phase;

	const [snapshot, setSnapshot] = useState<QueueSnapshot>(EMPTY_SNAPSHOT);
	const queueRef = useRef<AnswerQueue | null>(null);
	const online = useOnline();

	const onSaveRefused = useEffectEvent(() => {
		if (phaseRef.current.kind === "running") void submit(true);
	});

	useEffect(() => {
		// A batch in flight is kept with the pending answers, so a reload mid-send cannot lose it.
		let inFlight: QueuedAnswer[] = [];
		const persist = (pending: QueuedAnswer[]) => {
			const newer = new Set(pending.map((a) => a.question_id));
			saveQueuedAnswers(examId, [...inFlight.filter((a) => !newer.has(a.question_id)), ...pending]);
		};
		const queue = createAnswerQueue({
			initial: loadQueuedAnswers(examId),
			send: async (answers) => {
				inFlight = answers;
				try {
					const result = await transport.saveAnswers(examId, answers);
					setClockBase({ seconds: result.time_remaining_seconds, at: monotonicNow() });
				} catch (error) {
					// 409: submitted elsewhere or past the deadline; the server will take no more answers.
					if (error instanceof HttpError && error.status === 409) onSaveRefused();
					throw error;
				} finally {
					inFlight = [];
				}
			},
			onChange: (next) => {
				setSnapshot(next);
				persist(next.pending);
			},
		});
		queueRef.current = queue;
		setSnapshot(queue.snapshot());
		return () => {
			queue.dispose();
			queueRef.current = null;
		};
	}, [examId, transport]);

	const flushNow = useEffectEvent(() => {
		queueRef.current?.flush().catch(() => {});
	});
	useEffect(() => {
		if (online) flushNow();
	}, [online]);

	const persistState = useEffectEvent(() => {
		savePlayerState(examId, { states, timers: timers.toJSON(), position, code });
	});
	useEffect(() => {
		savePlayerState(examId, { states, timers: timers.toJSON(), position, code });
	}, [examId, states, position, timers, code]);
	useEffect(() => {
		const id = setInterval(() => persistState(), 5000);
		const onHide = () => persistState();
		window.addEventListener("pagehide", onHide);
		return () => {
			clearInterval(id);
			window.removeEventListener("pagehide", onHide);
		};
	}, []);

	// The shown question is visited, and its timer runs while the tab is visible.
	const currentId = current?.question.question_id;
	const currentSection = current?.sectionId;
	useEffect(() => {
		if (!currentId || !currentSection) return;
		dispatch({ type: "visit", sectionId: currentSection, questionId: currentId });
		if (document.visibilityState !== "hidden") timers.start(currentId);
		const onVisibility = () => {
			if (document.visibilityState === "hidden") timers.stop(currentId);
			else timers.start(currentId);
		};
		document.addEventListener("visibilitychange", onVisibility);
		return () => {
			document.removeEventListener("visibilitychange", onVisibility);
			timers.stop(currentId);
		};
	}, [currentId, currentSection, timers]);

	/** The language a coding question's program is in; undefined for other questions. */
	const languageOf = (q: FlatQuestion): CodeLanguage | undefined => code[q.question.question_id]?.language;
	const enqueue = (q: FlatQuestion, answer: StudentAnswer, language = languageOf(q)) => {
		// A half-typed number ("-", "1e") stays on screen but is not sent until it is a number.
		if (answerProblem(q.question, answer, language) !== null) return;
		// Each keystroke in a program lands here; the queue keeps only the newest answer per question.
		queueRef.current?.enqueue({
			section_id: q.sectionId,
			question_id: q.question.question_id,
			student_answer: answer,
			time_spent: timers.seconds(q.question.question_id),
			...(language ? { programming_language: language } : {}),
		});
	};
	const answerOf = (q: FlatQuestion): StudentAnswer =>
		states[q.sectionId]?.[q.question.question_id]?.answer ??
		emptyAnswer(answerIsList(q.question.type, q.question.multi_answer));

	/** `language`: a coding answer written in another of the question's languages. */
	const setAnswer = (answer: StudentAnswer, language?: CodeLanguage) => {
		if (!current || phase.kind !== "running") return;
		const id = current.question.question_id;
		const held = code[id];
		const inLanguage =
			language && held && current.question.coding?.languages.includes(language) ? language : undefined;
		if (inLanguage && held && held.language !== inLanguage)
			setCode((all) => ({ ...all, [id]: { ...held, language: inLanguage } }));
		dispatch({ type: "answer", sectionId: current.sectionId, questionId: id, answer });
		enqueue(current, answer, inLanguage ?? languageOf(current));
	};
	/** A coding question's language: the program so far is kept for switching back. */
	const setLanguage = (language: CodeLanguage) => {
		if (!current || phase.kind !== "running") return;
		const id = current.question.question_id;
		const held = code[id];
		if (!held || held.language === language || !current.question.coding?.languages.includes(language)) return;
		const switched = switchLanguage(held, answerOf(current), language);
		setCode((all) => ({ ...all, [id]: switched.next }));
		dispatch({ type: "answer", sectionId: current.sectionId, questionId: id, answer: switched.answer });
		enqueue(current, switched.answer, language);
	};
	const clearAnswer = () => {
		if (!current || phase.kind !== "running") return;
		dispatch({ type: "reset", sectionId: current.sectionId, questionId: current.question.question_id });
		enqueue(current, emptyAnswer(answerIsList(current.question.type, current.question.multi_answer)));
	};
	const toggleFlag = () => {
		if (!current) return;
		dispatch({ type: "toggleFlag", sectionId: current.sectionId, questionId: current.question.question_id });
	};
	/** Leaving a question queues its answer again, so the server learns the time spent on it. */
	const goTo = (target: Position) => {
		// A timed section that has ended, or not begun, cannot be opened.
		if (!isOpen(target.sectionIndex)) return;
		if (current) enqueue(current, answerOf(current));
		setPosition(target);
	};
	const neighbour = (delta: number) => {
		const target = flat[current ? flat.indexOf(current) + delta : 0];
		return target && isOpen(target.sectionIndex) ? target : undefined;
	};
	const step = (delta: number) => {
		const target = neighbour(delta);
		if (target) goTo({ sectionIndex: target.sectionIndex, questionIndex: target.questionIndex });
	};

	/** Moves to the first question of the section now open, when the one shown has closed. */
	const followOpenSection = useEffectEvent((open: number) => {
		if (position.sectionIndex === open || !data.exam.sections[open]) return;
		if (current) enqueue(current, answerOf(current));
		setPosition({ sectionIndex: open, questionIndex: 0 });
		const ended = data.exam.sections[position.sectionIndex]?.title ?? "The section";
		setSectionNotice(
			`Time is up for ${ended}. ${data.exam.sections[open]?.title ?? "The next section"} has started.`,
		);
		queueRef.current?.flush().catch(() => {});
	});
	useEffect(() => {
		if (openSection !== null && openSection < data.exam.sections.length) followOpenSection(openSection);
	}, [openSection, data.exam.sections.length]);

	const [finishing, setFinishing] = useState<string | null>(null);
	/** Timed sections: ends the current section now (its answers are sent first) and opens the next. */
	async function finishSection() {
		const section = openSection === null ? undefined : data.exam.sections[openSection];
		if (!section || timed?.last || phaseRef.current.kind !== "running") return;
		setFinishing(null);
		if (current) enqueue(current, answerOf(current));
		try {
			await queueRef.current?.flush();
			const attempt = await transport.finishSection(examId, section.section_id);
			setClockBase({ seconds: attempt.time_remaining_seconds, at: monotonicNow() });
			setSectionPlan({ deadline: attempt.deadline, section_deadlines: attempt.section_deadlines });
			const next = data.exam.sections[(openSection ?? 0) + 1];
			setPosition({ sectionIndex: (openSection ?? 0) + 1, questionIndex: 0 });
			setSectionNotice(`${section.title} is finished. ${next?.title ?? "The next section"} has started.`);
		} catch (error) {
			setFinishing(
				error instanceof HttpError && error.serverMessage
					? error.serverMessage
					: "The section could not be finished. Check your connection and try again; your answers are kept on this device.",
			);
		}
	}

	async function submit(auto: boolean, violationSummary?: ViolationSummary) {
		if (phaseRef.current.kind === "submitting" || phaseRef.current.kind === "ended") return;
		phaseRef.current = {
			kind: "submitting",
			auto,
			maxViolations: violationSummary?.maxViolationsReached === true,
		};
		setPhase(phaseRef.current);
		if (current) enqueue(current, answerOf(current));
		try {
			await queueRef.current?.flush();
		} catch {
			// At time-up the server's deadline decides anyway; a student's own submit waits for the network.
			if (!auto) {
				setPhase({
					kind: "failed",
					message:
						"Some answers could not be saved yet. Check your connection; they are kept on this device. Then submit again.",
				});
				return;
			}
		}
		// 500 ms: the server needs the last batch stored before it scores (SPEC §4).
		await wait(EXAM_TIMING.beforeSubmitWaitMs);
		try {
			const summary = violationSummary ?? options.violationSummary?.();
			const result = await transport.submit(examId, {
				autoSubmitted: auto,
				submittedAt: new Date().toISOString(),
				...(summary ? { violationSummary: summary } : {}),
			});
			queueRef.current?.dispose();
			clearExamStorage(examId);
			if (options.onSubmitted) {
				options.onSubmitted(result);
				return;
			}
			clearSecurityValidation();
			queryClient.setQueryData(examResultQuery(result.attempt_id).queryKey, result);
			void queryClient.invalidateQueries({ queryKey: ["exams", "student-list"] });
			navigate(paths.examResult(result.attempt_id), { replace: true });
		} catch (error) {
			if (error instanceof ExamLoadError && error.kind === "submitted") {
				queueRef.current?.dispose();
				clearExamStorage(examId);
				setPhase({ kind: "ended", message: error.message });
			} else {
				setPhase({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
			}
		}
	}

	const onTimeUp = useEffectEvent(() => {
		if (phaseRef.current.kind === "running" || phaseRef.current.kind === "failed") void submit(true);
	});
	useEffect(() => {
		if (remainingSeconds <= 0) onTimeUp();
	}, [remainingSeconds]);

	return {
		flat,
		states,
		position,
		current,
		currentAnswer: current ? answerOf(current) : null,
		currentLanguage: current ? languageOf(current) : undefined,
		remainingSeconds,
		snapshot,
		online,
		phase,
		setAnswer,
		setLanguage,
		clearAnswer,
		toggleFlag,
		goTo,
		next: () => step(1),
		previous: () => step(-1),
		canNext: neighbour(1) !== undefined,
		canPrevious: neighbour(-1) !== undefined,
		/** Timed sections: where the paper stands, or null for an exam timed as a whole. */
		timed,
		/** Sections in a fixed order without timers of their own: the exam's one timer counts. */
		untimedInOrder: data.attempt.section_mode === "in_order",
		isOpen,
		sectionNotice,
		finishSection: () => void finishSection(),
		/** Why finishing the section failed, if it did. */
		finishError: finishing,
		submit: (auto = false, violationSummary?: ViolationSummary) => void submit(auto, violationSummary),
	};
}

export type ExamSession = ReturnType<typeof useExamSession>;
