import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	overview: () => import("./routes/overview-screen"),
	cases: () => import("./routes/cases-screen"),
	case: () => import("./routes/case-screen"),
	followUps: () => import("./routes/follow-ups-screen"),
	mine: () => import("./routes/my-counselling-screen"),
};

/**
 * Career counselling (issue 19): the counselor's caseload, cases, notes and follow-ups under
 * /career-counselor-dashboard, and the student's page to ask for a counselor and read what they
 * recommend. The mentor's referral button sits on the mentee screen (institution-dashboards).
 */
export const careerCounselorFeature = defineFeature({
	homes: { ROLE_CAREER_COUNSELOR: lazyScreen(screens.overview, "CounselorOverviewScreen") },
	routes: {
		ROLE_CAREER_COUNSELOR: [
			{ path: paths.counselorCases, element: lazyScreen(screens.cases, "CasesScreen") },
			{ path: paths.counselorCase.pattern, element: lazyScreen(screens.case, "CaseScreen") },
			{ path: paths.counselorFollowUps, element: lazyScreen(screens.followUps, "FollowUpsScreen") },
		],
		ROLE_STUDENT: [{ path: paths.myCounselling, element: lazyScreen(screens.mine, "MyCounsellingScreen") }],
	},
	nav: {
		ROLE_CAREER_COUNSELOR: [
			{ label: "Cases", to: paths.counselorCases },
			{ label: "Follow-ups", to: paths.counselorFollowUps },
		],
		ROLE_STUDENT: [{ label: "Career counselling", to: paths.myCounselling }],
	},
});
