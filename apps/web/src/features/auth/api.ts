import {
	AUTH_MESSAGES,
	authEndpoints,
	type LoginRequest,
	type LoginResponse,
	type MentorLoginRequest,
	type MentorLoginResponse,
} from "@unnati/contracts/auth";
import { callApi } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

/** POST /api/auth/login: every role but mentors. The server sets the session cookie. */
export function login(request: LoginRequest): Promise<LoginResponse> {
	return callApi(authEndpoints.login, { body: request });
}

/** POST /api/mentors/login: faculty mentors, by fact ID. */
export function mentorLogin(request: MentorLoginRequest): Promise<MentorLoginResponse> {
	return callApi(authEndpoints.mentorLogin, { body: request });
}

/**
 * What the login screens say when signing in fails (SPEC §8): one message for any failure, so the
 * screen never tells whether an account exists. Too many attempts is the exception: saying so is
 * the only way the person learns to wait.
 */
export function loginErrorMessage(error: unknown, mentor: boolean): string {
	if (error instanceof HttpError && error.code === "RATE_LIMITED") {
		return error.serverMessage ?? AUTH_MESSAGES.tooManyAttempts;
	}
	// The password was right but the college deactivated the account: say so, or the person keeps
	// retrying a password that works (issue 18).
	if (error instanceof HttpError && error.code === "ACCOUNT_SUSPENDED" && error.serverMessage) {
		return error.serverMessage;
	}
	return mentor ? AUTH_MESSAGES.mentorLoginFailed : AUTH_MESSAGES.loginFailed;
}
