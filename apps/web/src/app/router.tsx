import { HOME_BY_ROLE, type Role } from "@unnati/contracts/constants";
import type { RouteObject } from "react-router";
import { HomeScreen } from "../features/home/routes/home-screen";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screen";
import { publicPageRoutes } from "./public-pages";
import { RouteErrorScreen } from "./route-error-screen";

const notFound = lazyScreen(() => import("../features/not-found/routes/not-found-screen"), "NotFoundScreen");

const roleLogins = () => import("../features/auth/routes/role-login-screens");
const passwordReset = {
	forgot: () => import("../features/password-reset/routes/forgot-password-screen"),
	byLink: () => import("../features/password-reset/routes/reset-password-screen"),
};

const roleHome = lazyScreen(() => import("../features/role-home/routes/role-home-screen"), "RoleHomeScreen");

const adminInbox = {
	contactRequests: () => import("../features/admin-inbox/routes/contact-requests-screen"),
	reports: () => import("../features/admin-inbox/routes/reports-screen"),
	feedback: () => import("../features/admin-inbox/routes/feedback-screen"),
};

/** Screens of a role's area beyond its home, nested under its guard and frame. */
const roleScreens: Partial<Record<Role, RouteObject[]>> = {
	ROLE_ADMIN: [
		{
			path: "/admin-dashboard/contact-requests",
			element: lazyScreen(adminInbox.contactRequests, "ContactRequestsScreen"),
		},
		{ path: "/admin-dashboard/reports", element: lazyScreen(adminInbox.reports, "ReportsScreen") },
		{ path: "/admin-dashboard/feedback", element: lazyScreen(adminInbox.feedback, "FeedbackScreen") },
	],
};

/**
 * One signed-in area per role: its guard and frame (role-area.tsx, loaded lazily) around its screens.
 * Later issues add their screens as children here, e.g. the student routes under ROLE_STUDENT.
 */
const roleAreas: RouteObject[] = (Object.entries(HOME_BY_ROLE) as [Role, string][]).map(([role, home]) => ({
	element: lazyScreen(() => import("./role-area"), "RoleArea", { role }),
	children: [{ path: home, element: roleHome }, ...(roleScreens[role] ?? [])],
}));

/**
 * The route table (SPEC §2). Only screens that work are registered; every other path falls through to
 * the 404 screen.
 */
export const routes: RouteObject[] = [
	{
		id: "root",
		// A crash in any screen: a 404 response shows the 404 screen, anything else says what happened.
		errorElement: <RouteErrorScreen notFound={notFound} />,
		children: [
			{
				element: <PublicLayout />,
				children: [
					{
						index: true,
						// Eager: the landing page is the first screen most visitors see, and loading it lazily
						// would add a round trip before its largest paint (Lighthouse LCP).
						element: <HomeScreen />,
					},
					{
						path: "login",
						element: lazyScreen(() => import("../features/auth/routes/login-screen"), "LoginScreen"),
					},
					{ path: "principal-login", element: lazyScreen(roleLogins, "PrincipalLoginScreen") },
					{ path: "adminlogin", element: lazyScreen(roleLogins, "AdminLoginScreen") },
					{ path: "examination-admin", element: lazyScreen(roleLogins, "ExamAdminLoginScreen") },
					{ path: "instructor-login", element: lazyScreen(roleLogins, "InstructorLoginScreen") },
					{ path: "connectin-login", element: lazyScreen(roleLogins, "ConnectInLoginScreen") },
					{ path: "question-bank-login", element: lazyScreen(roleLogins, "QuestionBankLoginScreen") },
					{ path: "career-counselor-login", element: lazyScreen(roleLogins, "CareerCounselorLoginScreen") },
					{ path: "pat-login", element: lazyScreen(roleLogins, "PatLoginScreen") },
					{ path: "recruiter-login", element: lazyScreen(roleLogins, "RecruiterLoginScreen") },
					{
						path: "signup",
						element: lazyScreen(() => import("../features/signup/routes/signup-screen"), "SignupScreen"),
					},
					{ path: "forgot-password", element: lazyScreen(passwordReset.forgot, "ForgotPasswordScreen") },
					{ path: "reset-password", element: lazyScreen(passwordReset.byLink, "ResetPasswordScreen") },
					{
						// Registered in every build: in production the API has no mailbox and the screen says so.
						path: "dev/mailbox",
						element: lazyScreen(
							() => import("../features/dev-mailbox/routes/dev-mailbox-screen"),
							"DevMailboxScreen",
						),
					},
					...publicPageRoutes,
				],
			},
			...roleAreas,
			{ path: "*", element: notFound },
		],
	},
];
