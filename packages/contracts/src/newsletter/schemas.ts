import { z } from "zod";
import { CONTACT_MESSAGES } from "../contact/schemas";

/** POST /api/newsletter/subscribe from the public site's footer. */
export const newsletterRequestSchema = z
	.object({
		email: z
			.string({ error: CONTACT_MESSAGES.emailRequired })
			.trim()
			.min(1, { error: CONTACT_MESSAGES.emailRequired, abort: true })
			.pipe(z.email({ error: "Please enter a valid email address." }).max(254)),
	})
	.meta({ id: "NewsletterRequest" });
export const newsletterResponseSchema = z.object({ message: z.string(), alreadySubscribed: z.boolean() });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
