import type { ModuleSeed } from "../../platform/module";
import { findStudentByRollNo } from "../accounts";
import { passedCertificateAttempts } from "../exams/read";
import { issueCourseCertificate, issueForPassedAttempt } from "./service";

/** The demo student who finished DSA Foundations in learning's demo data (README). */
const DEMO_HOLDER = { rollNo: "22CSE002", course: "dsa-foundations" } as const;

/**
 * 22CSE002's certificate of DSA Foundations, issued by the earning rule itself (learning's seed ran
 * first and left the lessons complete and the mock test passed), and the exam certificates of the
 * demo's past sitting of an exam that awards them. No notification: the demo starts quiet.
 */
export const seedDemoCertificates: ModuleSeed = async ({ db, clock }) => {
	const student = await findStudentByRollNo(db, DEMO_HOLDER.rollNo);
	// The public origin only shapes links in answers; nothing of it is stored.
	if (student) await issueCourseCertificate({ db, publicUrl: "" }, student.id, DEMO_HOLDER.course, clock());
	// Exam certificates of the demo exams that award them (the seeded history's passing attempts).
	for (const passed of await passedCertificateAttempts(db))
		await issueForPassedAttempt({ db, publicUrl: "" }, passed);
};
