import { CONTACT_MESSAGES, type FeedbackRequest, SUPPORT_MESSAGES } from "@unnati/contracts";
import { apiFetch, HttpError } from "../../lib/http";

/** POST /api/feedback as JSON. */
export function submitFeedback(request: FeedbackRequest): Promise<{ message: string }> {
	return apiFetch<{ message: string }>("/api/feedback", { method: "POST", body: request });
}

export function feedbackErrorMessage(error: unknown): string {
	if (error instanceof HttpError && error.status === 429)
		return error.serverMessage ?? SUPPORT_MESSAGES.tooMany;
	return CONTACT_MESSAGES.submitFailed;
}
