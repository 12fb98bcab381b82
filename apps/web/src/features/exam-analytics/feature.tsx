import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

/** Exam analytics: the examination admin's view of one exam, and the college's (SPEC §2). */
export const examAnalyticsFeature = defineFeature({
	routes: {
		ROLE_EXAM_ADMIN: [
			{
				path: paths.examAnalytics.pattern,
				element: lazyScreen(() => import("./routes/exam-analytics-screen"), "ExamAnalyticsScreen"),
			},
		],
		ROLE_COLLEGE: [
			{
				path: paths.collegeExam.pattern,
				element: lazyScreen(() => import("./routes/college-exam-screen"), "CollegeExamScreen"),
			},
		],
	},
});
