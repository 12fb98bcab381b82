import { queryOptions } from "@tanstack/react-query";
import { studentEndpoints } from "@unnati/contracts/students";
import { callApi } from "../../lib/api-client";

/** GET /api/me/scope: which students the signed-in person may see, in words and in number. */
export const scopeQueryOptions = () =>
	queryOptions({
		queryKey: ["me", "scope"],
		queryFn: ({ signal }) => callApi(studentEndpoints.scope, { signal }),
	});
