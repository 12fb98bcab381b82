import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	student: () => import("./routes/student-readiness-screen"),
	mine: () => import("./routes/my-readiness-screen"),
	batch: () => import("./routes/batch-readiness-screen"),
};

const batchScreen = lazyScreen(screens.batch, "BatchReadinessScreen");

/**
 * Placement readiness (issue 19): one student's score, parts, history and gaps to roles at
 * /student-placement-analytics/{id}, read by the student, their mentor, the placement officer and the
 * counselor at the same address; the placement officer's (and counselor's) batch view.
 */
export const placementReadinessFeature = defineFeature({
	sharedRoutes: [
		{
			roles: ["ROLE_STUDENT", "ROLE_MENTOR", "ROLE_PAT", "ROLE_CAREER_COUNSELOR"],
			routes: [
				{
					path: paths.studentPlacementAnalytics.pattern,
					element: lazyScreen(screens.student, "StudentReadinessScreen"),
				},
			],
		},
	],
	routes: {
		ROLE_STUDENT: [
			{ path: paths.myPlacementReadiness, element: lazyScreen(screens.mine, "MyReadinessScreen") },
		],
		ROLE_PAT: [{ path: paths.patReadiness, element: batchScreen }],
		ROLE_CAREER_COUNSELOR: [{ path: paths.counselorReadiness, element: batchScreen }],
	},
	nav: {
		ROLE_STUDENT: [{ label: "Placement readiness", to: paths.myPlacementReadiness }],
		ROLE_PAT: [{ label: "Batch readiness", to: paths.patReadiness }],
		ROLE_CAREER_COUNSELOR: [{ label: "Batch readiness", to: paths.counselorReadiness }],
	},
});
