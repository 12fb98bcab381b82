import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	dashboard: () => import("./routes/exams-dashboard-screen"),
	previous: () => import("./routes/previous-exams-screen"),
	instructionsList: () => import("./routes/exam-instructions-list-screen"),
	instructions: () => import("./routes/exam-instructions-screen"),
	security: () => import("./routes/exam-security-screen"),
	result: () => import("./routes/exam-result-screen"),
	guard: () => import("./routes/exam-guard"),
	player: () => import("./routes/exam-player-screen"),
	practiceRun: () => import("./routes/practice-run-screen"),
};

/** SPEC §2's student exam screens, in the student frame; the player itself is full-screen. */
export const examsFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{ path: paths.examsDashboard, element: lazyScreen(screens.dashboard, "ExamsDashboardScreen") },
			{ path: paths.previousExams, element: lazyScreen(screens.previous, "PreviousExamsScreen") },
			{
				path: paths.examInstructionsList,
				element: lazyScreen(screens.instructionsList, "ExamInstructionsListScreen"),
			},
			{
				path: paths.examInstructions.pattern,
				element: lazyScreen(screens.instructions, "ExamInstructionsScreen"),
			},
			{ path: paths.examSecurity.pattern, element: lazyScreen(screens.security, "ExamSecurityScreen") },
			{ path: paths.examResult.pattern, element: lazyScreen(screens.result, "ExamResultScreen") },
		],
	},
	fullScreenRoutes: {
		// The student guard (the router's), then the exam guard: a security check under 5 minutes old (SPEC §2, §4).
		ROLE_STUDENT: [
			{
				element: lazyScreen(screens.guard, "ExamGuard"),
				children: [
					{ path: paths.examPlayer.pattern, element: lazyScreen(screens.player, "ExamPlayerScreen") },
					{
						path: paths.proctoredExamPlayer.pattern,
						element: lazyScreen(screens.player, "ExamPlayerScreen"),
					},
				],
			},
		],
	},
	bareRoutes: [
		{
			// Public (SPEC §2 /dummy), without a frame: the screen itself sends a visitor to sign in and
			// tells anyone but a student that the practice run is theirs; the run takes over the screen.
			path: paths.practiceRun,
			element: lazyScreen(screens.practiceRun, "PracticeRunScreen"),
		},
	],
	nav: { ROLE_STUDENT: [{ label: "Exams", to: paths.examsDashboard }] },
});
