import { queryOptions, useQuery } from "@tanstack/react-query";
import { authEndpoints, type Session } from "@unnati/contracts/auth";
import { callApi } from "./api-client";
import { HttpError } from "./http-error";
import { SESSION_STALE_MS, sessionQueryKey } from "./session-key";

export { sessionQueryKey } from "./session-key";

/**
 * Who is signed in, from the HttpOnly session cookie the browser cannot read (GET /api/auth/session).
 * Signed out (204, or 401 for an ended session) is an answer, not an error: it resolves with null.
 */
export async function fetchSession(): Promise<Session | null> {
	try {
		// 204: no session at all (a visitor); 401: a session that has ended.
		return (await callApi(authEndpoints.session)) ?? null;
	} catch (error) {
		if (error instanceof HttpError && error.status === 401) return null;
		throw error;
	}
}

export const sessionQueryOptions = () =>
	queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: SESSION_STALE_MS });

export function useSession() {
	return useQuery(sessionQueryOptions());
}

/** Ends the session on the server (POST /api/auth/logout); already signed out counts as done. */
export async function signOut(): Promise<void> {
	try {
		await callApi(authEndpoints.logout);
	} catch (error) {
		if (!(error instanceof HttpError && error.status === 401)) throw error;
	}
}
