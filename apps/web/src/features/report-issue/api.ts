import { CONTACT_MESSAGES } from "@unnati/contracts/contact";
import { type ReportFields, SUPPORT_MESSAGES, supportEndpoints } from "@unnati/contracts/support";
import { callApi } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

/** POST /api/reports as multipart/form-data: the text fields and, when attached, the "screenshot" file. */
export function submitReport(fields: ReportFields, screenshot: File | null): Promise<{ message: string }> {
	const form = new FormData();
	form.set("category", fields.category);
	form.set("description", fields.description);
	if (fields.email) form.set("email", fields.email);
	if (screenshot) form.set("screenshot", screenshot, screenshot.name);
	return callApi(supportEndpoints.report, { form });
}

/** What to say when the report did not go through: the server's word for a flood or a rejected file. */
export function reportErrorMessage(error: unknown): string {
	if (error instanceof HttpError) {
		if (error.code === "RATE_LIMITED") return error.serverMessage ?? SUPPORT_MESSAGES.tooMany;
		if (error.code === "PAYLOAD_TOO_LARGE") return SUPPORT_MESSAGES.screenshotTooLarge;
	}
	return CONTACT_MESSAGES.submitFailed;
}
