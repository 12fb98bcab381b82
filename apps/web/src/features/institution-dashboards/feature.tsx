import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";

const screens = {
	college: () => import("./routes/college-dashboard-screen"),
	department: () => import("./routes/department-dashboard-screen"),
	principal: () => import("./routes/principal-dashboard-screen"),
};

/** The dashboards of the college's roles (issue 18): their homes, with the term's figures. */
export const institutionDashboardsFeature = defineFeature({
	homes: {
		ROLE_COLLEGE: lazyScreen(screens.college, "CollegeDashboardScreen"),
		ROLE_DEPARTMENT: lazyScreen(screens.department, "DepartmentDashboardScreen"),
		ROLE_PRINCIPAL: lazyScreen(screens.principal, "PrincipalDashboardScreen"),
	},
});
