import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	college: () => import("./routes/college-dashboard-screen"),
	department: () => import("./routes/department-dashboard-screen"),
	principal: () => import("./routes/principal-dashboard-screen"),
	mentor: () => import("./routes/mentor-dashboard-screen"),
	mentee: () => import("./routes/mentee-screen"),
	sessions: () => import("./routes/my-sessions-screen"),
};

/** The dashboards of the college's roles and of mentors (issue 18): their homes, with the term's figures. */
export const institutionDashboardsFeature = defineFeature({
	homes: {
		ROLE_COLLEGE: lazyScreen(screens.college, "CollegeDashboardScreen"),
		ROLE_DEPARTMENT: lazyScreen(screens.department, "DepartmentDashboardScreen"),
		ROLE_PRINCIPAL: lazyScreen(screens.principal, "PrincipalDashboardScreen"),
		ROLE_MENTOR: lazyScreen(screens.mentor, "MentorDashboardScreen"),
	},
	routes: {
		ROLE_MENTOR: [
			{ path: paths.mentee.pattern, element: lazyScreen(screens.mentee, "MenteeScreen") },
			{ path: paths.mentorSessions, element: lazyScreen(screens.sessions, "MySessionsScreen") },
		],
	},
	nav: { ROLE_MENTOR: [{ label: "My sessions", to: paths.mentorSessions }] },
});
