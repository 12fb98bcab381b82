import { ROLES, type Role } from "@unnati/contracts/constants";
import { anyRole, definePolicy, ownRecord, sameCollege } from "../../platform/access/policy";
import { EXAM_AUTHORS, RESULT_READERS } from "../exams";

const STUDENTS: readonly Role[] = ["ROLE_STUDENT"];
/** A college's exam staff: they see the identity photos of their own college's students. */
const EXAM_STAFF: readonly Role[] = [...new Set([...EXAM_AUTHORS, ...RESULT_READERS])];

/** What the photo rules look at: who took it, in which college. */
export type PhotoScope = { userId: string; institutionId: string | null };

/**
 * Identity photos are for proctored exams, which only students sit:
 * - `upload`: students only;
 * - `read`: the student who took it, or their own college's exam staff (authors and result
 *   readers); anyone else's photo is a 404, its existence not theirs to learn.
 */
export const identityPhotoPolicy = definePolicy<PhotoScope, "upload" | "read">("identity-photo", {
	upload: [{ roles: STUDENTS }],
	read: [
		{ roles: STUDENTS, scope: ownRecord },
		{ roles: EXAM_STAFF, scope: sameCollege },
	],
});

/**
 * A check's result: anyone signed in runs the check and keeps their own result (staff rehearse it
 * too), but only a student's check can be tied to an exam (their own, in their audience: the exam
 * module checks that).
 */
export const systemCheckPolicy = definePolicy<unknown, "record" | "readLatest" | "attachToExam">(
	"system-check",
	{
		record: [anyRole(ROLES)],
		readLatest: [anyRole(ROLES)],
		attachToExam: [{ roles: STUDENTS }],
	},
);
