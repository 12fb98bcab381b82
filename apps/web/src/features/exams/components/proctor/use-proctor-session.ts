import { useQuery } from "@tanstack/react-query";
import {
	buildViolationSummary,
	countsTowardMax,
	createViolationQueue,
	type Heartbeat,
	type RecordViolation,
	type RecordViolationResult,
	type StudentProctoring,
	type ViolationQueue,
	type ViolationSummary,
	type ViolationType,
} from "@unnati/contracts";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { attemptClosed, isPermanentRefusal } from "./proctor-api";
import { useProctorReporter } from "./proctor-reporter";
import { loadPendingReports, savePendingReports } from "./violation-storage";

type FaceSignalsState = NonNullable<Heartbeat["face_signals"]>;

/** One violation the proctor knows of: recorded by the server, or still on its way. */
type Entry = { type: ViolationType; at: string; awayMs: number | null; counted: boolean; acked: boolean };

/** What a detector reports; `id` ties a later report (with the away time) to the first. */
export type ProctorReport = {
	type: ViolationType;
	id?: string;
	at?: number;
	awayMs?: number;
	snapshot?: string;
};

export type NewViolation = { type: ViolationType; counted: boolean; count: number };

/** An id the server accepts as client_id (letters, digits, - and _). */
export function newReportId(): string {
	if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
	// Insecure origins (a LAN address over http) have no randomUUID.
	return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const proctoringQueryKey = (examId: string) => ["exams", "proctoring", examId] as const;

/**
 * The proctor's record of one attempt: the server's settings for it, every violation (recorded or
 * queued), the count against the maximum, the report queue with its retries, and the heartbeat.
 */
export function useProctorSession(options: {
	examId: string;
	maxViolations: number;
	active: boolean;
	onNewViolation?: (violation: NewViolation) => void;
}) {
	const { examId, active } = options;
	const reporter = useProctorReporter();
	const config = useQuery({
		queryKey: proctoringQueryKey(examId),
		queryFn: () => reporter.settings(examId),
		staleTime: Number.POSITIVE_INFINITY,
		refetchOnWindowFocus: false,
		retry: 3,
	});
	const maxViolations = config.data?.max_violations ?? options.maxViolations;
	const faceSignalsCount = config.data?.face_signals_count ?? false;

	const entries = useRef(new Map<string, Entry>());
	const [serverCount, setServerCount] = useState(0);
	const [version, setVersion] = useState(0);
	const [closed, setClosed] = useState(false);
	const [offline, setOffline] = useState(false);
	const touch = () => setVersion((v) => v + 1);

	// What the server recorded before a reload joins what this page queued.
	const seeded = useRef(false);
	useEffect(() => {
		const data: StudentProctoring | undefined = config.data;
		if (!data || seeded.current) return;
		seeded.current = true;
		for (const v of data.violations) {
			entries.current.set(v.client_id, {
				type: v.type,
				at: v.at,
				awayMs: v.away_ms,
				counted: v.counted,
				acked: true,
			});
		}
		setServerCount(data.violation_count);
		setVersion((v) => v + 1);
	}, [config.data]);

	const onSent = useEffectEvent((report: RecordViolation, result: RecordViolationResult) => {
		const entry = entries.current.get(report.client_id);
		if (entry) entry.acked = true;
		setServerCount(result.violation_count);
		setOffline(false);
		touch();
	});
	const onRefused = useEffectEvent((report: RecordViolation, error: unknown) => {
		// The server will never take it: it no longer counts here either.
		entries.current.delete(report.client_id);
		if (attemptClosed(error)) setClosed(true);
		touch();
	});

	const queueRef = useRef<ViolationQueue<RecordViolation> | null>(null);
	useEffect(() => {
		const initial = loadPendingReports(examId);
		for (const r of initial) {
			if (!entries.current.has(r.client_id)) {
				entries.current.set(r.client_id, {
					type: r.type,
					at: r.at,
					awayMs: r.away_ms ?? null,
					counted: countsTowardMax(r.type, { faceSignalsCount: false }),
					acked: false,
				});
			}
		}
		const queue = createViolationQueue<RecordViolation>({
			initial,
			send: async (report) => onSent(report, await reporter.report(examId, report)),
			isPermanent: isPermanentRefusal,
			onDropped: (report, error) => onRefused(report, error),
			onChange: (snapshot) => {
				savePendingReports(examId, snapshot.pending);
				setOffline(snapshot.lastError !== null);
			},
		});
		queueRef.current = queue;
		const retry = () => queue.retryNow();
		window.addEventListener("online", retry);
		return () => {
			window.removeEventListener("online", retry);
			queue.dispose();
			queueRef.current = null;
		};
	}, [examId, reporter]);

	const pendingCounted = [...entries.current.values()].filter((e) => e.counted && !e.acked).length;
	const count = serverCount + pendingCounted;

	// Read by `report`, which detectors keep for the whole exam, so it must not change identity.
	const latest = useRef({ active, faceSignalsCount, serverCount, onNew: options.onNewViolation });
	latest.current = {
		active: active && !closed,
		faceSignalsCount,
		serverCount,
		onNew: options.onNewViolation,
	};

	/** Records a violation; a second report with the same id adds what the first could not know. */
	const report = useCallback((input: ProctorReport): string => {
		const id = input.id ?? newReportId();
		const { active: running, faceSignalsCount: faceCounts, serverCount: recorded, onNew } = latest.current;
		if (!running) return id;
		const at = new Date(input.at ?? Date.now()).toISOString();
		const known = entries.current.get(id);
		if (known) {
			if (input.awayMs !== undefined) known.awayMs = Math.max(known.awayMs ?? 0, input.awayMs);
		} else {
			const counted = countsTowardMax(input.type, { faceSignalsCount: faceCounts });
			entries.current.set(id, { type: input.type, at, awayMs: input.awayMs ?? null, counted, acked: false });
			const now = [...entries.current.values()].filter((e) => e.counted && !e.acked).length;
			onNew?.({ type: input.type, counted, count: recorded + now });
		}
		queueRef.current?.enqueue({
			client_id: id,
			type: input.type,
			at: known?.at ?? at,
			...(input.awayMs !== undefined ? { away_ms: Math.round(input.awayMs) } : {}),
			...(input.snapshot !== undefined ? { snapshot: input.snapshot } : {}),
		});
		setVersion((v) => v + 1);
		return id;
	}, []);

	// The heartbeat: the live view's proof of presence, and the count after any review.
	const heartbeatMs = config.data?.heartbeat_ms ?? 20_000;
	const onBeat = useEffectEvent((violationCount: number) => {
		const unsent = [...entries.current.values()].some((e) => !e.acked);
		// While a report is on its way the server's count may already include it: wait for its answer.
		if (!unsent) setServerCount(violationCount);
	});
	// How face signals are doing, told to the server with the next beat after it changes (and again
	// until a beat carrying it is answered), so the attempt's record shows when they could not run.
	const face = useRef<{ latest: FaceSignalsState | null; told: string | null }>({ latest: null, told: null });
	const beatNow = useRef<() => void>(() => {});
	useEffect(() => {
		if (!active || closed) return;
		const beat = () => {
			const { latest } = face.current;
			const key = latest ? JSON.stringify(latest) : null;
			const body = latest && key !== face.current.told ? { face_signals: latest } : {};
			return reporter.heartbeat(examId, body).then(
				(result) => {
					if ("face_signals" in body) face.current.told = key;
					onBeat(result.violation_count);
				},
				(error: unknown) => {
					if (attemptClosed(error)) setClosed(true);
				},
			);
		};
		beatNow.current = () => void beat();
		void beat();
		const id = setInterval(beat, heartbeatMs);
		return () => {
			clearInterval(id);
			beatNow.current = () => {};
		};
	}, [examId, reporter, active, closed, heartbeatMs]);
	/** Face signals started, or cannot run: the server hears of it at once. */
	const tellFaceSignals = useCallback((state: FaceSignalsState) => {
		if (JSON.stringify(state) === JSON.stringify(face.current.latest)) return;
		face.current.latest = state;
		beatNow.current();
	}, []);

	/** SPEC §3's violationSummary, for the submit payload. */
	const summary = useCallback(
		(submissionReason?: string): ViolationSummary =>
			buildViolationSummary(
				[...entries.current.values()].map((e) => ({
					type: e.type,
					at: e.at,
					awayMs: e.awayMs,
					counted: e.counted,
				})),
				{ maxViolations, ...(submissionReason ? { submissionReason } : {}) },
			),
		[maxViolations],
	);

	/** Sends what is queued, waiting at most `ms`: the submit should carry every report it can. */
	const flush = useCallback(async (ms = 3000) => {
		const queue = queueRef.current;
		if (!queue) return;
		await Promise.race([queue.flush().catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))]);
	}, []);

	return useMemo(
		() => ({
			config: config.data,
			configError: config.isError,
			maxViolations,
			count,
			offline,
			closed,
			report,
			summary,
			flush,
			tellFaceSignals,
			version,
			/** False in a practice run: nothing reaches an examiner. */
			records: reporter.records,
		}),
		[
			reporter.records,
			config.data,
			config.isError,
			maxViolations,
			count,
			offline,
			closed,
			report,
			summary,
			flush,
			tellFaceSignals,
			version,
		],
	);
}

export type ProctorSession = ReturnType<typeof useProctorSession>;
