// The mock interview's fixed vocabulary (SPEC §1: technical, coding, HR, behavioral, negotiation),
// shared by practice sessions, scheduled interviews with people and their scorecards.

/** The five kinds of mock interview; the segment of /mockinterviews/feedback/{type}/{id}. */
export const INTERVIEW_TYPES = ["technical", "coding", "hr", "behavioral", "negotiation"] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
	technical: "Technical",
	coding: "Coding",
	hr: "HR",
	behavioral: "Behavioral",
	negotiation: "Negotiation",
};

/** Practice types answered in words; coding runs in the coding interview with the judge. */
export const SPOKEN_INTERVIEW_TYPES = ["technical", "hr", "behavioral", "negotiation"] as const;
export type SpokenInterviewType = (typeof SPOKEN_INTERVIEW_TYPES)[number];

/** The target roles a student can practise for, grouped by the terms their interviewers listen for. */
export const ROLE_FAMILIES = [
	"sde",
	"data-analyst",
	"cloud",
	"cybersecurity",
	"mechanical",
	"electrical",
	"civil",
	"sales",
	"general",
] as const;
export type RoleFamily = (typeof ROLE_FAMILIES)[number];

export const ROLE_FAMILY_LABELS: Record<RoleFamily, string> = {
	sde: "Software development engineer (SDE)",
	"data-analyst": "Data analyst",
	cloud: "Cloud engineer",
	cybersecurity: "Cybersecurity analyst",
	mechanical: "Core mechanical engineer",
	electrical: "Core electrical engineer",
	civil: "Core civil engineer",
	sales: "Sales and business development",
	general: "Other roles (general)",
};

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Questions in one practice session. */
export const MIN_QUESTIONS = 3;
export const MAX_QUESTIONS = 15;

/** Longest transcript one answer may have (issue 17): beyond it the student is asked to shorten it. */
export const MAX_ANSWER_WORDS = 10_000;
/** Characters: a hard cap before words are counted, well above 10,000 words of English. */
export const MAX_ANSWER_CHARS = 120_000;

export const EMPTY_ANSWER_MESSAGE = "Your answer is empty. Type or speak an answer, or skip this question.";
export const LONG_ANSWER_MESSAGE =
	"This answer is over 10,000 words. Please shorten it to the points you would make in an interview.";

/** Words, as the limit counts them: runs of letters or digits. */
export function countWords(text: string): number {
	return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)?.length ?? 0;
}

/**
 * The interviewer's scorecard for a scheduled interview: what each type is scored on, 1 to 5.
 * Written for Unnati after what campus recruiters in India score in each round.
 */
export const SCORECARD_RUBRICS: Record<
	InterviewType,
	readonly { id: string; label: string; hint: string }[]
> = {
	technical: [
		{ id: "fundamentals", label: "Fundamentals", hint: "Core subject concepts explained correctly" },
		{ id: "depth", label: "Depth", hint: "Goes beyond definitions: trade-offs, edge cases, why" },
		{ id: "application", label: "Application", hint: "Connects concepts to projects or real systems" },
		{ id: "communication", label: "Communication", hint: "Clear, structured, checks understanding" },
	],
	coding: [
		{ id: "problem-solving", label: "Problem solving", hint: "Clarifies, finds an approach, improves it" },
		{ id: "code-quality", label: "Code quality", hint: "Correct, readable, handles edge cases" },
		{ id: "complexity", label: "Complexity analysis", hint: "States and justifies time and space" },
		{ id: "testing", label: "Testing", hint: "Walks through examples and edge cases" },
		{ id: "communication", label: "Communication", hint: "Thinks aloud, explains choices" },
	],
	hr: [
		{ id: "self-awareness", label: "Self-awareness", hint: "Knows strengths, gaps and goals" },
		{ id: "motivation", label: "Motivation and fit", hint: "Knows the company and the role" },
		{ id: "communication", label: "Communication", hint: "Clear, confident, concise" },
		{ id: "attitude", label: "Attitude", hint: "Positive, honest, open to learning" },
	],
	behavioral: [
		{ id: "structure", label: "Structure (STAR)", hint: "Situation, task, action and result are clear" },
		{ id: "ownership", label: "Ownership", hint: "Says what they did, not only the team" },
		{ id: "impact", label: "Impact", hint: "Results with numbers or evidence" },
		{ id: "reflection", label: "Reflection", hint: "What they learned and would change" },
	],
	negotiation: [
		{ id: "preparation", label: "Preparation", hint: "Knows market ranges and their own priorities" },
		{ id: "anchoring", label: "Anchoring", hint: "Names a justified figure or range" },
		{ id: "whole-package", label: "Whole package", hint: "Considers more than the base salary" },
		{ id: "courtesy", label: "Courtesy", hint: "Firm and polite; keeps the relationship" },
	],
};
