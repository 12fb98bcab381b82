import { queryOptions } from "@tanstack/react-query";
import type { MailboxMessage } from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

/** GET /api/dev/mailbox: what the platform "sent", newest first; a 404 in production. */
export const mailboxQueryOptions = () =>
	queryOptions({
		queryKey: ["dev", "mailbox"],
		queryFn: () => apiFetch<MailboxMessage[]>("/api/dev/mailbox"),
		staleTime: 0,
	});
