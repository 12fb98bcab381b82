import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	path: () => import("./routes/learning-path-screen"),
	course: () => import("./routes/public-course-screen"),
	lesson: () => import("./routes/public-lesson-screen"),
	mine: () => import("./routes/my-learning-screen"),
	myCourse: () => import("./routes/my-course-screen"),
	myLesson: () => import("./routes/my-lesson-screen"),
	quiz: () => import("./routes/practice-quiz-screen"),
	mock: () => import("./routes/mock-test-screen"),
};

/** Learning (SPEC §2): the public catalogue of journeys, the student's courses, quizzes and mock tests. */
export const learningFeature = defineFeature({
	publicRoutes: [
		{ path: paths.learningPath.pattern, element: lazyScreen(screens.path, "LearningPathScreen") },
		{ path: paths.learningCourse.pattern, element: lazyScreen(screens.course, "PublicCourseScreen") },
		{ path: paths.learningLesson.pattern, element: lazyScreen(screens.lesson, "PublicLessonScreen") },
	],
	routes: {
		ROLE_STUDENT: [
			{ path: paths.myLearning, element: lazyScreen(screens.mine, "MyLearningScreen") },
			{ path: paths.myCourse.pattern, element: lazyScreen(screens.myCourse, "MyCourseScreen") },
			{ path: paths.myLesson.pattern, element: lazyScreen(screens.myLesson, "MyLessonScreen") },
			{ path: paths.practiceQuiz.pattern, element: lazyScreen(screens.quiz, "PracticeQuizScreen") },
			{ path: paths.mockTest.pattern, element: lazyScreen(screens.mock, "MockTestScreen") },
		],
	},
	nav: { ROLE_STUDENT: [{ label: "Learning", to: paths.myLearning }] },
});
