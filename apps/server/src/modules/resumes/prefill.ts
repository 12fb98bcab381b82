import { emptyResume, normalizeIndianPhone, type ResumeDocument } from "@unnati/contracts/resumes";
import type { Db } from "../../platform/db/database";
import { userById } from "../accounts";
import { departmentsOf, institutionById } from "../institutions";

/**
 * The year a student joined, from their year of study: the academic year starts in June, so in
 * November 2026 a third-year joined in 2024.
 */
export function joiningYear(currentYear: number, now: Date): number {
	const academicStart = now.getUTCMonth() >= 5 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
	return academicStart - currentYear + 1;
}

/** Branch names for department codes Indian colleges use (the department's own name wins when it has one). */
const DEGREE_OF_UG = "B.E.";

/**
 * What Unnati knows of a student, as a resume: name, email and phone from the account; the college,
 * branch and batch as the undergraduate education entry. Said back to the student as `sources`.
 */
export async function prefillFor(
	db: Db,
	userId: string,
	now: Date,
): Promise<{ document: ResumeDocument; sources: string[] }> {
	const document = emptyResume();
	const sources: string[] = [];
	const user = await userById(db, userId);
	if (!user) return { document, sources };
	document.basics.name = user.name;
	document.basics.email = user.email;
	sources.push("name and email from your account");
	if (user.phone) {
		document.basics.phone = normalizeIndianPhone(user.phone) ?? user.phone;
		sources.push("phone number");
	}
	const college = user.institutionId ? await institutionById(db, user.institutionId) : null;
	const department =
		user.institutionId && user.departmentId
			? (await departmentsOf(db, user.institutionId)).find((d) => d.id === user.departmentId)
			: undefined;
	if (college) {
		const joined = user.currentYear ? joiningYear(user.currentYear, now) : null;
		document.basics.location.city = college.city ?? "";
		document.basics.location.region = college.state ?? "";
		if (department) document.basics.branch = department.name;
		if (joined) document.basics.batch = `${joined}-${joined + 4}`;
		document.education.push({
			institution: college.name,
			url: "",
			area: department?.name ?? "",
			studyType: DEGREE_OF_UG,
			startDate: joined ? `${joined}-08` : "",
			endDate: joined ? `${joined + 4}-05` : "",
			score: "",
			courses: [],
			level: "ug",
			board: "",
			gradeType: "",
			grade: null,
		});
		sources.push(department ? "college, branch and batch" : "college");
	}
	return { document, sources };
}
