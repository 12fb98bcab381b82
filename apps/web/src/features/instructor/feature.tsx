import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	home: () => import("./routes/instructor-home-screen"),
	course: () => import("./routes/course-editor-screen"),
	lesson: () => import("./routes/lesson-editor-screen"),
	quiz: () => import("./routes/quiz-editor-screen"),
	admin: () => import("./routes/instructor-admin-screen"),
	review: () => import("./routes/review-screen"),
	analytics: () => import("./routes/course-analytics-screen"),
	newLab: () => import("./routes/new-lab-screen"),
	lab: () => import("./routes/lab-editor-screen"),
	labReview: () => import("./routes/lab-review-screen"),
};

/**
 * Authoring (issue 13): the instructor's courses and editors (/instructordashboard), the instructor
 * admin's review queue, assignments and course analytics (/instructor-admin-dashboard); labs are
 * authored and reviewed the same way (issue 14).
 */
export const instructorFeature = defineFeature({
	homes: {
		ROLE_INSTRUCTOR: lazyScreen(screens.home, "InstructorHomeScreen"),
		ROLE_INSTRUCTOR_ADMIN: lazyScreen(screens.admin, "InstructorAdminScreen"),
	},
	routes: {
		ROLE_INSTRUCTOR: [
			{ path: paths.instructorCourse.pattern, element: lazyScreen(screens.course, "CourseEditorScreen") },
			{ path: paths.instructorLesson.pattern, element: lazyScreen(screens.lesson, "LessonEditorScreen") },
			{ path: paths.instructorQuiz.pattern, element: lazyScreen(screens.quiz, "QuizEditorScreen") },
			{ path: paths.instructorNewLab.pattern, element: lazyScreen(screens.newLab, "NewLabScreen") },
			{ path: paths.instructorLab.pattern, element: lazyScreen(screens.lab, "LabEditorScreen") },
		],
		ROLE_INSTRUCTOR_ADMIN: [
			{ path: paths.instructorReview.pattern, element: lazyScreen(screens.review, "ReviewScreen") },
			{ path: paths.instructorLabReview.pattern, element: lazyScreen(screens.labReview, "LabReviewScreen") },
			{
				path: paths.instructorAdminCourse.pattern,
				element: lazyScreen(screens.analytics, "CourseAnalyticsScreen"),
			},
		],
	},
});
