import { type CodeLanguage, PROBLEM_TOPIC_LABELS } from "@unnati/contracts";
import { emptyResume, normalizeIndianPhone, type ResumeDocument } from "@unnati/contracts/resumes";
import type { Db } from "../../platform/db/database";
import { userById } from "../accounts";
import { earnedCertificatesOf } from "../certificates/read";
import { departmentsOf, institutionById } from "../institutions";
import { catalogueTitleOf, courseCompletionOf, enrolledCoursesOf } from "../learning/read";
import { practiceRecordOf } from "../problems/read";
import { skillMatcher } from "./match/extract-job";

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

/** How a resume names the languages the judge runs (the judge's labels carry compiler versions). */
const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
	c: "C",
	cpp: "C++",
	java: "Java",
	python: "Python",
	javascript: "JavaScript",
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const month = (date: Date) => date.toISOString().slice(0, 7);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** "A", "A and B", "A, B and C". */
const listed = (items: string[]) =>
	items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** What the student did on Unnati, besides their account: certificates need the public address to link to. */
export type PrefillActivity = { publicUrl: string };

/**
 * What Unnati knows of a student, as a resume: name, email and phone from the account; the college,
 * branch and batch as the undergraduate education entry; with `activity`, also the certificates they
 * earned on Unnati (with the link that verifies each), the DSA problems they solved (counts by
 * difficulty, topics and languages) and the skills of the courses they completed. Unnati stores no
 * projects of its own yet, so none are filled. Each source is said back to the student as `sources`.
 */
export async function prefillFor(
	db: Db,
	userId: string,
	now: Date,
	activity: PrefillActivity | null = null,
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
	if (activity) await addActivity(db, userId, activity, document, sources);
	return { document, sources };
}

async function addActivity(
	db: Db,
	userId: string,
	activity: PrefillActivity,
	document: ResumeDocument,
	sources: string[],
): Promise<void> {
	const certificates = await earnedCertificatesOf(db, userId, activity.publicUrl);
	for (const certificate of certificates.slice(0, 30))
		document.certificates.push({
			name: certificate.kind === "journey" ? `${certificate.title} (learning journey)` : certificate.title,
			date: day(certificate.issuedAt),
			issuer: "Unnati",
			url: certificate.verifyUrl,
		});
	if (certificates.length > 0)
		sources.push(
			`${plural(certificates.length, "certificate")} earned on Unnati, each with its verification link`,
		);

	const solved = await practiceRecordOf(db, userId);
	const skillNames = new Set<string>();
	if (solved.total > 0) {
		const counts = (["easy", "medium", "hard"] as const).flatMap((level) =>
			solved.byDifficulty[level] ? [`${solved.byDifficulty[level]} ${level}`] : [],
		);
		const languages = solved.languages.map((language) => LANGUAGE_NAMES[language]);
		const topics = solved.topics.map((topic) => PROBLEM_TOPIC_LABELS[topic]);
		document.awards.push({
			title: `Solved ${plural(solved.total, "DSA problem")} on Unnati (${counts.join(", ")})`,
			date: solved.lastSolvedAt ? month(solved.lastSolvedAt) : "",
			awarder: "Unnati coding practice",
			summary: `Accepted solutions in ${listed(languages)}; topics: ${listed(topics)}.`,
		});
		document.skills.push({ name: "Data structures and algorithms", level: "", keywords: topics });
		document.skills.push({ name: "Programming languages", level: "", keywords: languages });
		for (const name of [...topics, ...languages]) skillNames.add(name.toLowerCase());
		sources.push(
			`${plural(solved.total, "DSA problem")} you solved (${counts.join(", ")}) in ${listed(languages)}`,
		);
	}

	const completed: string[] = [];
	const courseSkills: string[] = [];
	for (const slug of await enrolledCoursesOf(db, userId)) {
		const completion = await courseCompletionOf(db, userId, slug);
		if (!completion || completion.totalLessons === 0) continue;
		if (completion.completedLessons < completion.totalLessons) continue;
		if (completion.finalTest && !completion.finalTest.passedAt) continue;
		completed.push(completion.courseTitle);
		const about = await catalogueTitleOf(db, "course", slug);
		const text = `${completion.courseTitle}. ${about?.summary ?? ""}`;
		for (const skill of skillMatcher.keys(text)) {
			if (skill.category === "soft" || skillNames.has(skill.name.toLowerCase())) continue;
			skillNames.add(skill.name.toLowerCase());
			courseSkills.push(skill.name);
		}
	}
	if (courseSkills.length > 0) {
		document.skills.push({ name: "Technical skills", level: "", keywords: courseSkills.slice(0, 40) });
		sources.push(
			`skills from the ${plural(completed.length, "course")} you completed (${listed(completed)})`,
		);
	}
}
