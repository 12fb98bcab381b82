import { z } from "zod";

/** One field-level problem: `path` is the dotted location in the request, e.g. `email` or `answers.2.otp`. */
export const fieldErrorSchema = z.object({
	path: z.string(),
	message: z.string(),
});

/** The one shape of every 4xx/5xx body the API sends. */
export const apiErrorSchema = z
	.object({
		message: z.string(),
		errors: z.array(fieldErrorSchema).optional(),
	})
	.meta({ id: "ApiError" });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
