import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	contactRequests: () => import("./routes/contact-requests-screen"),
	reports: () => import("./routes/reports-screen"),
	feedback: () => import("./routes/feedback-screen"),
};

/** The platform admin's inbox: what visitors sent from /contactus, /report and /feedback. */
export const adminInboxFeature = defineFeature({
	routes: {
		ROLE_ADMIN: [
			{
				path: paths.adminContactRequests,
				element: lazyScreen(screens.contactRequests, "ContactRequestsScreen"),
			},
			{ path: paths.adminReports, element: lazyScreen(screens.reports, "ReportsScreen") },
			{ path: paths.adminFeedback, element: lazyScreen(screens.feedback, "FeedbackScreen") },
		],
	},
	nav: {
		ROLE_ADMIN: [
			{ label: "Contact requests", to: paths.adminContactRequests },
			{ label: "Issue reports", to: paths.adminReports },
			{ label: "Feedback", to: paths.adminFeedback },
		],
	},
});
