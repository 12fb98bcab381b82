import { queryOptions } from "@tanstack/react-query";
import { devMailboxEndpoints } from "@unnati/contracts/dev-mailbox";
import { callApi } from "../../lib/api-client";

/** GET /api/dev/mailbox: what the platform "sent", newest first; a 404 in production. */
export const mailboxQueryOptions = () =>
	queryOptions({
		queryKey: ["dev", "mailbox"],
		queryFn: ({ signal }) => callApi(devMailboxEndpoints.list, { signal }),
		staleTime: 0,
	});
