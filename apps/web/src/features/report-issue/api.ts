import { CONTACT_MESSAGES, type ReportFields, SUPPORT_MESSAGES } from "@unnati/contracts";
import { apiFetch, HttpError } from "../../lib/http";

/** POST /api/reports as multipart/form-data: the text fields and, when attached, the "screenshot" file. */
export function submitReport(fields: ReportFields, screenshot: File | null): Promise<{ message: string }> {
	const form = new FormData();
	form.set("category", fields.category);
	form.set("description", fields.description);
	if (fields.email) form.set("email", fields.email);
	if (screenshot) form.set("screenshot", screenshot, screenshot.name);
	return apiFetch<{ message: string }>("/api/reports", { method: "POST", body: form });
}

/** What to say when the report did not go through: the server's word for a flood or a rejected file. */
export function reportErrorMessage(error: unknown): string {
	if (error instanceof HttpError) {
		if (error.status === 429) return error.serverMessage ?? SUPPORT_MESSAGES.tooMany;
		if (error.status === 413) return SUPPORT_MESSAGES.screenshotTooLarge;
	}
	return CONTACT_MESSAGES.submitFailed;
}
