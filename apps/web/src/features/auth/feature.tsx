import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const roleLogins = () => import("./routes/role-login-screens");

/** The login screens: /login for the four roles of SPEC §6, and every other role's own (SPEC §2). */
export const authFeature = defineFeature({
	publicRoutes: [
		{ path: paths.login, element: lazyScreen(() => import("./routes/login-screen"), "LoginScreen") },
		{ path: paths.loginFor("ROLE_PRINCIPAL"), element: lazyScreen(roleLogins, "PrincipalLoginScreen") },
		{ path: paths.loginFor("ROLE_ADMIN"), element: lazyScreen(roleLogins, "AdminLoginScreen") },
		{ path: paths.loginFor("ROLE_EXAM_ADMIN"), element: lazyScreen(roleLogins, "ExamAdminLoginScreen") },
		{ path: paths.loginFor("ROLE_INSTRUCTOR"), element: lazyScreen(roleLogins, "InstructorLoginScreen") },
		{ path: paths.loginFor("ROLE_CONNECTIN_ADMIN"), element: lazyScreen(roleLogins, "ConnectInLoginScreen") },
		{
			path: paths.loginFor("ROLE_QUESTION_BANK_ADMIN"),
			element: lazyScreen(roleLogins, "QuestionBankLoginScreen"),
		},
		{
			path: paths.loginFor("ROLE_CAREER_COUNSELOR"),
			element: lazyScreen(roleLogins, "CareerCounselorLoginScreen"),
		},
		{ path: paths.loginFor("ROLE_PAT"), element: lazyScreen(roleLogins, "PatLoginScreen") },
		{ path: paths.loginFor("ROLE_RECRUITER"), element: lazyScreen(roleLogins, "RecruiterLoginScreen") },
	],
});
