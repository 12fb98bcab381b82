import { z } from "zod";

/** A job description longer than this is refused: 20,000 characters is about eight pages. */
export const JD_MAX_CHARS = 20_000;
/** Pasted resume text (the match of a resume that is not on Unnati) has the same limit. */
export const RESUME_TEXT_MAX_CHARS = 20_000;

export const MATCH_PARTS = [
	"hardSkills",
	"tools",
	"softSkills",
	"jobTitle",
	"education",
	"experience",
	"ats",
] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

/**
 * The rule of the match score, written out so the screen can show it as it is applied. Each part
 * scores from 0 to 1; the score is the weighted sum over the parts the job description asks about,
 * scaled to 100 (a part it does not ask about, e.g. no soft skills named, gives its weight to the
 * others in proportion). A skill shown strongly counts 1, a weakly shown one counts half.
 */
export const SCORE_RULE: readonly { key: MatchPart; label: string; weight: number; why: string }[] = [
	{
		key: "hardSkills",
		label: "Hard skills",
		weight: 40,
		why: "Recruiters and ATS keyword filters search for the technical skills the job names first, so they weigh the most.",
	},
	{
		key: "tools",
		label: "Tools and platforms",
		weight: 15,
		why: "Named tools (Git, Excel, AutoCAD, AWS…) are exact keywords an ATS matches; they show you can start work quickly.",
	},
	{
		key: "softSkills",
		label: "Soft skills",
		weight: 10,
		why: "Communication and teamwork are asked for in most campus drives but are judged in interviews, so they weigh less.",
	},
	{
		key: "jobTitle",
		label: "Job title",
		weight: 10,
		why: "A resume whose headline, summary or experience names the role is ranked higher for that role.",
	},
	{
		key: "education",
		label: "Education",
		weight: 10,
		why: "Campus drives filter on degree, branch and a CGPA or percentage cut-off before anyone reads further.",
	},
	{
		key: "experience",
		label: "Experience",
		weight: 5,
		why: "Most campus roles take freshers; internships and projects count when the job asks for experience.",
	},
	{
		key: "ats",
		label: "ATS formatting",
		weight: 10,
		why: "A resume an ATS cannot read (odd headings, no contact details, dates it cannot parse) is lost before matching.",
	},
];

/** How a present skill counts: strongly shown 1, weakly shown (mentioned once, not in experience or projects) half. */
export const SKILL_CREDIT = { present: 1, weak: 0.5, missing: 0 } as const;

export const SKILL_CATEGORIES = ["hard", "tool", "soft"] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const SKILL_STATUSES = ["present", "weak", "missing"] as const;
export type SkillStatus = (typeof SKILL_STATUSES)[number];

export const matchRequestSchema = z
	.object({
		resumeId: z.string().max(64).optional(),
		resumeText: z
			.string()
			.max(RESUME_TEXT_MAX_CHARS, {
				error: `The resume text is over ${RESUME_TEXT_MAX_CHARS.toLocaleString("en-IN")} characters; paste the resume alone.`,
			})
			.optional(),
		jobDescription: z
			.string()
			.max(JD_MAX_CHARS, {
				error: `The job description is over ${JD_MAX_CHARS.toLocaleString("en-IN")} characters (about eight pages). Paste the role's own description, without the company brochure.`,
			})
			.refine((value) => value.trim().length > 0, { error: "Paste a job description to match against." }),
	})
	.refine((value) => (value.resumeId ? 1 : 0) + (value.resumeText?.trim() ? 1 : 0) === 1, {
		error: "Choose one of your resumes or paste a resume's text (one of the two).",
		path: ["resumeId"],
	});
export type MatchRequest = z.input<typeof matchRequestSchema>;

/** Where a resume's section can be improved in the builder ("skills", "projects", "basics"...). */
const sectionTarget = z.string();

export const jobRequirementsSchema = z.object({
	title: z.string().nullable(),
	hardSkills: z.array(z.string()),
	tools: z.array(z.string()),
	softSkills: z.array(z.string()),
	education: z.object({
		degrees: z.array(z.string()),
		branches: z.array(z.string()),
		minCgpa: z.number().nullable(),
		minPercentage: z.number().nullable(),
		batches: z.array(z.number()),
	}),
	experience: z.object({
		fresher: z.boolean(),
		minYears: z.number().nullable(),
		maxYears: z.number().nullable(),
	}),
});
export type JobRequirements = z.infer<typeof jobRequirementsSchema>;

export const skillFindingSchema = z.object({
	name: z.string(),
	category: z.enum(SKILL_CATEGORIES),
	status: z.enum(SKILL_STATUSES),
	/** How many times the resume mentions it, and in which sections. */
	mentions: z.number().int(),
	sections: z.array(z.string()),
	/** The builder section where adding or strengthening it helps most. */
	improveIn: sectionTarget,
});
export type SkillFinding = z.infer<typeof skillFindingSchema>;

export const atsCheckSchema = z.object({
	key: z.string(),
	label: z.string(),
	passed: z.boolean(),
	detail: z.string(),
	improveIn: sectionTarget.nullable(),
});
export type AtsCheck = z.infer<typeof atsCheckSchema>;

export const matchPartResultSchema = z.object({
	key: z.enum(MATCH_PARTS),
	label: z.string(),
	weight: z.number(),
	/** False when the job description asks nothing of this part: its weight goes to the others. */
	applicable: z.boolean(),
	/** 0 to 1. */
	score: z.number(),
	/** What this part adds to the 100-point score. */
	points: z.number(),
	explanation: z.string(),
	improveIn: sectionTarget.nullable(),
});
export type MatchPartResult = z.infer<typeof matchPartResultSchema>;

export const matchResultSchema = z.object({
	/** The skills dictionary's version, so a score can be reproduced. */
	dictionaryVersion: z.string(),
	score: z.number().int().min(0).max(100),
	job: jobRequirementsSchema,
	parts: z.array(matchPartResultSchema),
	skills: z.array(skillFindingSchema),
	ats: z.array(atsCheckSchema),
	/** What the resume shows on education (for the education part's explanation). */
	resumeEducation: z.object({
		degrees: z.array(z.string()),
		branches: z.array(z.string()),
		cgpa: z.number().nullable(),
		percentage: z.number().nullable(),
	}),
});
export type MatchResult = z.infer<typeof matchResultSchema>;
