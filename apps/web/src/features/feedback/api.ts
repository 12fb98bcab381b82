import { CONTACT_MESSAGES } from "@unnati/contracts/contact";
import { type FeedbackRequest, SUPPORT_MESSAGES, supportEndpoints } from "@unnati/contracts/support";
import { callApi } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

/** POST /api/feedback as JSON. */
export function submitFeedback(request: FeedbackRequest): Promise<{ message: string }> {
	return callApi(supportEndpoints.feedback, { body: request });
}

export function feedbackErrorMessage(error: unknown): string {
	if (error instanceof HttpError && error.code === "RATE_LIMITED")
		return error.serverMessage ?? SUPPORT_MESSAGES.tooMany;
	return CONTACT_MESSAGES.submitFailed;
}
