import { fitsQuiz, questionDraftSchema } from "@unnati/contracts/exams";
import { LEVELS, slugSchema } from "@unnati/contracts/learning";
import { z } from "zod";

// The files under content/ (the format: /work/notes/learning-content-format.md, summarised in
// content/README.md). The loader validates every file against these before anything is stored.

export const journeyFileSchema = z.object({
	slug: slugSchema,
	title: z.string().trim().min(2).max(120),
	order: z.number().int().min(1).max(100),
	tagline: z.string().trim().max(200).default(""),
	description: z.string().trim().max(4000).default(""),
	courses: z.array(slugSchema).max(50),
});
export type JourneyFile = z.infer<typeof journeyFileSchema>;

export const courseFileSchema = z
	.object({
		slug: slugSchema,
		title: z.string().trim().min(2).max(150),
		summary: z.string().trim().min(1).max(400),
		description: z.string().trim().max(6000).default(""),
		level: z.enum(LEVELS),
		hours: z.number().positive().max(500),
		prerequisites: z.array(slugSchema).max(20).default([]),
		outcomes: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
		tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(30).default([]),
		modules: z
			.array(
				z.object({
					slug: slugSchema,
					title: z.string().trim().min(1).max(150),
					lessons: z.array(slugSchema).min(1).max(40),
					quiz: slugSchema.optional(),
				}),
			)
			.min(1)
			.max(30),
		mockTest: z
			.object({
				title: z.string().trim().min(1).max(150),
				durationMinutes: z.number().int().min(1).max(300),
				passPercent: z.number().min(0).max(100).default(60),
			})
			.optional(),
	})
	.superRefine((course, ctx) => {
		const seen = new Set<string>();
		for (const [m, module] of course.modules.entries())
			for (const lesson of module.lessons) {
				if (seen.has(lesson))
					ctx.addIssue({
						code: "custom",
						path: ["modules", m, "lessons"],
						message: `lesson ${lesson} is listed twice`,
					});
				seen.add(lesson);
			}
		if (new Set(course.modules.map((m) => m.slug)).size !== course.modules.length)
			ctx.addIssue({ code: "custom", path: ["modules"], message: "module slugs must be unique" });
	});
export type CourseFile = z.infer<typeof courseFileSchema>;

/** A lesson file's front matter (between the --- lines). */
export const lessonFrontMatterSchema = z.object({
	title: z.string().trim().min(1).max(150),
	minutes: z.number().int().min(1).max(240),
	preview: z.boolean().default(false),
	video: z.url({ protocol: /^https$/, error: "A video must be an https URL." }).optional(),
});
export type LessonFrontMatter = z.infer<typeof lessonFrontMatterSchema>;

/** A practice quiz or mock test: questions of the exam engine's model (mcq and numeric only here). */
export const quizFileSchema = z.object({
	title: z.string().trim().min(1).max(150),
	questions: z
		.array(
			questionDraftSchema.refine((q) => fitsQuiz(q.type), {
				message: "Quizzes hold questions scored on the spot: no coding or essay questions.",
			}),
		)
		.min(1)
		.max(100),
});
export type QuizFile = z.infer<typeof quizFileSchema>;
