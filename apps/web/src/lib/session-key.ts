import { queryOptions } from "@tanstack/react-query";
import type { Session } from "@unnati/contracts/auth";

/** The one cache entry for who is signed in; login, logout and the guards all use this key. */
export const sessionQueryKey = ["auth", "session"] as const;

/** How long who is signed in is taken as known before it is asked again. */
export const SESSION_STALE_MS = 60_000;

/**
 * The session query (lib/session.ts) with its request code fetched when it first runs: for a screen
 * that must not bring zod and the auth schemas into its first render (the pre-rendered system check,
 * issue 21). The same cache entry as useSession's.
 */
export const deferredSessionQueryOptions = () =>
	queryOptions({
		queryKey: sessionQueryKey,
		queryFn: (): Promise<Session | null> => import("./session").then(({ fetchSession }) => fetchSession()),
		staleTime: SESSION_STALE_MS,
	});
