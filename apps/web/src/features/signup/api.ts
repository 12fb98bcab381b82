import { AUTH_MESSAGES, type SignupRequest, signupHttpError } from "@unnati/contracts";
import { apiFetch, HttpError } from "../../lib/http";

/**
 * POST /api/auth/register. Resolves with SPEC §8's failure text when the answer is a 2xx that is
 * not 'User registered successfully!', and with null when it is.
 */
export async function register(request: SignupRequest): Promise<string | null> {
	const answer = await apiFetch<unknown>("/api/auth/register", { method: "POST", body: request });
	return typeof answer === "string" && answer.trim() === AUTH_MESSAGES.registered
		? null
		: AUTH_MESSAGES.signupFailed;
}

/**
 * SPEC §8: an HTTP error reads 'Error: {status} - {body}'; no answer at all reads the no-response text.
 * The API's error bodies are `{ message }`, so the body shown is that message rather than raw JSON.
 */
export function signupErrorMessage(error: unknown): string {
	if (error instanceof HttpError) return signupHttpError(error.status, error.serverMessage ?? error.bodyText);
	return AUTH_MESSAGES.signupNoResponse;
}
