import { defineEndpoint } from "../http/endpoint";
import {
	collegeParamsSchema,
	collegesOverviewSchema,
	platformUsageSchema,
	subscriptionChangeSchema,
	subscriptionResultSchema,
} from "./schemas";

/** The platform admin's dashboard: colleges, their trials and subscriptions, and usage (issue 18). */
export const adminDashboardEndpoints = {
	colleges: defineEndpoint({
		method: "GET",
		path: "/api/admin/colleges",
		summary: "Every college with its trial or subscription, people and the last 30 days' usage",
		tags: ["admin-dashboard"],
		responses: { 200: collegesOverviewSchema },
		errors: [401, 403],
	}),
	usage: defineEndpoint({
		method: "GET",
		path: "/api/admin/usage",
		summary: "Sign-ins, exam attempts and code submissions per week over the last 12 weeks",
		tags: ["admin-dashboard"],
		responses: { 200: platformUsageSchema },
		errors: [401, 403],
	}),
	changeSubscription: defineEndpoint({
		method: "PATCH",
		path: "/api/admin/colleges/:id/subscription",
		summary: "Extend a college's trial by N days, mark it subscribed, or suspend it",
		tags: ["admin-dashboard"],
		params: collegeParamsSchema,
		body: subscriptionChangeSchema,
		responses: { 200: subscriptionResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;
