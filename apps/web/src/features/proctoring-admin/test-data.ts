import type { AttemptProctoring, AttemptViolations, ExamProctoring, ViolationView } from "@unnati/contracts";

// Realistic shapes for this feature's tests; any field overridden.

export function makeAttempt(overrides: Partial<AttemptProctoring> = {}): AttemptProctoring {
	return {
		attemptId: "att-1",
		studentId: "stu-1",
		studentName: "Asha Rao",
		rollNo: "22CSE003",
		status: "submitted",
		startedAt: "2026-11-23T04:00:00.000Z",
		submittedAt: "2026-11-23T04:20:00.000Z",
		submissionReason: "max_violations",
		violationCount: 3,
		flags: 4,
		credibility: { level: "Medium", points: 4, confirmed: 0, unreviewed: 4, dismissed: 0 },
		accommodation: null,
		faceSignals: null,
		...overrides,
	};
}

export function makeExamProctoring(attempts = [makeAttempt()]): ExamProctoring {
	return {
		exam: {
			id: "exam-1",
			title: "Demo Aptitude Test",
			proctored: true,
			maxViolations: 3,
			opensAt: "2026-11-23T03:30:00.000Z",
			closesAt: "2026-11-30T03:30:00.000Z",
		},
		settings: { faceSignals: true, faceSignalsCountTowardMax: false },
		attempts,
	};
}

export function makeFlag(overrides: Partial<ViolationView> = {}): ViolationView {
	return {
		id: "flag-1",
		attemptId: "att-1",
		type: "tab_switch",
		at: "2026-11-23T04:05:00.000Z",
		receivedAt: "2026-11-23T04:05:00.500Z",
		awayMs: 4200,
		counted: true,
		snapshotUrl: null,
		review: "unreviewed",
		reviewedBy: null,
		reviewedAt: null,
		...overrides,
	};
}

export function makeAttemptFlags(flags: ViolationView[], attempt = makeAttempt()): AttemptViolations {
	return { attempt, violations: flags };
}
