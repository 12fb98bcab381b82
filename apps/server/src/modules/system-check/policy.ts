import type { Role } from "@unnati/contracts";
import { EXAM_AUTHORS, RESULT_READERS } from "../exams/policy";

type Person = { userId: string; role: Role; institutionId: string | null };

/** Identity photos are for proctored exams, which only students sit. */
export const mayUploadIdentityPhoto = (person: Pick<Person, "role">) => person.role === "ROLE_STUDENT";

/** Only a student's check can be tied to an exam: their own, in their audience (checked by the exam module). */
export const mayAttachToExam = (person: Pick<Person, "role">) => person.role === "ROLE_STUDENT";

/** The student who took the photo, or their college's exam staff (authors and result readers). */
export function mayReadIdentityPhoto(
	reader: Person,
	photo: { userId: string; institutionId: string | null },
): boolean {
	if (reader.userId === photo.userId) return true;
	const staff = [...EXAM_AUTHORS, ...RESULT_READERS].includes(reader.role);
	return staff && reader.institutionId !== null && reader.institutionId === photo.institutionId;
}
