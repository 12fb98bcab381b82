import type { NotificationData, NotificationType } from "@unnati/contracts";
import type { ModuleSeed } from "../../platform/module";
import { findStudentByRollNo } from "../accounts";
import { studentsOfInstitution } from "../accounts/read";
import { inAudience } from "../exams";
import { publishedExamsOf, scoredAttempts } from "../exams/read";
import { notifications } from "./tables";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The demo college is found through its first demo student (README's demo logins). */
const DEMO_STUDENT = "22CSE001";

type Row = typeof notifications.$inferInsert;

const row = <T extends NotificationType>(
	recipientId: string,
	type: T,
	data: NotificationData<T>,
	createdAt: Date,
	readAt: Date | null,
): Row => ({ recipientId, type, data: data as Record<string, unknown>, createdAt, readAt });

/**
 * What the demo college's students were told before the first start, so /notifications and the bell
 * are not empty: each published exam of their audience (announced a day before it opened, or half an
 * hour ago for one not open yet; read once it closed), and the result of each scored attempt of a
 * closed exam (read by every other student). Nothing is e-mailed: the dev mailbox stays for real mail.
 */
export const seedDemoNotifications: ModuleSeed = async ({ db, clock }) => {
	const demo = await findStudentByRollNo(db, DEMO_STUDENT);
	if (!demo?.institutionId) return;
	const now = clock();
	const students = await studentsOfInstitution(db, demo.institutionId);
	const rows: Row[] = [];
	for (const exam of await publishedExamsOf(db, demo.institutionId)) {
		const announced = new Date(Math.min(now.getTime() - HOUR / 2, exam.opensAt.getTime() - DAY));
		const closed = exam.closesAt < now;
		for (const student of students) {
			if (!inAudience(exam, student)) continue;
			rows.push(
				row(
					student.id,
					"exam_published",
					{
						examId: exam.id,
						examTitle: exam.title,
						opensAt: exam.opensAt.toISOString(),
						closesAt: exam.closesAt.toISOString(),
						durationMinutes: exam.durationMinutes,
						proctored: exam.proctored,
					},
					announced,
					closed ? new Date(announced.getTime() + 3 * HOUR) : null,
				),
			);
		}
		if (!closed) continue;
		const scored = await scoredAttempts(db, { examId: exam.id });
		scored.forEach((attempt, i) => {
			const at = new Date(attempt.submittedMs ?? exam.closesAt.getTime());
			rows.push(
				row(
					attempt.studentId,
					"exam_result_available",
					{
						examId: exam.id,
						attemptId: attempt.id,
						examTitle: exam.title,
						percentage: attempt.percentage ?? 0,
						passed: attempt.passed ?? false,
						autoSubmitted: attempt.submissionReason !== "student",
					},
					at,
					i % 2 === 0 ? new Date(at.getTime() + DAY) : null,
				),
			);
		});
	}
	for (let i = 0; i < rows.length; i += 500) await db.insert(notifications).values(rows.slice(i, i + 500));
};
