import { CONTACT_MESSAGES, type ContactRequest, contactEndpoints } from "@unnati/contracts/contact";
import { callApi } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

/** POST /api/contact-requests/submit (SPEC §7): exactly the four fields, as JSON. */
export function submitContactRequest(request: ContactRequest): Promise<{ message: string }> {
	const { email, organization, contact, message } = request;
	return callApi(contactEndpoints.submit, { body: { email, organization, contact, message } });
}

/**
 * SPEC §8: any failure reads 'Failed to submit. Please try again.' A flood is the exception: the
 * server's own message tells the person to wait.
 */
export function contactErrorMessage(error: unknown): string {
	if (error instanceof HttpError && error.code === "RATE_LIMITED") {
		return error.serverMessage ?? CONTACT_MESSAGES.tooMany;
	}
	return CONTACT_MESSAGES.submitFailed;
}
