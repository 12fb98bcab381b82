import { queryOptions } from "@tanstack/react-query";
import {
	adminDashboardEndpoints,
	type CollegeOverview,
	type SubscriptionChange,
	type UsageWeek,
} from "@unnati/contracts/admin-dashboard";
import { inboxEndpoints } from "@unnati/contracts/inbox";
import { callApi } from "../../lib/api-client";

export type { CollegeOverview, SubscriptionChange, UsageWeek };

export const dashboardKeys = {
	all: ["admin-dashboard"] as const,
	colleges: ["admin-dashboard", "colleges"] as const,
	usage: ["admin-dashboard", "usage"] as const,
	inbox: ["admin-dashboard", "inbox-summary"] as const,
};

/** GET /api/admin/colleges: every college with its trial or subscription and the last 30 days' usage. */
export const collegesQuery = () =>
	queryOptions({
		queryKey: dashboardKeys.colleges,
		queryFn: ({ signal }) => callApi(adminDashboardEndpoints.colleges, { signal }),
	});

/** GET /api/admin/usage: the platform's last 12 weeks. */
export const usageQuery = () =>
	queryOptions({
		queryKey: dashboardKeys.usage,
		queryFn: ({ signal }) => callApi(adminDashboardEndpoints.usage, { signal }),
	});

/** GET /api/admin/inbox/summary: each kind's items at each step. */
export const inboxSummaryQuery = () =>
	queryOptions({
		queryKey: dashboardKeys.inbox,
		queryFn: ({ signal }) => callApi(inboxEndpoints.summary, { signal }),
		// The inbox screens change these counts: coming back home shows them as they are now.
		staleTime: 0,
	});

/** PATCH /api/admin/colleges/{id}/subscription. */
export const changeSubscription = (id: string, change: SubscriptionChange) =>
	callApi(adminDashboardEndpoints.changeSubscription, { params: { id }, body: change });
