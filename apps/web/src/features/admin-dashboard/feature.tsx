import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";

/**
 * The platform admin's home (/admin-dashboard, issue 18): the colleges with their trials,
 * subscriptions and usage, the platform's usage over 12 weeks, and the inbox at a glance. The inbox
 * screens themselves are the admin-inbox feature's.
 */
export const adminDashboardFeature = defineFeature({
	homes: {
		ROLE_ADMIN: lazyScreen(() => import("./routes/admin-dashboard-screen"), "AdminDashboardScreen"),
	},
});
