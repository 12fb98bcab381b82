import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	exams: () => import("./routes/proctoring-exams-screen"),
	exam: () => import("./routes/exam-review-screen"),
	accommodations: () => import("./routes/accommodations-screen"),
};

/** Proctoring review and accommodations, in the examination admin's area. */
export const proctoringAdminFeature = defineFeature({
	routes: {
		ROLE_EXAM_ADMIN: [
			{ path: paths.proctoring, element: lazyScreen(screens.exams, "ProctoringExamsScreen") },
			{ path: paths.examReview.pattern, element: lazyScreen(screens.exam, "ExamReviewScreen") },
			{ path: paths.accommodations, element: lazyScreen(screens.accommodations, "AccommodationsScreen") },
		],
	},
	nav: { ROLE_EXAM_ADMIN: [{ label: "Proctoring", to: paths.proctoring }] },
});
