import { queryOptions } from "@tanstack/react-query";
import type { Scope } from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

/** GET /api/me/scope: which students the signed-in person may see, in words and in number. */
export const scopeQueryOptions = () =>
	queryOptions({ queryKey: ["me", "scope"], queryFn: () => apiFetch<Scope>("/api/me/scope") });
