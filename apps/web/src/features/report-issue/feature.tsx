import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const reportIssueFeature = defineFeature({
	publicRoutes: [
		{
			path: paths.report,
			element: lazyScreen(() => import("./routes/report-issue-screen"), "ReportIssueScreen"),
		},
	],
});
