import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ContactRequestRecord } from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

/** One page of a platform admin list (adminListQuerySchema's answer shape). */
export interface Page<T> {
	items: T[];
	total: number;
	page: number;
	pageSize: number;
}

export interface ReportRecord {
	id: string;
	category: string;
	description: string;
	email: string | null;
	screenshotUrl: string | null;
	createdAt: string;
}

export interface FeedbackRecord {
	id: string;
	rating: number;
	comments: string;
	email: string | null;
	createdAt: string;
}

export interface ListQuery {
	q: string;
	page: number;
}

export const INBOX_PAGE_SIZE = 25;

export type InboxKey = readonly ["admin-inbox", string, ListQuery];

function listPath(path: string, { q, page }: ListQuery): string {
	const params = new URLSearchParams({ page: String(page), pageSize: String(INBOX_PAGE_SIZE) });
	if (q) params.set("q", q);
	return `${path}?${params}`;
}

const listQuery = <T>(kind: string, path: string, query: ListQuery) =>
	queryOptions({
		queryKey: ["admin-inbox", kind, query] as InboxKey,
		queryFn: () => apiFetch<Page<T>>(listPath(path, query)),
		// Keep the current page on screen while the next search or page loads.
		placeholderData: keepPreviousData,
	});

/** GET /api/admin/contact-requests: newest first. */
export const contactRequestsQuery = (query: ListQuery) =>
	listQuery<ContactRequestRecord>("contact-requests", "/api/admin/contact-requests", query);

/** GET /api/admin/reports: newest first, with a screenshot path when one was attached. */
export const reportsQuery = (query: ListQuery) =>
	listQuery<ReportRecord>("reports", "/api/admin/reports", query);

/** GET /api/admin/feedback: newest first. */
export const feedbackQuery = (query: ListQuery) =>
	listQuery<FeedbackRecord>("feedback", "/api/admin/feedback", query);
