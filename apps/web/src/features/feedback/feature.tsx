import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const feedbackFeature = defineFeature({
	publicRoutes: [
		{ path: paths.feedback, element: lazyScreen(() => import("./routes/feedback-screen"), "FeedbackScreen") },
	],
});
