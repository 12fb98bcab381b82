import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	questions: () => import("./routes/dsa-questions-screen"),
	question: () => import("./routes/question-screen"),
	interview: () => import("./routes/coding-interview-screen"),
	comingSoon: () => import("./routes/coming-soon-screen"),
};

/** Coding practice (SPEC §2); the screens with an editor load CodeMirror lazily, on first show. */
export const dsaPracticeFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{ path: paths.dsaQuestions, element: lazyScreen(screens.questions, "DsaQuestionsScreen") },
			{ path: paths.question.pattern, element: lazyScreen(screens.question, "QuestionScreen") },
			{ path: paths.codingInterview, element: lazyScreen(screens.interview, "CodingInterviewScreen") },
			{ path: paths.codingComingSoon, element: lazyScreen(screens.comingSoon, "ComingSoonScreen") },
		],
	},
	nav: {
		ROLE_STUDENT: [
			{ label: "DSA practice", to: paths.dsaQuestions },
			{ label: "Coding interview", to: paths.codingInterview },
		],
	},
});
