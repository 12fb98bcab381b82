import {
	type AtsCheck,
	type JobRequirements,
	type MatchPart,
	type MatchPartResult,
	type MatchResult,
	normalizeIndianPhone,
	type ResumeDocument,
	SCORE_RULE,
	SECTION_HEADINGS,
	SKILL_CREDIT,
	type SkillFinding,
} from "@unnati/contracts/resumes";
import { DICTIONARY_VERSION, JOB_TITLES, type SkillEntry } from "./dictionary";
import { branchMatcher, degreeMatcher, extractJob, skillMatcher } from "./extract-job";
import { normalizeText } from "./phrase-matcher";
import {
	fullText,
	type ResumePart,
	type ResumeText,
	textOfDocument,
	textOfPlain,
	USED_IN,
} from "./resume-text";

type ResumeEducation = MatchResult["resumeEducation"] & { batchYear: number | null };

const round2 = (n: number) => Math.round(n * 100) / 100;
const list = (names: string[], max = 4) =>
	names.length <= max ? names.join(", ") : `${names.slice(0, max).join(", ")} and ${names.length - max} more`;

/** Where each skill of the dictionary is mentioned in the resume, part by part. */
function skillMentions(resume: ResumeText): Map<string, Map<ResumePart, number>> {
	const found = new Map<string, Map<ResumePart, number>>();
	for (const [part, text] of Object.entries(resume.parts) as [ResumePart, string][]) {
		if (!text) continue;
		for (const hit of skillMatcher.find(text)) {
			const parts = found.get(hit.key.name) ?? new Map<ResumePart, number>();
			parts.set(part, (parts.get(part) ?? 0) + 1);
			found.set(hit.key.name, parts);
		}
	}
	return found;
}

/**
 * A skill is present when the resume uses it in experience or projects, or names it more than
 * once; weak when it is named once and only outside experience and projects; missing otherwise.
 */
function findSkills(job: JobRequirements, resume: ResumeText): SkillFinding[] {
	const mentions = skillMentions(resume);
	const wanted: [string, SkillEntry["category"]][] = [
		...job.hardSkills.map((name) => [name, "hard"] as [string, "hard"]),
		...job.tools.map((name) => [name, "tool"] as [string, "tool"]),
		...job.softSkills.map((name) => [name, "soft"] as [string, "soft"]),
	];
	return wanted.map(([name, category]) => {
		const parts = mentions.get(name) ?? new Map<ResumePart, number>();
		const count = [...parts.values()].reduce((a, b) => a + b, 0);
		const used = USED_IN.some((part) => parts.has(part));
		const status = count === 0 ? "missing" : used || count >= 2 ? "present" : "weak";
		const improveIn =
			category === "soft"
				? status === "missing"
					? "basics"
					: "work"
				: status === "missing"
					? "skills"
					: "projects";
		return { name, category, status, mentions: count, sections: [...parts.keys()], improveIn };
	});
}

function skillPart(
	key: MatchPart,
	findings: SkillFinding[],
	noun: string,
): Omit<MatchPartResult, "label" | "weight" | "points"> {
	if (findings.length === 0)
		return {
			key,
			applicable: false,
			score: 0,
			explanation: `The job description names no ${noun}.`,
			improveIn: null,
		};
	const credit = findings.reduce((sum, f) => sum + SKILL_CREDIT[f.status], 0);
	const present = findings.filter((f) => f.status === "present");
	const weak = findings.filter((f) => f.status === "weak");
	const missing = findings.filter((f) => f.status === "missing");
	const bits = [`${present.length} of ${findings.length} ${noun} shown`];
	if (weak.length) bits.push(`${weak.length} only named once (${list(weak.map((f) => f.name))})`);
	if (missing.length) bits.push(`${missing.length} missing (${list(missing.map((f) => f.name))})`);
	return {
		key,
		applicable: true,
		score: credit / findings.length,
		explanation: `${bits.join("; ")}.`,
		improveIn: missing.length
			? (missing[0]?.improveIn ?? null)
			: weak.length
				? (weak[0]?.improveIn ?? null)
				: null,
	};
}

function titlePart(
	job: JobRequirements,
	resume: ResumeText,
): Omit<MatchPartResult, "label" | "weight" | "points"> {
	if (!job.title)
		return {
			key: "jobTitle",
			applicable: false,
			score: 0,
			explanation: "No job title was found in the description.",
			improveIn: null,
		};
	const aliases =
		JOB_TITLES.find((t) => t.title === job.title)?.aliases.map((a) => a.replace(/^=/, "")) ?? [];
	const forms = [job.title, ...aliases].map((a) => normalizeText(a).toLowerCase());
	const shown = normalizeText(
		[resume.parts.summary, resume.parts.work, resume.parts.projects].join("\n"),
	).toLowerCase();
	if (
		forms.some((form) =>
			new RegExp(`(?<![a-z0-9])${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z0-9])`).test(shown),
		)
	)
		return {
			key: "jobTitle",
			applicable: true,
			score: 1,
			explanation: `Your headline, summary or experience names the role (${job.title}).`,
			improveIn: null,
		};
	const head = job.title.split(/\s+/).pop()?.toLowerCase() ?? "";
	if (head && new RegExp(`\\b${head}`).test(shown))
		return {
			key: "jobTitle",
			applicable: true,
			score: 0.5,
			explanation: `Your resume says "${head}" but not "${job.title}"; put the title in your headline.`,
			improveIn: "basics",
		};
	return {
		key: "jobTitle",
		applicable: true,
		score: 0,
		explanation: `"${job.title}" appears nowhere in your headline, summary or experience.`,
		improveIn: "basics",
	};
}

function educationOfDocument(document: ResumeDocument): ResumeEducation {
	const text = textOfDocument(document).parts.education;
	const degreeEntries = document.education.filter(
		(e) => e.level === "ug" || e.level === "pg" || e.level === "",
	);
	const cgpas = degreeEntries
		.filter((e) => e.gradeType === "cgpa" && e.grade !== null)
		.map((e) => e.grade as number);
	const percentages = document.education
		.filter((e) => e.gradeType === "percentage" && e.grade !== null)
		.map((e) => e.grade as number);
	const batch = /(\d{4})\s*$/.exec(document.basics.batch)?.[1];
	const ugEnd = degreeEntries.map((e) => /^(\d{4})/.exec(e.endDate)?.[1]).find(Boolean);
	return {
		degrees: degreeMatcher.keys(document.education.map((e) => e.studyType).join("\n")),
		branches: branchMatcher.keys(text),
		cgpa: cgpas.length ? (cgpas[0] ?? null) : null,
		percentage: percentages.length ? Math.min(...percentages) : null,
		batchYear: batch ? Number(batch) : ugEnd ? Number(ugEnd) : null,
	};
}

function educationOfText(resume: ResumeText): ResumeEducation {
	const text = resume.parts.education || fullText(resume);
	const cgpa =
		/(\d{1,2}(?:\.\d{1,2})?)\s*(?:\/\s*10(?:\.0)?)?\s*(?:cgpa|cpi|gpa|sgpa)/i.exec(text) ??
		/(?:cgpa|cpi|gpa)\s*[:\-–]?\s*(\d{1,2}(?:\.\d{1,2})?)/i.exec(text);
	const percentages = [...text.matchAll(/(\d{2}(?:\.\d{1,2})?)\s*%/g)].map((m) => Number(m[1]));
	const years = [...text.matchAll(/\b(20[1-4]\d)\b/g)].map((m) => Number(m[1]));
	const cgpaValue = cgpa?.[1] ? Number(cgpa[1]) : null;
	return {
		degrees: degreeMatcher.keys(text),
		branches: branchMatcher.keys(text),
		cgpa: cgpaValue !== null && cgpaValue <= 10 ? cgpaValue : null,
		percentage: percentages.length ? Math.min(...percentages) : null,
		batchYear: years.length ? Math.max(...years) : null,
	};
}

function educationPart(
	job: JobRequirements,
	mine: ResumeEducation,
): Omit<MatchPartResult, "label" | "weight" | "points"> {
	const want = job.education;
	const checks: { ok: number; say: string }[] = [];
	const anyDegree = want.degrees.includes("Any graduate");
	if (want.degrees.length && !anyDegree) {
		const ok = want.degrees.some((d) => mine.degrees.includes(d));
		checks.push({
			ok: ok ? 1 : 0,
			say: ok
				? "your degree is one it asks for"
				: `it asks for ${want.degrees.join(" or ")}, which your education section does not show`,
		});
	}
	const anyBranch = want.branches.includes("Any branch");
	if (want.branches.length && !anyBranch) {
		const ok = want.branches.some((b) => mine.branches.includes(b));
		checks.push({
			ok: ok ? 1 : 0,
			say: ok
				? "your branch is eligible"
				: `it asks for ${list(want.branches)}, and your resume shows ${mine.branches.length ? list(mine.branches) : "no branch"}`,
		});
	}
	if (want.minCgpa !== null) {
		if (mine.cgpa === null)
			checks.push({ ok: 0, say: `it asks for a CGPA of ${want.minCgpa} and your resume shows none` });
		else
			checks.push({
				ok: mine.cgpa >= want.minCgpa ? 1 : 0,
				say: `CGPA ${mine.cgpa} against a cut-off of ${want.minCgpa}`,
			});
	}
	if (want.minPercentage !== null) {
		if (mine.percentage === null)
			checks.push({
				ok: 0,
				say: `it asks for ${want.minPercentage}% and your resume shows no percentage (add your 10th and 12th marks)`,
			});
		else
			checks.push({
				ok: mine.percentage >= want.minPercentage ? 1 : 0,
				say: `lowest percentage ${mine.percentage}% against ${want.minPercentage}%`,
			});
	}
	if (want.batches.length) {
		const ok = mine.batchYear !== null && want.batches.includes(mine.batchYear);
		checks.push({
			ok: ok ? 1 : 0,
			say: ok
				? `your batch (${mine.batchYear}) is eligible`
				: `it is for the ${want.batches.join("/")} batch; your resume shows ${mine.batchYear ?? "no graduation year"}`,
		});
	}
	if (checks.length === 0)
		return {
			key: "education",
			applicable: false,
			score: 0,
			explanation:
				anyDegree || anyBranch
					? "Any degree or branch may apply."
					: "The job description sets no education requirement.",
			improveIn: null,
		};
	const score = checks.reduce((s, c) => s + c.ok, 0) / checks.length;
	return {
		key: "education",
		applicable: true,
		score,
		explanation: `${checks.map((c) => c.say).join("; ")}.`.replace(/^./, (c) => c.toUpperCase()),
		improveIn: score < 1 ? "education" : null,
	};
}

/** Months of work and internships, from entries with dates (an entry running today counts to `now`). */
function monthsOfDocument(document: ResumeDocument, now: Date): number {
	let months = 0;
	for (const work of document.work) {
		const start = /^(\d{4})(?:-(\d{2}))?/.exec(work.startDate);
		if (!start) continue;
		const end = /^(\d{4})(?:-(\d{2}))?/.exec(work.endDate);
		const endYear = end ? Number(end[1]) : now.getUTCFullYear();
		const endMonth = end ? Number(end[2] ?? 12) : now.getUTCMonth() + 1;
		months += Math.max(1, (endYear - Number(start[1])) * 12 + endMonth - Number(start[2] ?? 1) + 1);
	}
	return months;
}

const MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec";
const DATE_WORD = `(?:(?:${MONTHS})[a-z]*\\.?\\s*'?\\d{2,4}|\\d{1,2}[/.-]\\d{4}|\\d{4})`;
const RANGE = new RegExp(
	`(${DATE_WORD})\\s*(?:-|–|—|to)\\s*(${DATE_WORD}|present|current|now|till date|ongoing)`,
	"gi",
);

function monthIndex(value: string, now: Date): number | null {
	const v = value.toLowerCase();
	if (/present|current|now|till date|ongoing/.test(v)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
	const named = new RegExp(`^(${MONTHS})[a-z]*\\.?\\s*'?(\\d{2,4})$`).exec(v);
	if (named?.[1] && named[2]) {
		const year = named[2].length === 2 ? 2000 + Number(named[2]) : Number(named[2]);
		return (
			year * 12 + MONTHS.split("|").indexOf(named[1].slice(0, 3) === "sep" ? "sep" : named[1].slice(0, 3))
		);
	}
	const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(v);
	if (numeric) return Number(numeric[2]) * 12 + Number(numeric[1]) - 1;
	const year = /^(\d{4})$/.exec(v);
	return year ? Number(year[1]) * 12 : null;
}

function monthsOfText(text: string, now: Date): number {
	let months = 0;
	for (const m of text.matchAll(RANGE)) {
		const start = m[1] ? monthIndex(m[1], now) : null;
		const end = m[2] ? monthIndex(m[2], now) : null;
		if (start !== null && end !== null && end >= start) months += end - start + 1;
	}
	return months;
}

function experiencePart(
	job: JobRequirements,
	months: number,
	hasProjects: boolean,
): Omit<MatchPartResult, "label" | "weight" | "points"> {
	const { fresher, minYears } = job.experience;
	if (!fresher && minYears === null)
		return {
			key: "experience",
			applicable: false,
			score: 0,
			explanation: "The job description asks for no particular experience.",
			improveIn: null,
		};
	const years = round2(months / 12);
	if (minYears === null || minYears === 0) {
		const shown = months > 0 || hasProjects;
		return {
			key: "experience",
			applicable: true,
			score: shown ? 1 : 0.5,
			explanation: shown
				? "The role takes freshers, and your internships or projects show hands-on work."
				: "The role takes freshers; add an internship or a project to show hands-on work.",
			improveIn: shown ? null : "projects",
		};
	}
	const score = Math.min(1, months / (minYears * 12));
	return {
		key: "experience",
		applicable: true,
		score,
		explanation: `It asks for ${minYears}+ year${minYears === 1 ? "" : "s"}; your dated experience and internships add up to ${years} year${years === 1 ? "" : "s"}.`,
		improveIn: score < 1 ? "work" : null,
	};
}

const STANDARD_TITLES = new Set(
	[
		...Object.values(SECTION_HEADINGS),
		"Positions of Responsibility",
		"Extracurricular Activities",
		"Extra-curricular Activities",
		"Co-curricular Activities",
		"Achievements",
		"Coding Profiles",
		"Technical Skills",
		"Internships",
		"Training",
		"Workshops",
		"Hackathons",
		"Leadership",
		"Research",
		"Patents",
		"Activities",
		"Courses",
		"Coursework",
		"Relevant Coursework",
		"Summary",
		"Objective",
		"Hobbies",
	].map((t) => t.toLowerCase()),
);

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}\b|\+\d{1,3}[\s-]?\d{3,4}[\s-]?\d{3,4}[\s-]?\d{3,4}/;

function atsChecks(resume: ResumeText, document: ResumeDocument | null): AtsCheck[] {
	const text = fullText(resume);
	const words = text.split(/\s+/).filter(Boolean).length;
	const checks: AtsCheck[] = [];

	const email = document ? document.basics.email : (EMAIL.exec(text)?.[0] ?? "");
	const phone = document ? document.basics.phone : (PHONE.exec(text)?.[0] ?? "");
	const missingContact = [
		...(document && !document.basics.name ? ["your name"] : []),
		...(!email ? ["an email address"] : []),
		...(!phone ? ["a phone number"] : []),
	];
	const phoneNote =
		phone && normalizeIndianPhone(phone) === null && !phone.startsWith("+")
			? " Write the phone with +91 so recruiters outside your state can call."
			: "";
	checks.push({
		key: "contact",
		label: "Contact details",
		passed: missingContact.length === 0,
		detail: missingContact.length
			? `Add ${missingContact.join(" and ")} at the top.`
			: `Name, email and phone are at the top.${phoneNote}`,
		improveIn: "basics",
	});

	if (document) {
		const odd = document.meta.unnati.customSections
			.map((c) => c.title)
			.filter((t) => !STANDARD_TITLES.has(t.trim().toLowerCase()));
		checks.push({
			key: "headings",
			label: "Standard section headings",
			passed: odd.length === 0,
			detail: odd.length
				? `An ATS may not recognise ${odd.map((t) => `"${t}"`).join(", ")}; use a common heading such as "Positions of Responsibility" or "Achievements".`
				: "Sections print under the headings ATS software looks for (Education, Experience, Projects, Skills).",
			improveIn: odd.length ? "custom" : null,
		});
	} else {
		const parts = new Set(
			Object.entries(resume.parts)
				.filter(([, t]) => t.trim())
				.map(([p]) => p),
		);
		const missing = [
			...(!parts.has("education") ? ["Education"] : []),
			...(!parts.has("skills") ? ["Skills"] : []),
			...(!parts.has("work") && !parts.has("projects") ? ["Experience or Projects"] : []),
		];
		checks.push({
			key: "headings",
			label: "Standard section headings",
			passed: missing.length === 0,
			detail: missing.length
				? `No ${missing.join(", ")} heading was recognised; use the standard words so an ATS files your details correctly.`
				: "Education, Skills and Experience/Projects headings were recognised.",
			improveIn: null,
		});
	}

	if (document) {
		const undated = [
			...document.work.filter((w) => !w.startDate).map((w) => w.name || w.position || "an experience entry"),
			...document.education
				.filter((e) => !e.endDate)
				.map((e) => e.institution || e.studyType || "an education entry"),
		];
		const backwards = [...document.work, ...document.education, ...document.projects].filter(
			(e) => e.startDate && e.endDate && e.endDate < e.startDate,
		);
		checks.push({
			key: "dates",
			label: "Dates an ATS can read",
			passed: undated.length === 0 && backwards.length === 0,
			detail:
				undated.length > 0
					? `Add dates to ${list(undated, 3)}: an ATS works out your experience and graduation from them.`
					: backwards.length > 0
						? "An entry ends before it starts; check its dates."
						: "Every dated entry is written as month and year, which any ATS parses.",
			improveIn:
				undated.length || backwards.length
					? document.work.some((w) => !w.startDate)
						? "work"
						: "education"
					: null,
		});
	} else {
		const odd =
			text.match(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s*'\d{2}\b|\b2k\d{2}\b/gi) ??
			[];
		const ranges = [...text.matchAll(RANGE)].length;
		checks.push({
			key: "dates",
			label: "Dates an ATS can read",
			passed: odd.length === 0,
			detail: odd.length
				? `Write dates in full ("June 2024", not ${odd
						.slice(0, 2)
						.map((o) => `"${o}"`)
						.join(", ")}): some ATS software skips short forms.`
				: ranges > 0
					? "Date ranges are written in a form ATS software parses."
					: "No date ranges were found; give your internships and education their months and years.",
			improveIn: null,
		});
	}

	checks.push({
		key: "length",
		label: "Length",
		passed: words >= 200 && words <= 1000,
		detail:
			words < 200
				? `About ${words} words: too thin to match most job descriptions. Describe your projects and internships.`
				: words > 1000
					? `About ${words} words: more than two pages. A campus resume is best at one page, two at most.`
					: `About ${words} words: one to two pages.`,
		improveIn: words < 200 ? "projects" : null,
	});

	const tableLines = text.split("\n").filter((line) => /\t.*\t|\|.*\|/.test(line)).length;
	checks.push({
		key: "layout",
		label: "No text in tables, columns or images",
		passed: document ? true : tableLines < 2,
		detail: document
			? "Unnati's templates are single-column text: no tables, text boxes or images an ATS could skip."
			: tableLines >= 2
				? "Some lines look like table rows or columns; ATS software often reads tables out of order. Use plain lines."
				: "The text reads as plain lines, in order.",
		improveIn: null,
	});
	return checks;
}

export type MatchInput = { jobDescription: string; now: Date } & (
	| { document: ResumeDocument; text?: undefined }
	| { text: string; document?: undefined }
);

/** The whole analysis: requirements, findings, parts and the score by SCORE_RULE. */
export function analyzeMatch(input: MatchInput): MatchResult {
	const job = extractJob(input.jobDescription);
	const resume = input.document ? textOfDocument(input.document) : textOfPlain(input.text ?? "");
	const skills = findSkills(job, resume);
	const education = input.document ? educationOfDocument(input.document) : educationOfText(resume);
	const months = input.document
		? monthsOfDocument(input.document, input.now)
		: monthsOfText(resume.parts.work, input.now);
	const ats = atsChecks(resume, input.document ?? null);
	const computed: Omit<MatchPartResult, "label" | "weight" | "points">[] = [
		skillPart(
			"hardSkills",
			skills.filter((s) => s.category === "hard"),
			"hard skills",
		),
		skillPart(
			"tools",
			skills.filter((s) => s.category === "tool"),
			"tools",
		),
		skillPart(
			"softSkills",
			skills.filter((s) => s.category === "soft"),
			"soft skills",
		),
		titlePart(job, resume),
		educationPart(job, education),
		experiencePart(job, months, resume.parts.projects.trim().length > 0),
		{
			key: "ats",
			applicable: true,
			score: ats.filter((c) => c.passed).length / ats.length,
			explanation: `${ats.filter((c) => c.passed).length} of ${ats.length} formatting checks pass.`,
			improveIn: ats.find((c) => !c.passed)?.improveIn ?? null,
		},
	];
	const totalWeight = SCORE_RULE.filter((r) => computed.find((c) => c.key === r.key)?.applicable).reduce(
		(sum, r) => sum + r.weight,
		0,
	);
	const parts: MatchPartResult[] = SCORE_RULE.map((rule) => {
		const part = computed.find((c) => c.key === rule.key) as Omit<
			MatchPartResult,
			"label" | "weight" | "points"
		>;
		return {
			...part,
			label: rule.label,
			weight: rule.weight,
			score: round2(part.score),
			points: part.applicable ? round2((100 * rule.weight * part.score) / totalWeight) : 0,
		};
	});
	const score = Math.round(parts.reduce((sum, p) => sum + p.points, 0));
	const { batchYear: _batch, ...resumeEducation } = education;
	return {
		dictionaryVersion: DICTIONARY_VERSION,
		score: Math.max(0, Math.min(100, score)),
		job,
		parts,
		skills,
		ats,
		resumeEducation,
	};
}
