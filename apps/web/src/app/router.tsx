import { HOME_BY_ROLE, type Role } from "@unnati/contracts/constants";
import type { RouteObject } from "react-router";
import { COLLEGE_EXAM_PATH, EXAM_ANALYTICS_PATH } from "../features/exam-analytics/paths";
import { EXAM_ADMIN_BANKS, NEW_EXAM_PATH, QUESTION_BANK_HOME } from "../features/exam-authoring/paths";
import { HomeScreen } from "../features/home/routes/home-screen";
import {
	ACCOMMODATIONS_PATH,
	EXAM_REVIEW_PATTERN,
	PROCTORING_HOME,
} from "../features/proctoring-admin/paths";
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

const examAnalytics = {
	exam: () => import("../features/exam-analytics/routes/exam-analytics-screen"),
	college: () => import("../features/exam-analytics/routes/college-exam-screen"),
};

const examAuthoring = {
	banks: () => import("../features/exam-authoring/routes/banks-screen"),
	bank: () => import("../features/exam-authoring/routes/bank-detail-screen"),
	exams: () => import("../features/exam-authoring/routes/exams-screen"),
	editor: () => import("../features/exam-authoring/routes/exam-editor-screen"),
};

/** Roles whose home is a real screen of their own rather than the generic role home. */
const homeScreens: Partial<Record<Role, RouteObject["element"]>> = {
	ROLE_EXAM_ADMIN: lazyScreen(examAuthoring.exams, "ExamsScreen"),
	ROLE_QUESTION_BANK_ADMIN: lazyScreen(examAuthoring.banks, "BanksScreen", { banksBase: QUESTION_BANK_HOME }),
};

const proctoringAdmin = {
	exams: () => import("../features/proctoring-admin/routes/proctoring-exams-screen"),
	exam: () => import("../features/proctoring-admin/routes/exam-review-screen"),
	accommodations: () => import("../features/proctoring-admin/routes/accommodations-screen"),
};

const adminInbox = {
	contactRequests: () => import("../features/admin-inbox/routes/contact-requests-screen"),
	reports: () => import("../features/admin-inbox/routes/reports-screen"),
	feedback: () => import("../features/admin-inbox/routes/feedback-screen"),
};

const studentExams = {
	dashboard: () => import("../features/exams/routes/exams-dashboard-screen"),
	previous: () => import("../features/exams/routes/previous-exams-screen"),
	instructionsList: () => import("../features/exams/routes/exam-instructions-list-screen"),
	instructions: () => import("../features/exams/routes/exam-instructions-screen"),
	security: () => import("../features/exams/routes/exam-security-screen"),
	result: () => import("../features/exams/routes/exam-result-screen"),
	guard: () => import("../features/exams/routes/exam-guard"),
	player: () => import("../features/exams/routes/exam-player-screen"),
};

/** SPEC §2's student exam screens inside the student frame; the player itself is full-screen (examPlayerRoutes). */
const studentExamScreens: RouteObject[] = [
	{ path: "/exams-dashboard", element: lazyScreen(studentExams.dashboard, "ExamsDashboardScreen") },
	{
		path: "/exams-dashboard/previous-exams",
		element: lazyScreen(studentExams.previous, "PreviousExamsScreen"),
	},
	{
		path: "/exam-instructions",
		element: lazyScreen(studentExams.instructionsList, "ExamInstructionsListScreen"),
	},
	{
		path: "/exam-instructions/:id",
		element: lazyScreen(studentExams.instructions, "ExamInstructionsScreen"),
	},
	{ path: "/exam-security/:id", element: lazyScreen(studentExams.security, "ExamSecurityScreen") },
	{ path: "/exam-results/:attemptId", element: lazyScreen(studentExams.result, "ExamResultScreen") },
];

const coding = {
	playground: () => import("../features/playground/routes/playground-screen"),
	questions: () => import("../features/dsa-practice/routes/dsa-questions-screen"),
	question: () => import("../features/dsa-practice/routes/question-screen"),
	interview: () => import("../features/dsa-practice/routes/coding-interview-screen"),
	comingSoon: () => import("../features/dsa-practice/routes/coming-soon-screen"),
};

/** Coding practice (SPEC §2); the screens with an editor load CodeMirror lazily, on first show. */
const studentCodingScreens: RouteObject[] = [
	{ path: "/dashboard/playground", element: lazyScreen(coding.playground, "PlaygroundScreen") },
	{ path: "/dashboard/dsa-questions", element: lazyScreen(coding.questions, "DsaQuestionsScreen") },
	{ path: "/question/:id", element: lazyScreen(coding.question, "QuestionScreen") },
	{ path: "/coding-interview", element: lazyScreen(coding.interview, "CodingInterviewScreen") },
	{ path: "/coding-practice/coming-soon", element: lazyScreen(coding.comingSoon, "ComingSoonScreen") },
];

/** The exam player, without the dashboard frame: the student guard, then the exam guard (SPEC §2, §4). */
const examPlayerRoutes: RouteObject = {
	element: lazyScreen(() => import("./require-role"), "RequireStudent"),
	children: [
		{
			element: lazyScreen(studentExams.guard, "ExamGuard"),
			children: [
				{ path: "/exam/:examId", element: lazyScreen(studentExams.player, "ExamPlayerScreen") },
				{ path: "/proctored-exam/:examId", element: lazyScreen(studentExams.player, "ExamPlayerScreen") },
			],
		},
	],
};

/** Screens of a role's area beyond its home, nested under its guard and frame. */
const roleScreens: Partial<Record<Role, RouteObject[]>> = {
	ROLE_STUDENT: [...studentExamScreens, ...studentCodingScreens],
	ROLE_ADMIN: [
		{
			path: "/admin-dashboard/contact-requests",
			element: lazyScreen(adminInbox.contactRequests, "ContactRequestsScreen"),
		},
		{ path: "/admin-dashboard/reports", element: lazyScreen(adminInbox.reports, "ReportsScreen") },
		{ path: "/admin-dashboard/feedback", element: lazyScreen(adminInbox.feedback, "FeedbackScreen") },
	],
	ROLE_EXAM_ADMIN: [
		{ path: EXAM_ANALYTICS_PATH, element: lazyScreen(examAnalytics.exam, "ExamAnalyticsScreen") },
		{ path: NEW_EXAM_PATH, element: lazyScreen(examAuthoring.editor, "ExamEditorScreen") },
		{
			path: "/examination-admin/exams/:examId",
			element: lazyScreen(examAuthoring.editor, "ExamEditorScreen"),
		},
		{
			path: EXAM_ADMIN_BANKS,
			element: lazyScreen(examAuthoring.banks, "BanksScreen", { banksBase: EXAM_ADMIN_BANKS }),
		},
		{
			path: `${EXAM_ADMIN_BANKS}/:bankId`,
			element: lazyScreen(examAuthoring.bank, "BankDetailScreen", { banksBase: EXAM_ADMIN_BANKS }),
		},
		{ path: PROCTORING_HOME, element: lazyScreen(proctoringAdmin.exams, "ProctoringExamsScreen") },
		{ path: EXAM_REVIEW_PATTERN, element: lazyScreen(proctoringAdmin.exam, "ExamReviewScreen") },
		{
			path: ACCOMMODATIONS_PATH,
			element: lazyScreen(proctoringAdmin.accommodations, "AccommodationsScreen"),
		},
	],
	ROLE_COLLEGE: [
		{ path: COLLEGE_EXAM_PATH, element: lazyScreen(examAnalytics.college, "CollegeExamScreen") },
	],
	ROLE_QUESTION_BANK_ADMIN: [
		{
			path: `${QUESTION_BANK_HOME}/:bankId`,
			element: lazyScreen(examAuthoring.bank, "BankDetailScreen", { banksBase: QUESTION_BANK_HOME }),
		},
	],
};

/**
 * One signed-in area per role: its guard and frame (role-area.tsx, loaded lazily) around its screens.
 * Later issues add their screens as children here, e.g. the student routes under ROLE_STUDENT.
 */
const roleAreas: RouteObject[] = (Object.entries(HOME_BY_ROLE) as [Role, string][]).map(([role, home]) => ({
	element: lazyScreen(() => import("./role-area"), "RoleArea", { role }),
	children: [{ path: home, element: homeScreens[role] ?? roleHome }, ...(roleScreens[role] ?? [])],
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
			examPlayerRoutes,
			{
				// Public (SPEC §2), without the site's frame: the check locks keys and runs fullscreen.
				path: "/system-check",
				element: lazyScreen(
					() => import("../features/system-check/routes/system-check-screen"),
					"SystemCheckScreen",
				),
			},
			{ path: "*", element: notFound },
		],
	},
];
