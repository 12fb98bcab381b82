import { type LiveState, type LiveStudent, PROCTORING_TIMING } from "@unnati/contracts";
import type { ExamSummary } from "../exams/read";
import { type AttemptRowView, attemptRows, audienceOf } from "./exam-reads";
import type { LiveEvent } from "./live-bus";
import type { ProctoringDeps } from "./student-service";

/** Where a live view writes: one server-sent event, or a comment that keeps the connection open. */
export type LiveSink = {
	send(event: "roster" | "student", data: unknown): void;
	comment(text: string): void;
};

type Log = { warn(obj: unknown, msg: string): void };

/** A proxy closes a silent connection after a minute or so; a comment now and then keeps it. */
const KEEPALIVE_MS = 15_000;
/** Reports arriving together (a student's burst of flags) are read back in one query per student. */
const COALESCE_MS = 200;

/** Not started, in progress, disconnected (no save or heartbeat for 60 s) or submitted. */
export function liveStateOf(
	row: AttemptRowView | undefined,
	lastSeenMs: number | null,
	nowMs: number,
): LiveState {
	if (!row) return "not_started";
	if (row.status === "submitted") return "submitted";
	if (lastSeenMs === null || nowMs - lastSeenMs > PROCTORING_TIMING.disconnectedAfterMs)
		return "disconnected";
	return "in_progress";
}

/**
 * Runs one examination admin's live view of an exam until the returned function is called: a
 * "roster" event first, then a "student" event whenever a student's row changes. Changes arrive
 * through the bus at once (a report, a heartbeat, a review, on any API process) and through a
 * full re-read every few seconds (starts, saves, submits, which the exam engine does not announce).
 */
export async function runLiveView(
	deps: ProctoringDeps,
	exam: ExamSummary,
	sink: LiveSink,
	log: Log,
): Promise<() => void> {
	const { db, clock } = deps;
	const people = new Map<string, { name: string; rollNo: string | null }>();
	for (const s of await audienceOf(db, exam)) people.set(s.id, { name: s.name, rollNo: s.rollNo });
	const rows = new Map<string, AttemptRowView>();
	/** The latest heartbeat each student was heard with through the bus, before the next re-read. */
	const heard = new Map<string, number>();
	const sent = new Map<string, string>();
	let closed = false;

	const rowOf = (studentId: string): LiveStudent | null => {
		const row = rows.get(studentId);
		const person = people.get(studentId) ?? (row ? { name: row.name, rollNo: row.rollNo } : null);
		if (!person) return null;
		const times = [row?.savedAt?.getTime(), row?.heartbeatAt?.getTime(), heard.get(studentId)].filter(
			(t): t is number => t !== undefined,
		);
		const lastSeen = row && times.length > 0 ? Math.max(...times) : null;
		return {
			studentId,
			name: person.name,
			rollNo: person.rollNo,
			state: liveStateOf(row, lastSeen, clock().getTime()),
			attemptId: row?.attemptId ?? null,
			violationCount: row?.violationCount ?? 0,
			lastSeenAt: lastSeen === null ? null : new Date(lastSeen).toISOString(),
		};
	};
	const everyone = () => new Set([...people.keys(), ...rows.keys()]);

	const emitIfChanged = (studentId: string) => {
		const row = rowOf(studentId);
		if (!row || closed) return;
		const text = JSON.stringify(row);
		if (sent.get(studentId) === text) return;
		sent.set(studentId, text);
		sink.send("student", row);
	};

	const readAll = async () => {
		const all = await attemptRows(db, exam.id, { known: people });
		rows.clear();
		for (const row of all) rows.set(row.studentId, row);
		heard.clear();
	};

	const pending = new Set<string>();
	let coalesce: NodeJS.Timeout | null = null;
	const readSoon = (studentId: string) => {
		pending.add(studentId);
		coalesce ??= setTimeout(async () => {
			coalesce = null;
			const ids = [...pending];
			pending.clear();
			try {
				for (const id of ids) {
					const [row] = await attemptRows(db, exam.id, { studentId: id, known: people });
					if (row) rows.set(id, row);
					heard.delete(id);
					emitIfChanged(id);
				}
			} catch (error) {
				log.warn({ err: error }, "the live view could not read a student's attempt; it retries shortly");
			}
		}, COALESCE_MS);
	};

	const onEvent = (event: LiveEvent) => {
		if (closed) return;
		if (event.kind === "seen" && rows.has(event.studentId)) {
			heard.set(event.studentId, clock().getTime());
			emitIfChanged(event.studentId);
		} else readSoon(event.studentId);
	};

	// Subscribed before the first read: whatever happens after the roster is read reaches this view.
	const unsubscribe = await deps.bus.subscribe(exam.id, onEvent);
	try {
		await readAll();
	} catch (error) {
		unsubscribe();
		throw error;
	}
	const students = [...everyone()]
		.map(rowOf)
		.filter((row): row is LiveStudent => row !== null)
		.sort((a, b) => a.name.localeCompare(b.name));
	for (const row of students) sent.set(row.studentId, JSON.stringify(row));
	sink.send("roster", {
		examId: exam.id,
		maxViolations: exam.maxViolations,
		serverTime: clock().toISOString(),
		students,
	});

	let refreshing = false;
	const refresh = setInterval(async () => {
		if (refreshing || closed) return;
		refreshing = true;
		try {
			await readAll();
			for (const id of everyone()) emitIfChanged(id);
		} catch (error) {
			log.warn({ err: error }, "the live view could not refresh; it tries again shortly");
		} finally {
			refreshing = false;
		}
	}, PROCTORING_TIMING.liveRefreshMs);
	const keepalive = setInterval(() => {
		if (!closed) sink.comment("keepalive");
	}, KEEPALIVE_MS);

	return () => {
		closed = true;
		unsubscribe();
		clearInterval(refresh);
		clearInterval(keepalive);
		if (coalesce) clearTimeout(coalesce);
	};
}
