import { CONTACT_MESSAGES, type ContactRequest } from "@unnati/contracts";
import { apiFetch, HttpError } from "../../lib/http";

/** POST /api/contact-requests/submit (SPEC §7): exactly the four fields, as JSON. */
export function submitContactRequest(request: ContactRequest): Promise<{ message: string }> {
	const { email, organization, contact, message } = request;
	return apiFetch<{ message: string }>("/api/contact-requests/submit", {
		method: "POST",
		body: { email, organization, contact, message },
	});
}

/**
 * SPEC §8: any failure reads 'Failed to submit. Please try again.' A flood (429) is the exception:
 * the server's own message tells the person to wait.
 */
export function contactErrorMessage(error: unknown): string {
	if (error instanceof HttpError && error.status === 429) {
		return error.serverMessage ?? CONTACT_MESSAGES.tooMany;
	}
	return CONTACT_MESSAGES.submitFailed;
}
