import type { JobRequirements } from "@unnati/contracts/resumes";
import { BRANCHES, CIRCUIT_BRANCHES, DEGREES, JOB_TITLES, SKILLS, type SkillEntry } from "./dictionary";
import { sentencesOf, titleByGrammar } from "./nlp";
import { PhraseMatcher } from "./phrase-matcher";

export const skillMatcher = new PhraseMatcher<SkillEntry>(
	SKILLS.map((entry) => ({ key: entry, aliases: entry.aliases })),
);
// Titles are often plural in a JD ("hiring Civil Site Engineers"): each alias also matches with an s.
const titleMatcher = new PhraseMatcher<string>(
	JOB_TITLES.map((t) => ({
		key: t.title,
		aliases: t.aliases.flatMap((a) => (/[a-z]$/i.test(a) ? [a, `${a}s`] : [a])),
	})),
);
export const degreeMatcher = new PhraseMatcher<string>(
	DEGREES.map((d) => ({ key: d.name, aliases: d.aliases })),
);
export const branchMatcher = new PhraseMatcher<string>(
	BRANCHES.map((b) => ({ key: b.name, aliases: b.aliases })),
);

/** Lines that name the role: "Job Title: ...", "Role - ...", "Position: ...". */
const TITLE_LINE =
	/^\s*(?:job\s+title|job\s+role|title|role|position|designation|profile|opening)\s*[:\-–]\s*(.{3,80})$/im;
/** Sentences about who may apply: where degrees, branches and cut-offs are read. */
const ELIGIBILITY =
	/eligib|qualification|degree|branch|stream|discipline|graduat|cgpa|cpi|gpa|percent|%|b\.?\s?e\b|b\.?\s?tech|m\.?\s?tech|mca|diploma|10th|12th|batch|pass\s*-?\s*outs?|year of passing|\byop\b|academic|campus hire/i;

function titleOf(text: string): string | null {
	const line = TITLE_LINE.exec(text);
	if (line?.[1]) {
		const value = line[1].trim().replace(/[.;,]+$/, "");
		return titleMatcher.keys(value)[0] ?? value;
	}
	return titleMatcher.keys(text)[0] ?? titleByGrammar(text);
}

function number(value: string | undefined): number | null {
	if (value === undefined) return null;
	const n = Number.parseFloat(value);
	return Number.isFinite(n) ? n : null;
}

/** The degree, branch, cut-off and batch requirements, read from the eligibility sentences only. */
function educationOf(sentences: string[]): JobRequirements["education"] {
	const degrees = new Set<string>();
	const branches = new Set<string>();
	const batches = new Set<number>();
	let minCgpa: number | null = null;
	let minPercentage: number | null = null;
	for (const sentence of sentences) {
		if (!ELIGIBILITY.test(sentence)) continue;
		for (const degree of degreeMatcher.keys(sentence)) degrees.add(degree);
		for (const branch of branchMatcher.keys(sentence)) branches.add(branch);
		if (/circuit\s+branch/i.test(sentence)) for (const branch of CIRCUIT_BRANCHES) branches.add(branch);
		const cgpa =
			/(\d{1,2}(?:\.\d{1,2})?)\s*(?:\+|and above|or above|or more)?\s*(?:\/\s*10\s*)?(?:cgpa|cpi|gpa|sgpa)/i.exec(
				sentence,
			) ??
			/(?:cgpa|cpi|gpa)\s*(?:of|:|>=|≥|above|minimum|min\.?|of at least|at least|not less than|-)?\s*(?:of\s*)?(\d{1,2}(?:\.\d{1,2})?)/i.exec(
				sentence,
			);
		const cgpaValue = number(cgpa?.[1]);
		if (cgpaValue !== null && cgpaValue > 0 && cgpaValue <= 10) minCgpa = Math.max(minCgpa ?? 0, cgpaValue);
		for (const match of sentence.matchAll(/(\d{2}(?:\.\d{1,2})?)\s*(?:%|percent)/gi)) {
			const value = number(match[1]);
			if (value !== null && value >= 35 && value <= 100) minPercentage = Math.max(minPercentage ?? 0, value);
		}
		if (
			degreeMatcher.keys(sentence).length > 0 ||
			/batch|pass\s*-?\s*outs?|passing|graduat|\byop\b|campus/i.test(sentence)
		)
			for (const match of sentence.matchAll(/\b(20[1-4]\d)\b/g)) batches.add(Number(match[1]));
	}
	return {
		degrees: [...degrees],
		branches: [...branches],
		minCgpa,
		minPercentage,
		batches: [...batches].sort(),
	};
}

function experienceOf(text: string): JobRequirements["experience"] {
	const fresher =
		/\bfreshers?\b|no (?:prior |previous )?(?:work )?experience (?:is )?(?:required|needed)|entry[\s-]level|campus (?:hire|hiring|drive|recruitment)|\b0\s*(?:-|–|to)\s*\d+\s*(?:years?|yrs?)/i.test(
			text,
		);
	let minYears: number | null = null;
	let maxYears: number | null = null;
	const range = /\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*\+?\s*(?:years?|yrs?)/i.exec(text);
	if (range) {
		minYears = Number(range[1]);
		maxYears = Number(range[2]);
	} else {
		const atLeast =
			/\b(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?:'s)?\s+(?:of\s+)?(?:\w+\s+){0,3}?experience/i.exec(text) ??
			/experience\s*(?:of|:)?\s*(?:at least|minimum|min\.?)?\s*(\d{1,2})\s*\+?\s*(?:years?|yrs?)/i.exec(text);
		if (atLeast) minYears = Number(atLeast[1]);
	}
	return { fresher, minYears, maxYears };
}

/** What a job description asks for: title, skills by kind, education and experience. */
export function extractJob(jobDescription: string): JobRequirements {
	// Eligibility is read line by line (a line rarely mixes it with other things, and "B.E. in..." would
	// end a sentence early); long paragraphs are split into wink's sentences.
	const sentences = jobDescription
		.split(/\r?\n/)
		.flatMap((line) => (line.length > 300 ? sentencesOf(line) : [line.trim()]))
		.filter(Boolean);
	const hits = skillMatcher.keys(jobDescription);
	const named = (category: SkillEntry["category"]) =>
		hits.filter((s) => s.category === category).map((s) => s.name);
	return {
		title: titleOf(jobDescription),
		hardSkills: named("hard"),
		tools: named("tool"),
		softSkills: named("soft"),
		education: educationOf(sentences),
		experience: experienceOf(jobDescription),
	};
}
