import { type RecordViolation, recordViolationSchema } from "@unnati/contracts";

// Reports not yet acknowledged survive a reload or a crash, like queued answers (exam-storage.ts).
// Storage may be full or disabled; every write may fail quietly, since the queue still holds them.

const key = (examId: string) => `exam-violations:${examId}`;
/** Snapshots are the heavy part; past this much text they are left out of what is kept. */
const SNAPSHOT_BUDGET_CHARS = 1_000_000;

export function loadPendingReports(examId: string): RecordViolation[] {
	try {
		const raw: unknown = JSON.parse(localStorage.getItem(key(examId)) ?? "[]");
		if (!Array.isArray(raw)) return [];
		return raw.flatMap((item) => {
			const parsed = recordViolationSchema.safeParse(item);
			return parsed.success ? [parsed.data] : [];
		});
	} catch {
		return [];
	}
}

export function savePendingReports(examId: string, reports: RecordViolation[]) {
	try {
		if (reports.length === 0) {
			localStorage.removeItem(key(examId));
			return;
		}
		let budget = SNAPSHOT_BUDGET_CHARS;
		const kept = reports.map((report) => {
			if (report.snapshot === undefined) return report;
			budget -= report.snapshot.length;
			if (budget >= 0) return report;
			const { snapshot: _dropped, ...rest } = report;
			return rest;
		});
		localStorage.setItem(key(examId), JSON.stringify(kept));
	} catch {
		// Full or disabled storage: the reports are still queued in memory.
	}
}

/** Forgets every report kept for `examId` (a practice run starts afresh). */
export function clearPendingReports(examId: string) {
	savePendingReports(examId, []);
}
