import { studentsOfInstitution } from "../accounts/read";
import type { ExamDeps, ExamRow } from "./access";
import { inAudience } from "./policy";

// What the exam engine tells students, through the notifications service (ExamDeps.notify, wired
// by app.ts). Called after the change has committed; notify never throws for a delivery failure.

/** An exam was published for the first time: every student of its audience hears of it. */
export async function announcePublished(deps: Pick<ExamDeps, "db" | "notify">, exam: ExamRow): Promise<void> {
	if (!deps.notify) return;
	const audience = (await studentsOfInstitution(deps.db, exam.institutionId)).filter((s) =>
		inAudience(exam, s),
	);
	await deps.notify(
		audience.map((s) => s.id),
		"exam_published",
		{
			examId: exam.id,
			examTitle: exam.title,
			opensAt: exam.opensAt.toISOString(),
			closesAt: exam.closesAt.toISOString(),
			durationMinutes: exam.durationMinutes,
			proctored: exam.proctored,
		},
	);
}

/** An attempt was scored: its result is the student's to read (GET /api/exam-results/{attemptId}). */
export async function announceResult(
	deps: Pick<ExamDeps, "notify">,
	result: {
		studentId: string;
		examId: string;
		attemptId: string;
		examTitle: string;
		percentage: number;
		passed: boolean;
		autoSubmitted: boolean;
	},
): Promise<void> {
	if (!deps.notify) return;
	const { studentId, ...data } = result;
	await deps.notify([studentId], "exam_result_available", data);
}
