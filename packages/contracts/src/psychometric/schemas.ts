import { z } from "zod";
import { IPIP_ITEMS, TRAITS } from "./ipip";

export const assessmentSchema = z.object({
	examId: z.string(),
	title: z.string(),
	instructions: z.string(),
	items: z.array(z.object({ number: z.number().int(), text: z.string() })),
	scale: z.array(z.object({ value: z.number().int(), label: z.string() })),
});

export const submitAnswersSchema = z.object({
	answers: z
		.array(
			z
				.number({ error: "Choose one of the five answers for every statement." })
				.int()
				.min(1, { error: "Answers run from 1 to 5." })
				.max(5, { error: "Answers run from 1 to 5." }),
		)
		.length(IPIP_ITEMS.length, { error: `Answer all ${IPIP_ITEMS.length} statements.` }),
});

export const traitResultSchema = z.object({
	trait: z.enum(TRAITS),
	label: z.string(),
	score: z.number().int(),
	percentOfRange: z.number().int(),
	band: z.enum(["lower", "middle", "higher"]),
	about: z.string(),
	explanation: z.string(),
});

export const psychometricResultSchema = z.object({
	id: z.string(),
	examId: z.string(),
	studentName: z.string(),
	completedAt: z.iso.datetime(),
	traits: z.array(traitResultSchema),
	note: z.string(),
	shareWithMentor: z.boolean(),
	shareWithCounselor: z.boolean(),
});
export type PsychometricResult = z.infer<typeof psychometricResultSchema>;

export const resultListSchema = z.object({ results: z.array(psychometricResultSchema) });

export const sharingSchema = z.object({ shareWithMentor: z.boolean(), shareWithCounselor: z.boolean() });
