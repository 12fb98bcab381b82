import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";

/**
 * Mentor-to-mentee mapping by the department head (issue 18): by rule (each section to its mentors,
 * or round-robin across chosen mentors, never past a maximum per mentor) or by hand, every change
 * kept in the history.
 */

/** The most mentees any mentor may have: the ceiling of a rule's maximum and of a move by hand. */
export const MAX_MENTEES_PER_MENTOR = 60;
/** A rule's maximum per mentor when the department head does not choose one. */
export const DEFAULT_MAX_PER_MENTOR = 20;
/** How many history entries the mapping screen shows before "Show more". */
export const MAPPING_HISTORY_PAGE = 20;

export const MAPPING_STRATEGIES = ["by_section", "round_robin"] as const;
export type MappingStrategy = (typeof MAPPING_STRATEGIES)[number];
export const MAPPING_STRATEGY_LABELS: Record<MappingStrategy, string> = {
	by_section: "By section: each section's students go to the mentors named for it",
	round_robin: "Round-robin: spread evenly across the chosen mentors, in roll-number order",
};

export const MAPPING_MESSAGES = {
	stale: "The mapping changed since this preview was made. Preview the rule again before applying it.",
	noDepartment: "Your account is not linked to a department yet.",
	otherDepartmentStudent: "You can map only the students of your own department.",
	otherDepartmentMentor: "You can map students only to the mentors of your own department.",
	unknownStudent: "There is no such student.",
	unknownMentor: "There is no such faculty mentor.",
	suspendedMentor: "This mentor's account is suspended; choose another mentor.",
	applied: "The mapping is saved.",
} as const;

const id = z.string().trim().min(1).max(64);
const year = z
	.number({ error: "Choose a year from 1 to 4." })
	.int({ error: "Choose a year from 1 to 4." })
	.min(1, { error: "Choose a year from 1 to 4." })
	.max(4, { error: "Choose a year from 1 to 4." });
const section = z
	.string()
	.trim()
	.regex(/^[A-Za-z]$/, { error: "A section is one letter, A to Z." })
	.transform((value) => value.toUpperCase());
const uniqueIds = (what: string, max: number) =>
	z
		.array(id)
		.max(max, { error: `Choose at most ${max} ${what}.` })
		.refine((ids) => new Set(ids).size === ids.length, {
			error: `A ${what.replace(/s$/, "")} is chosen twice.`,
		});

/** Which students a rule considers: years (all when empty), sections (all when empty), and whether only the unmapped. */
export const mappingScopeSchema = z.object({
	years: z
		.array(year)
		.max(4)
		.refine((years) => new Set(years).size === years.length, { error: "A year is chosen twice." })
		.default([]),
	sections: z
		.array(section)
		.max(26)
		.refine((sections) => new Set(sections).size === sections.length, { error: "A section is chosen twice." })
		.default([]),
	/** true: only students without a mentor are placed; false: every student in scope is mapped afresh. */
	onlyUnassigned: z.boolean().default(true),
});
export type MappingScope = z.output<typeof mappingScopeSchema>;

const maxPerMentor = z.coerce
	.number({ error: `Give a maximum from 1 to ${MAX_MENTEES_PER_MENTOR}.` })
	.int({ error: `Give a maximum from 1 to ${MAX_MENTEES_PER_MENTOR}.` })
	.min(1, { error: `Give a maximum from 1 to ${MAX_MENTEES_PER_MENTOR}.` })
	.max(MAX_MENTEES_PER_MENTOR, { error: `Give a maximum from 1 to ${MAX_MENTEES_PER_MENTOR}.` });

/** The mentors named for one year's section under the by-section rule. */
export const sectionMentorsSchema = z.object({
	year,
	section,
	mentorIds: uniqueIds("mentors", 20).refine((ids) => ids.length > 0, {
		error: "Name at least one mentor for the section.",
	}),
});
export type SectionMentors = z.output<typeof sectionMentorsSchema>;

export const mappingRulesSchema = z
	.discriminatedUnion(
		"strategy",
		[
			z.object({
				strategy: z.literal("by_section"),
				scope: mappingScopeSchema,
				maxPerMentor,
				sectionMentors: z
					.array(sectionMentorsSchema)
					.min(1, { error: "Name the mentors of at least one section." })
					.max(40),
			}),
			z.object({
				strategy: z.literal("round_robin"),
				scope: mappingScopeSchema,
				maxPerMentor,
				mentorIds: uniqueIds("mentors", 100).refine((ids) => ids.length > 0, {
					error: "Choose at least one mentor.",
				}),
			}),
		],
		{ error: "Choose by section or round-robin." },
	)
	.superRefine((rules, ctx) => {
		if (rules.strategy !== "by_section") return;
		const seen = new Set<string>();
		rules.sectionMentors.forEach((entry, i) => {
			const key = `${entry.year}${entry.section}`;
			if (seen.has(key))
				ctx.addIssue({
					code: "custom",
					path: ["sectionMentors", i, "section"],
					message: `Year ${entry.year} section ${entry.section} is listed twice.`,
				});
			seen.add(key);
		});
	})
	.meta({ id: "MentorMappingRules" });
export type MappingRules = z.output<typeof mappingRulesSchema>;
export type MappingRulesInput = z.input<typeof mappingRulesSchema>;

/* ------------------------------------------------------------------------------------------------
 * What the department head reads.
 * ---------------------------------------------------------------------------------------------- */

const personRef = z.object({ id: z.string(), name: z.string() });

export const mappingStudentSchema = z.object({
	id: z.string(),
	rollNo: z.string(),
	name: z.string(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
	/** The student's mentor, of this department or (rarely) another; null when unmapped. */
	mentorId: z.string().nullable(),
	/** A deactivated student: shown where they are, never placed by a rule. */
	suspended: z.boolean(),
});
export type MappingStudent = z.infer<typeof mappingStudentSchema>;

export const mappingMentorSchema = z.object({
	id: z.string(),
	name: z.string(),
	factId: z.string().nullable(),
	/** Every mentee of the mentor, including any of another department: what a maximum counts. */
	menteeCount: z.number().int(),
	suspended: z.boolean(),
});
export type MappingMentor = z.infer<typeof mappingMentorSchema>;

export const MAPPING_CHANGE_KINDS = ["rule", "manual"] as const;

export const mappingChangeSchema = z.object({
	id: z.string(),
	student: personRef.extend({ rollNo: z.string() }),
	/** Null: the student had no mentor before. */
	fromMentor: personRef.nullable(),
	/** Null: the student was left without a mentor. */
	toMentor: personRef.nullable(),
	/** Null when the account that made the change no longer exists. */
	changedBy: personRef.nullable(),
	how: z.enum(MAPPING_CHANGE_KINDS),
	/** For a rule: what it said, e.g. "Round-robin, years 1, unassigned only, at most 20 each". */
	rule: z.string().nullable(),
	at: z.string(),
});
export type MappingChange = z.infer<typeof mappingChangeSchema>;

export const mappingHistorySchema = z
	.object({ items: z.array(mappingChangeSchema), total: z.number().int() })
	.meta({ id: "MentorMappingHistory" });
export type MappingHistory = z.infer<typeof mappingHistorySchema>;

export const mentorMappingSchema = z
	.object({
		department: z.object({ id: z.string(), code: z.string(), name: z.string() }),
		/** Changes whenever a student, a mentor or a mapping of the department changes: send it back to apply. */
		version: z.string(),
		mentors: z.array(mappingMentorSchema),
		/** Every student of the department, in roll-number order. */
		students: z.array(mappingStudentSchema),
		/** The mentors outside the department whom some of its students have (names only). */
		outsideMentors: z.array(personRef),
		cohorts: z.array(
			z.object({
				year: z.number().int().nullable(),
				section: z.string().nullable(),
				students: z.number().int(),
				unassigned: z.number().int(),
			}),
		),
		history: mappingHistorySchema,
	})
	.meta({ id: "MentorMapping" });
export type MentorMapping = z.infer<typeof mentorMappingSchema>;

/* ------------------------------------------------------------------------------------------------
 * A rule's plan, and applying it.
 * ---------------------------------------------------------------------------------------------- */

export const planMoveSchema = z.object({
	student: personRef.extend({ rollNo: z.string() }),
	fromMentor: personRef.nullable(),
	toMentor: personRef,
});
export type PlanMove = z.infer<typeof planMoveSchema>;

export const mappingPlanSchema = z
	.object({
		/** The mapping the plan was made from: apply refuses it (409) once the mapping has changed. */
		version: z.string(),
		/** What the rule says, as history records it. */
		summary: z.string(),
		moves: z.array(planMoveSchema),
		/** Students in scope who keep the mentor they have. */
		stays: z.array(
			z.object({ student: personRef.extend({ rollNo: z.string() }), mentor: personRef.nullable() }),
		),
		/** Students in scope the rule could not place, with the reason. */
		unplaced: z.array(
			z.object({
				student: personRef.extend({ rollNo: z.string() }),
				mentor: personRef.nullable(),
				reason: z.string(),
			}),
		),
		/** Each chosen mentor's mentees before and after the plan. */
		loads: z.array(personRef.extend({ before: z.number().int(), after: z.number().int() })),
	})
	.meta({ id: "MentorMappingPlan" });
export type MappingPlan = z.infer<typeof mappingPlanSchema>;

export const applyMappingSchema = z
	.object({ rules: mappingRulesSchema, version: z.string().trim().min(1).max(128) })
	.meta({ id: "ApplyMentorMapping" });
export type ApplyMapping = z.input<typeof applyMappingSchema>;

export const moveMenteesSchema = z
	.object({
		studentIds: uniqueIds("students", 200).refine((ids) => ids.length > 0, {
			error: "Choose at least one student.",
		}),
		/** The mentor to move them to, or null to leave them without a mentor. */
		mentorId: id.nullable(),
		/** The mapping's version the screen showed; a move made on an older one is refused (409). */
		version: z.string().trim().min(1).max(128).optional(),
	})
	.meta({ id: "MoveMentees" });
export type MoveMentees = z.input<typeof moveMenteesSchema>;

export const mappingChangedSchema = z
	.object({
		/** How many students changed mentor. */
		changed: z.number().int(),
		mapping: mentorMappingSchema,
	})
	.meta({ id: "MentorMappingChanged" });
export type MappingChanged = z.infer<typeof mappingChangedSchema>;

export const mappingHistoryQuerySchema = z.object({
	offset: z.coerce.number().int().min(0).max(100_000).default(0),
	limit: z.coerce.number().int().min(1).max(100).default(MAPPING_HISTORY_PAGE),
});

const tags = ["mentoring"];

/** The department head's mentor mapping (issue 18). Every route answers 403 outside their department. */
export const mentorMappingEndpoints = {
	mapping: defineEndpoint({
		method: "GET",
		path: "/api/mentors/mapping",
		summary: "The department head's mentors, students and who mentors whom, with the latest changes",
		tags,
		responses: { 200: mentorMappingSchema },
		errors: [401, 403],
	}),
	preview: defineEndpoint({
		method: "POST",
		path: "/api/mentors/mapping/preview",
		summary: "What a mapping rule would do: moves, who stays, who cannot be placed and why; changes nothing",
		tags,
		body: mappingRulesSchema,
		responses: { 200: mappingPlanSchema },
		errors: [400, 401, 403, 404],
	}),
	apply: defineEndpoint({
		method: "POST",
		path: "/api/mentors/mapping/apply",
		summary: "Applies a previewed rule in one transaction; 409 when the mapping changed since the preview",
		tags,
		body: applyMappingSchema,
		responses: { 200: mappingChangedSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	move: defineEndpoint({
		method: "POST",
		path: "/api/mentors/mapping/moves",
		summary: `Moves students to a mentor by hand (at most ${MAX_MENTEES_PER_MENTOR} mentees each), or leaves them unmapped`,
		tags,
		body: moveMenteesSchema,
		responses: { 200: mappingChangedSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	history: defineEndpoint({
		method: "GET",
		path: "/api/mentors/mapping/history",
		summary: "Every change to the department's mentor mapping, newest first",
		tags,
		query: mappingHistoryQuerySchema,
		responses: { 200: mappingHistorySchema },
		errors: [400, 401, 403],
	}),
} as const;
