import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type ContactRequestRecord, contactEndpoints } from "@unnati/contracts/contact";
import { type FeedbackRecord, type ReportRecord, supportEndpoints } from "@unnati/contracts/support";
import { callApi } from "../../lib/api-client";

export type { ContactRequestRecord, FeedbackRecord, ReportRecord };

/** One page of a platform admin list (adminListQuerySchema's answer shape). */
export interface Page<T> {
	items: T[];
	total: number;
	page: number;
	pageSize: number;
}

export interface ListQuery {
	q: string;
	page: number;
}

export const INBOX_PAGE_SIZE = 25;

export type InboxKey = readonly ["admin-inbox", string, ListQuery];

/** The API query of every inbox list (adminListQuerySchema): a page, and the search text when there is one. */
const apiQuery = ({ q, page }: ListQuery) => ({ page, pageSize: INBOX_PAGE_SIZE, ...(q ? { q } : {}) });

const inboxKey = (kind: string, query: ListQuery): InboxKey => ["admin-inbox", kind, query];

/** GET /api/admin/contact-requests: newest first. */
export const contactRequestsQuery = (query: ListQuery) =>
	queryOptions({
		queryKey: inboxKey("contact-requests", query),
		queryFn: ({ signal }): Promise<Page<ContactRequestRecord>> =>
			callApi(contactEndpoints.adminList, { query: apiQuery(query), signal }),
		// Keep the current page on screen while the next search or page loads.
		placeholderData: keepPreviousData,
	});

/** GET /api/admin/reports: newest first, with a screenshot path when one was attached. */
export const reportsQuery = (query: ListQuery) =>
	queryOptions({
		queryKey: inboxKey("reports", query),
		queryFn: ({ signal }): Promise<Page<ReportRecord>> =>
			callApi(supportEndpoints.adminReports, { query: apiQuery(query), signal }),
		placeholderData: keepPreviousData,
	});

/** GET /api/admin/feedback: newest first. */
export const feedbackQuery = (query: ListQuery) =>
	queryOptions({
		queryKey: inboxKey("feedback", query),
		queryFn: ({ signal }): Promise<Page<FeedbackRecord>> =>
			callApi(supportEndpoints.adminFeedback, { query: apiQuery(query), signal }),
		placeholderData: keepPreviousData,
	});
