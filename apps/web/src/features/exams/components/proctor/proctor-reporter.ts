import {
	countsTowardMax,
	type Heartbeat,
	maxReached,
	type RecordViolation,
	type RecordViolationResult,
	type StudentProctoring,
} from "@unnati/contracts";
import { createContext, useContext } from "react";
import { fetchStudentProctoring, postHeartbeat, postViolation } from "./proctor-api";

/**
 * Where the proctor reports what it sees. A real exam's reporter is the proctoring API, which keeps
 * every violation for the examiner; the practice run's keeps nothing and counts on the device, so
 * the student meets the same warnings without any record being made.
 */
export type ProctorReporter = {
	/** False when nothing is kept for an examiner (the practice run): the warnings say so. */
	readonly records: boolean;
	/** The proctor's settings for this sitting, and what was recorded before a reload. */
	settings(examId: string): Promise<StudentProctoring>;
	report(examId: string, report: RecordViolation): Promise<RecordViolationResult>;
	heartbeat(examId: string, body: Heartbeat): Promise<{ violation_count: number }>;
};

export const liveProctorReporter: ProctorReporter = {
	records: true,
	settings: fetchStudentProctoring,
	report: postViolation,
	heartbeat: postHeartbeat,
};

/**
 * A reporter that sends nothing anywhere: it counts violations here as the server would (a report
 * sent again with the same client_id counts once; face signals do not count toward the maximum) and
 * forgets them when the sitting ends.
 */
export function createLocalProctorReporter(options: { maxViolations: number }): ProctorReporter {
	const seen = new Set<string>();
	let counted = 0;
	const settings: StudentProctoring = {
		proctored: true,
		max_violations: options.maxViolations,
		violation_count: 0,
		face_signals: true,
		face_signals_count: false,
		heartbeat_ms: 60_000,
		violations: [],
	};
	return {
		records: false,
		settings: async () => settings,
		async report(_examId, report) {
			const fresh = !seen.has(report.client_id);
			seen.add(report.client_id);
			const counts = countsTowardMax(report.type, { faceSignalsCount: false });
			if (fresh && counts) counted++;
			return {
				violation_id: report.client_id,
				recorded: fresh,
				counted: counts,
				violation_count: counted,
				max_violations: options.maxViolations,
				max_reached: maxReached(counted, options.maxViolations),
			};
		},
		heartbeat: async () => ({ violation_count: counted }),
	};
}

/** The reporter of the sitting being played; a real exam's unless a practice run provides its own. */
export const ProctorReporterContext = createContext<ProctorReporter>(liveProctorReporter);

export const useProctorReporter = () => useContext(ProctorReporterContext);
