import type { MappingHistory } from "@unnati/contracts/mentors";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { studentsByIds, userNamesByIds } from "../accounts";
import { mentorAssignmentChanges } from "./tables";

/** A department's mapping changes, newest first; one change of many students in roll-number order. */
export async function mappingHistory(
	db: Db,
	departmentId: string,
	offset: number,
	limit: number,
): Promise<MappingHistory> {
	const where = eq(mentorAssignmentChanges.departmentId, departmentId);
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(mentorAssignmentChanges)
			.where(where)
			.orderBy(
				desc(mentorAssignmentChanges.changedAt),
				asc(mentorAssignmentChanges.position),
				asc(mentorAssignmentChanges.id),
			)
			.limit(limit)
			.offset(offset),
		db.select({ n: count() }).from(mentorAssignmentChanges).where(where),
	]);
	const [students, names] = await Promise.all([
		studentsByIds(
			db,
			rows.map((r) => r.studentId),
		),
		userNamesByIds(
			db,
			rows.flatMap((r) => [r.fromMentorId, r.toMentorId, r.changedBy].filter((id) => id !== null)),
		),
	]);
	const studentById = new Map(students.map((s) => [s.id, s]));
	const person = (id: string | null) =>
		id === null ? null : { id, name: names.get(id) ?? "A former account" };
	return {
		items: rows.map((r) => {
			const student = studentById.get(r.studentId);
			return {
				id: r.id,
				student: {
					id: r.studentId,
					name: student?.name ?? "A former student",
					rollNo: student?.rollNo ?? "",
				},
				fromMentor: person(r.fromMentorId),
				toMentor: person(r.toMentorId),
				changedBy: person(r.changedBy),
				how: r.how,
				rule: r.ruleSummary,
				at: r.changedAt.toISOString(),
			};
		}),
		total: total?.n ?? 0,
	};
}
