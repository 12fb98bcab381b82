import { defineModule } from "../../platform/module";
import type { ExamDeps, ExtraMinutesFor } from "./access";
import { examAuthoringRoutes } from "./authoring-routes";
import { createCodingJudge } from "./coding";
import { examCodingRoutes } from "./coding-routes";
import { examGradingRoutes } from "./grading-routes";
import { studentExamRoutes } from "./routes";
import { startOverdueSweep } from "./submission-service";
import { essayUploadRoutes } from "./upload-routes";

declare module "../../platform/module" {
	interface ModuleServices {
		/** The exam engine's dependencies, shared with the modules that act on attempts (proctoring). */
		exams: ExamDeps;
	}
}

// What other modules use (proctoring, system check, analytics): the engine's dependencies, who a
// student is to an exam, and closing an attempt. Plain reads belong in read.ts.
export type {
	AttemptPassedPort,
	AttemptRow,
	ExamDeps,
	ExamRow,
	ExamStudent,
	ExtraMinutesFor,
} from "./access";
export { examForStudent, studentOf } from "./access";
// What the demo seed uses: authoring as the college's exam admin, and the history of past sittings.
export { type Author, createExam, isUuid, publishExam } from "./authoring-service";
export { type PastAttempt, recordPastAttempts } from "./backfill";
// What placements uses: a drive's online test round, made for exactly the students in the round.
export { announceExam, createExamForStudents, type ExamForStudentsInput } from "./for-students";
export { type RecordedGrade, recordGrades, releaseReadyAttempts } from "./grading-service";
export { EXAM_AUTHORS, examPolicy, examResultPolicy, inAudience, RESULT_READERS } from "./policy";
export { finalizeAttempt } from "./submission-service";
export type { FrozenQuestion } from "./tables";

/**
 * What the exam engine needs, built once by the app: the code runner judges coding answers, and
 * `extraMinutesFor` (proctoring's accommodations, wired in by the app) moves a student's deadline.
 */
export const createExamDeps = (
	deps: Omit<ExamDeps, "judgeCoding" | "extraMinutesFor"> & { extraMinutesFor: ExtraMinutesFor },
	runner: Parameters<typeof createCodingJudge>[0],
): ExamDeps => ({
	...deps,
	judgeCoding: createCodingJudge(runner),
});

/** Exams: authoring, the student's attempt (SPEC §4), coding answers, results, and the overdue sweep. */
export const examsModule = defineModule({
	name: "exams",
	async register(app, { limiters, services, storage }) {
		studentExamRoutes(app, services.exams);
		examAuthoringRoutes(app, services.exams);
		examGradingRoutes(app, services.exams);
		essayUploadRoutes(app, { ...services.exams, storage });
		examCodingRoutes(app, { ...services.exams, runner: services.codeRunner, limiter: limiters.perMinute });
	},
	jobs: [{ name: "overdue-sweep", start: ({ services, log }) => startOverdueSweep(services.exams, log) }],
});
