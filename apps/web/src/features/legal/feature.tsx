import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const legalFeature = defineFeature({
	publicRoutes: [
		{ path: paths.terms, element: lazyScreen(() => import("./routes/terms-screen"), "TermsScreen") },
		{
			path: paths.privacyPolicy,
			element: lazyScreen(() => import("./routes/privacy-policy-screen"), "PrivacyPolicyScreen"),
		},
		{
			path: paths.examinationGuidelines,
			element: lazyScreen(
				() => import("./routes/examination-guidelines-screen"),
				"ExaminationGuidelinesScreen",
			),
		},
	],
});
