import type { RouteObject } from "react-router";
import { lazyScreen } from "./lazy-screen";

/**
 * The content pages of the public site (SPEC §2), as children of `PublicLayout`. Each screen is its
 * own lazily loaded chunk, so none of them weighs on the landing page.
 */
export const publicPageRoutes: RouteObject[] = [
	{
		path: "contactus",
		element: lazyScreen(() => import("../features/contact/routes/contact-screen"), "ContactScreen"),
	},
	{
		path: "report",
		element: lazyScreen(
			() => import("../features/report-issue/routes/report-issue-screen"),
			"ReportIssueScreen",
		),
	},
	{
		path: "feedback",
		element: lazyScreen(() => import("../features/feedback/routes/feedback-screen"), "FeedbackScreen"),
	},
	{ path: "help", element: lazyScreen(() => import("../features/help/routes/help-screen"), "HelpScreen") },
	{
		path: "aboutus",
		element: lazyScreen(() => import("../features/about/routes/about-screen"), "AboutScreen"),
	},
	{
		path: "business-objectives",
		element: lazyScreen(
			() => import("../features/business-objectives/routes/business-objectives-screen"),
			"BusinessObjectivesScreen",
		),
	},
	{
		path: "pricing",
		element: lazyScreen(() => import("../features/pricing/routes/pricing-screen"), "PricingScreen"),
	},
	{
		path: "payment-methods",
		element: lazyScreen(
			() => import("../features/pricing/routes/payment-methods-screen"),
			"PaymentMethodsScreen",
		),
	},
	{
		path: "choose-roles",
		element: lazyScreen(
			() => import("../features/choose-roles/routes/choose-roles-screen"),
			"ChooseRolesScreen",
		),
	},
	{
		path: "terms-and-conditions",
		element: lazyScreen(() => import("../features/legal/routes/terms-screen"), "TermsScreen"),
	},
	{
		path: "privacy-policy",
		element: lazyScreen(
			() => import("../features/legal/routes/privacy-policy-screen"),
			"PrivacyPolicyScreen",
		),
	},
	{
		path: "examination-guidelines",
		element: lazyScreen(
			() => import("../features/legal/routes/examination-guidelines-screen"),
			"ExaminationGuidelinesScreen",
		),
	},
	{
		path: "support",
		element: lazyScreen(() => import("../features/support/routes/support-screen"), "SupportScreen"),
	},
];
