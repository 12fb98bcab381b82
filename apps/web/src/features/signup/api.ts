import { AUTH_MESSAGES, authEndpoints, type SignupRequest, signupHttpError } from "@unnati/contracts/auth";
import { callApi, ResponseShapeError } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

/**
 * POST /api/auth/register. Resolves with SPEC §8's failure text when the answer is a 2xx that is
 * not 'User registered successfully!', and with null when it is.
 */
export async function register(request: SignupRequest): Promise<string | null> {
	const answer = await callApi(authEndpoints.register, { body: request });
	// Only the 201 is checked against the contract; another 2xx arrives as whatever it carried.
	return typeof answer === "string" && answer.trim() === AUTH_MESSAGES.registered
		? null
		: AUTH_MESSAGES.signupFailed;
}

/**
 * SPEC §8: an HTTP error reads 'Error: {status} - {body}'; no answer at all reads the no-response text.
 * The API's error bodies are `{ code, message }`, so the body shown is that message rather than raw JSON.
 */
export function signupErrorMessage(error: unknown): string {
	// A success status whose body is not the success text (SPEC §8).
	if (error instanceof ResponseShapeError) return AUTH_MESSAGES.signupFailed;
	if (error instanceof HttpError) return signupHttpError(error.status, error.serverMessage ?? error.bodyText);
	return AUTH_MESSAGES.signupNoResponse;
}
