import type { RoundKind } from "../placements/schemas";

/**
 * Placement readiness (issue 19): how ready a student is for campus drives, from what they did on
 * Unnati. The rules are written once here, so the server computes by them and the screens show the
 * same words and numbers the score was computed with.
 *
 *   score = round( Σ weight × component / 100 )      weights add up to 100; components are 0–100
 *
 *   learning     = min(60, 2 × lessons completed) + min(40, 20 × courses completed)
 *   exams        = mean percentage of the latest 5 scored exam attempts (0 with none)
 *   dsa          = min(100, 3 × easy + 6 × medium + 10 × hard problems solved, each problem once)
 *   interviews   = (sum of the latest 3 mock-interview scores) / 3; fewer than 3 count as zeros
 *   resume       = mean JD match of the resume sent to each drive applied to;
 *                  before any application, the completeness of the most complete resume
 *   certificates = min(100, 25 × certificates held)
 *
 * Each component is rounded to a whole number before it is weighed.
 */
export const READINESS_COMPONENTS = [
	"learning",
	"exams",
	"dsa",
	"interviews",
	"resume",
	"certificates",
] as const;
export type ReadinessComponent = (typeof READINESS_COMPONENTS)[number];
export type ComponentScores = Record<ReadinessComponent, number>;

export type ComponentRule = {
	label: string;
	/** Its share of the score, in points out of 100. */
	weight: number;
	/** How it is computed, in words a student reads on their screen. */
	rule: string;
};

export const COMPONENT_RULES: Record<ReadinessComponent, ComponentRule> = {
	learning: {
		label: "Learning",
		weight: 15,
		rule: "2 points for each lesson completed (up to 60) plus 20 points for each course finished (up to 40).",
	},
	exams: {
		label: "Exams",
		weight: 20,
		rule: "The average percentage of the latest 5 scored exams on Unnati.",
	},
	dsa: {
		label: "DSA practice",
		weight: 20,
		rule: "3 points for each easy, 6 for each medium and 10 for each hard practice problem solved (each problem counts once), up to 100.",
	},
	interviews: {
		label: "Mock interviews",
		weight: 15,
		rule: "The total of the latest 3 mock-interview scores divided by 3, so until 3 are done the missing ones count as 0. A practice interview scores the share of key points the answers covered; an interviewer's scorecard scores its average rating out of 5.",
	},
	resume: {
		label: "Resume",
		weight: 20,
		rule: "How well the resume sent matches each drive's job description (Unnati's JD match), averaged over the drives applied to. Before the first application: how complete the most complete resume is (contact details, summary, education, 5+ skills, a project, an internship, a certificate or award, a profile link).",
	},
	certificates: {
		label: "Certificates",
		weight: 10,
		rule: "25 points for each certificate held (revoked ones do not count), up to 100.",
	},
};

/** The overall formula, as the screens print it. */
export const SCORE_RULE =
	"Each part scores 0–100; the readiness score adds them up by weight (learning 15%, exams 20%, DSA practice 20%, mock interviews 15%, resume 20%, certificates 10%).";

const clamp = (n: number) => Math.max(0, Math.min(100, n));
const whole = (n: number) => Math.round(clamp(n));
const mean = (list: readonly number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);

/** How many of the latest exams count. */
export const EXAMS_COUNTED = 5;
/** How many of the latest mock interviews count. */
export const INTERVIEWS_COUNTED = 3;
export const DSA_POINTS = { easy: 3, medium: 6, hard: 10 } as const;

export function learningScore(done: { lessons: number; courses: number }): number {
	return whole(Math.min(60, 2 * done.lessons) + Math.min(40, 20 * done.courses));
}

/** `latestFirst`: percentages of scored exams, newest first (only the first EXAMS_COUNTED count). */
export function examsScore(latestFirst: readonly number[]): number {
	return whole(mean(latestFirst.slice(0, EXAMS_COUNTED)));
}

export function dsaScore(solved: { easy: number; medium: number; hard: number }): number {
	return whole(
		DSA_POINTS.easy * solved.easy + DSA_POINTS.medium * solved.medium + DSA_POINTS.hard * solved.hard,
	);
}

/** `latestFirst`: mock-interview scores (0–100), newest first. */
export function interviewsScore(latestFirst: readonly number[]): number {
	const counted = latestFirst.slice(0, INTERVIEWS_COUNTED).map(clamp);
	return whole(counted.reduce((a, b) => a + b, 0) / INTERVIEWS_COUNTED);
}

/** `matches`: the JD match of each application's resume; `completeness`: the best resume's, or null with none. */
export function resumeScore(resume: { matches: readonly number[]; completeness: number | null }): number {
	return resume.matches.length > 0 ? whole(mean(resume.matches.map(clamp))) : whole(resume.completeness ?? 0);
}

export function certificatesScore(held: number): number {
	return whole(25 * held);
}

/** The weighted sum of the components, 0–100. */
export function readinessScore(components: ComponentScores): number {
	const total = READINESS_COMPONENTS.reduce(
		(sum, key) => sum + COMPONENT_RULES[key].weight * whole(components[key]),
		0,
	);
	return Math.round(total / 100);
}

/** What a component adds to the score, in points (one decimal). */
export const pointsOf = (key: ReadinessComponent, score: number) =>
	Math.round(COMPONENT_RULES[key].weight * whole(score)) / 100;

// Bands.

export const READINESS_BANDS = ["ready", "nearly", "attention"] as const;
export type ReadinessBand = (typeof READINESS_BANDS)[number];

/** The lowest score of each band. */
export const BAND_RULES: Record<ReadinessBand, { label: string; min: number }> = {
	ready: { label: "Ready", min: 70 },
	nearly: { label: "Nearly ready", min: 50 },
	attention: { label: "Needs attention", min: 0 },
};

export function bandOf(score: number): ReadinessBand {
	if (score >= BAND_RULES.ready.min) return "ready";
	if (score >= BAND_RULES.nearly.min) return "nearly";
	return "attention";
}

// The kinds of drive a student is ready for.

export const DRIVE_KINDS = ["product", "service", "core"] as const;
export type DriveKind = (typeof DRIVE_KINDS)[number];

export type DriveKindRule = {
	label: string;
	/** What such drives test, for the officer. */
	description: string;
	/** The least score of each component it needs; every one must be met. */
	needs: Partial<ComponentScores>;
};

/**
 * Ready for a kind of drive when every component that kind leans on reaches its bar:
 * - product / coding-heavy (coding tests, DSA-heavy technical interviews): DSA, interviews, resume;
 * - service / aptitude (mass recruiters: aptitude test, basic programming, HR): exams, interviews, resume;
 * - core engineering (written test on the branch's subjects, technical interview): exams (the college's
 *   own subject exams are the nearest measure of subject knowledge), learning, interviews.
 */
export const DRIVE_KIND_RULES: Record<DriveKind, DriveKindRule> = {
	product: {
		label: "Product / coding-heavy",
		description: "Online coding tests and technical interviews on data structures and algorithms.",
		needs: { dsa: 60, interviews: 50, resume: 60 },
	},
	service: {
		label: "Service / aptitude",
		description: "Aptitude tests, basic programming and HR interviews (mass recruiters).",
		needs: { exams: 55, interviews: 40, resume: 50 },
	},
	core: {
		label: "Core engineering",
		description: "Written tests on the branch's subjects and technical interviews.",
		needs: { exams: 70, learning: 40, interviews: 40 },
	},
};

/** The kinds of drive whose every bar the components reach. */
export function readyFor(components: ComponentScores): DriveKind[] {
	return DRIVE_KINDS.filter((kind) =>
		Object.entries(DRIVE_KIND_RULES[kind].needs).every(
			([key, min]) => whole(components[key as ReadinessComponent]) >= (min ?? 0),
		),
	);
}

/** "DSA practice ≥ 60, Mock interviews ≥ 50, Resume ≥ 60". */
export function needsText(needs: Partial<ComponentScores>): string {
	return Object.entries(needs)
		.map(([key, min]) => `${COMPONENT_RULES[key as ReadinessComponent].label} ≥ ${min}`)
		.join(", ");
}

// What a drive's rounds ask of a student.

/** The component each kind of round tests, and the score that makes a student ready for it. */
export const ROUND_NEEDS: Record<RoundKind, { component: ReadinessComponent; min: number } | null> = {
	coding: { component: "dsa", min: 60 },
	aptitude: { component: "exams", min: 55 },
	technical_interview: { component: "interviews", min: 50 },
	hr_interview: { component: "interviews", min: 40 },
	group_discussion: { component: "interviews", min: 40 },
	other: null,
};

/** The JD match a resume should reach for a drive. */
export const RESUME_MATCH_TARGET = 60;

/** The months of history shown: this one and the five before it. */
export const HISTORY_MONTHS = 6;
