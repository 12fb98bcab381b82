// Every address the app links to (SPEC §2), in one place: features link to each other through these
// names, never through string literals, and the router registers its routes from the same values.
// Free of imports but a type and the login table, so the router can read it without pulling any
// feature into the landing bundle.
import type { Role } from "@unnati/contracts";
import { HOME_BY_ROLE } from "@unnati/contracts/constants";
import { LOGIN_PATH_BY_ROLE } from "../lib/login-paths";

/** The parameter names of a route pattern: "/a/:x/b/:y" gives ["x", "y"]. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
	? [Name, ...ParamNames<`/${Rest}`>]
	: Pattern extends `${string}:${infer Name}`
		? [Name]
		: [];

/** One string per parameter name. */
type Values<Names> = Names extends [string, ...infer Rest] ? [value: string, ...Values<Rest>] : [];

type Builder<Pattern extends string> = ((...values: Values<ParamNames<Pattern>>) => string) & {
	/** The route pattern the router registers, e.g. "/exam-results/:attemptId". */
	readonly pattern: Pattern;
};

/**
 * A parameterised path: call it with the values in the pattern's order to link there (each value is
 * URL-encoded), or read `.pattern` to register the route.
 */
function withParams<const Pattern extends string>(pattern: Pattern): Builder<Pattern> {
	const build = (...values: string[]) => {
		let next = 0;
		return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++] ?? ""));
	};
	return Object.assign(build, { pattern }) as Builder<Pattern>;
}

const EXAM_ADMIN = "/examination-admin";
const PROCTORING = `${EXAM_ADMIN}/proctoring`;
const examReview = withParams(`${PROCTORING}/exams/:examId`);
const examAdminBank = withParams(`${EXAM_ADMIN}/question-banks/:bankId`);
const questionBankBank = withParams("/question-bank/:bankId");

/**
 * Who grades essays (issue 15), each under their own area: one path per role, since each area has
 * its own guard (a shared "/grading" would open behind the first area's guard only).
 */
const GRADING_BY_ROLE = {
	ROLE_EXAM_ADMIN: `${EXAM_ADMIN}/grading`,
	ROLE_MENTOR: "/mentordashboard/grading",
	ROLE_DEPARTMENT: "/departmentdashboard/grading",
} as const satisfies Partial<Record<Role, string>>;
export type GradingRole = keyof typeof GRADING_BY_ROLE;
export const GRADING_ROLES = Object.keys(GRADING_BY_ROLE) as GradingRole[];
/** The route of a grading role's queue screen. */
const gradingQueuePattern = (role: GradingRole) => `${GRADING_BY_ROLE[role]}/:examId`;

export const paths = {
	// The public site (SPEC §2).
	landing: "/",
	login: "/login",
	signup: "/signup",
	forgotPassword: "/forgot-password",
	resetPassword: "/reset-password",
	contact: "/contactus",
	about: "/aboutus",
	chooseRoles: "/choose-roles",
	help: "/help",
	report: "/report",
	feedback: "/feedback",
	support: "/support",
	examinationGuidelines: "/examination-guidelines",
	businessObjectives: "/business-objectives",
	pricing: "/pricing",
	paymentMethods: "/payment-methods",
	terms: "/terms-and-conditions",
	/** One section of the terms, by its anchor (legal-section.ts keeps the anchors stable). */
	termsSection: (anchor: string) => `/terms-and-conditions#${anchor}`,
	privacyPolicy: "/privacy-policy",
	systemCheck: "/system-check",
	/** The practice run (SPEC §2 /dummy): the proctored exam flow on a sample paper, for students. */
	practiceRun: "/dummy",
	/** Development mailbox: registered in every build; in production the API has none and the screen says so. */
	devMailbox: "/dev/mailbox",
	/** Where a role signs in (lib/login-paths.ts). */
	loginFor: (role: Role) => LOGIN_PATH_BY_ROLE[role],

	// The student area (SPEC §2 "Student routes"); the home itself is HOME_BY_ROLE.ROLE_STUDENT.
	studentHome: "/dashboard",
	examsDashboard: "/exams-dashboard",
	previousExams: "/exams-dashboard/previous-exams",
	examInstructionsList: "/exam-instructions",
	examInstructions: withParams("/exam-instructions/:id"),
	examSecurity: withParams("/exam-security/:id"),
	examResult: withParams("/exam-results/:attemptId"),
	/** The exam player, full-screen; /proctored-exam/{id} is the same player (SPEC §2). */
	examPlayer: withParams("/exam/:examId"),
	proctoredExamPlayer: withParams("/proctored-exam/:examId"),
	dsaQuestions: "/dashboard/dsa-questions",
	question: withParams("/question/:id"),
	codingInterview: "/coding-interview",
	playground: "/dashboard/playground",
	codingComingSoon: "/coding-practice/coming-soon",
	// Learning (SPEC §2): the public catalogue, the student's courses, quizzes and mock tests.
	learningPath: withParams("/learning-path/:pathId"),
	learningCourse: withParams("/learning-path/:pathId/course/:courseId"),
	learningLesson: withParams("/learning-path/:pathId/course/:courseId/lesson/:lessonId"),
	myLearning: "/dashboard/learning-path",
	myCourse: withParams("/dashboard/learning-path/:courseId"),
	myLesson: withParams("/dashboard/learning-path/:courseId/lesson/:lessonId"),
	practiceQuiz: withParams("/dashboard/learning-path/:courseId/quiz/:quizId"),
	/** A course's timed mock test (SPEC §2 /test/{id}); its results open with ?result={attemptId}. */
	mockTest: withParams("/test/:id"),
	// Labs (issue 14): a lab's public description and the student's guided lab.
	labDetails: withParams("/lab-details/:labId"),
	lab: withParams("/lab/:labId"),
	// Certificates (issue 14): public verification, the student's list, revocation by their college.
	certificate: withParams("/certificates/:id"),
	myCertificates: "/dashboard/certificates",
	// A student's public portfolio (SPEC §2 /public-profile/{rollNumber}) and where they edit it.
	publicProfile: withParams("/public-profile/:rollNumber"),
	myProfile: "/dashboard/profile",
	collegeCertificates: "/collegedashboard/certificates",
	instructorAdminCertificates: "/instructor-admin-dashboard/certificates",
	// Resumes aligned to job descriptions (SPEC §2).
	myResumes: "/dashboard/my-resumes",
	resumeMatch: "/dashboard/jd",
	resumeBuilderPath: "/dashboard/jd/resume-builder",
	/** The builder on one resume, opened at a section ("skills", "projects", "basics"...) when given. */
	resumeBuilder: (id: string, section?: string) =>
		`/dashboard/jd/resume-builder?id=${encodeURIComponent(id)}${section ? `&section=${encodeURIComponent(section)}` : ""}`,
	/** A resume shared by its public link. */
	sharedResume: withParams("/shared-resume/:token"),
	/** A mentor's mentees' resumes, and one of them read-only with comments. */
	menteeResumes: "/mentordashboard/mentee-resumes",
	menteeResume: withParams("/mentordashboard/mentee-resumes/:id"),
	/** A placement officer's view of who has a resume, per year. */
	resumeCoverage: "/pat-dashboard/resume-coverage",
	// Mock interviews (SPEC §2): practice with offline feedback, and interviews booked with people.
	mockInterviews: "/mockinterviews",
	newInterview: "/mockinterviews/new-interview",
	scheduledInterview: "/mockinterviews/scheduled-interview",
	interviewFeedback: withParams("/mockinterviews/feedback/:type/:id"),
	/** The practice interview itself; the session it runs is `?session={id}`. */
	interviewRoom: "/interview",
	interviewSession: Object.assign((id: string) => `/interview?session=${encodeURIComponent(id)}`, {
		pattern: "/interview" as const,
	}),
	myInterviews: "/dashboard/my-interviews",
	nextInterviews: "/dashboard/next-interviews",
	psychometricAssessment: withParams("/psychometric-assessment/:examId"),
	// Career paths (issue 17): one path's overview (progress, gap, plan) and its milestone-by-milestone roadmap.
	careerPath: withParams("/dashboard/careerpath/:id"),
	careerJourney: withParams("/dashboard/careerpath/:id/journey"),
	/** Where a mentor or placement officer publishes interview slots and fills scorecards. */
	mentorInterviewSlots: "/mentordashboard/interview-slots",
	patInterviewSlots: "/pat-dashboard/interview-slots",
	// Placements (issue 19): the officer's drives (their home is the list), and the students' jobs board.
	patHome: "/pat-dashboard",
	patNewDrive: "/pat-dashboard/drives/new",
	patDrive: withParams("/pat-dashboard/drives/:driveId"),
	/** A batch's placement reports (`?batch=2025`): the officer's, the principal's and the college administrator's. */
	patReports: "/pat-dashboard/reports",
	principalPlacementReports: "/principal-dashboard/placement-reports",
	collegePlacementReports: "/collegedashboard/placement-reports",
	jobs: "/job-details",
	/** A job's page; the title segment is optional and corrected to the canonical slug. */
	job: withParams("/job-details-CT/:jobid/:jobtitle"),
	jobById: withParams("/job-details-CT/:jobid"),
	// Placement readiness (issue 19): one student's, at one address for the student, their mentor,
	// the placement officer and the counselor; the student's own shortcut to it; a batch's.
	studentPlacementAnalytics: withParams("/student-placement-analytics/:id"),
	myPlacementReadiness: "/dashboard/placement-readiness",
	patReadiness: "/pat-dashboard/readiness",
	counselorReadiness: "/career-counselor-dashboard/readiness",

	// The mentor's area (issue 18): home, one mentee, and the meeting log.
	mentorHome: "/mentordashboard",
	mentee: withParams("/mentordashboard/mentees/:studentId"),
	mentorSessions: "/mentor/my-sessions",
	/** The mentor's profile and office hours, and the public page anyone reads (SPEC §2). */
	mentorSettings: "/mentor-settings",
	mentorProfile: withParams("/mentor/profile/:id"),

	// Career counselling (issue 19): the counselor's area (its home is the overview) and the
	// student's own page, where they ask for a counselor and read the recommendations.
	counselorHome: "/career-counselor-dashboard",
	counselorCases: "/career-counselor-dashboard/cases",
	counselorCase: withParams("/career-counselor-dashboard/cases/:caseId"),
	counselorFollowUps: "/career-counselor-dashboard/follow-ups",
	myCounselling: "/dashboard/career-counselling",

	// Student management (issue 18): the college administrator's and the department head's lists
	// and imports. "/collegedashboard/students" sits beside "/collegedashboard/:examTitle" as
	// "/collegedashboard/certificates" does: the router ranks a static segment above a parameter.
	collegeStudents: "/collegedashboard/students",
	collegeStudentImport: "/collegedashboard/students/import",
	departmentStudents: "/departmentdashboard/students",
	departmentStudentImport: "/departmentdashboard/students/import",
	/** Departments, years and sections, and promoting a year (issue 18): the college administrator's. */
	collegeAcademicStructure: "/collegedashboard/academic-structure",
	/** Promoting a year of the department head's own department. */
	departmentPromote: "/departmentdashboard/promote",
	/** SPEC §2's support lookup, the platform admin's; a college's staff have it under their home. */
	debugRollNumber: "/debug-rollnumber",
	collegeDebugRollNumber: "/collegedashboard/debug-rollnumber",
	departmentDebugRollNumber: "/departmentdashboard/debug-rollnumber",
	/** The department head's mentor-to-mentee mapping (issue 18): by rule or by hand, with its history. */
	departmentMentors: "/departmentdashboard/mentors",
	/** Growth across tests (issue 18): the principal's, the college's, a department's and a mentor's mentees'. */
	principalGrowth: "/principal-dashboard/growth",
	collegeGrowth: "/collegedashboard/growth",
	departmentGrowth: "/departmentdashboard/growth",
	mentorGrowth: "/mentordashboard/growth",
	/** Test planning (issue 18): the college's and a department's exams on a calendar, clashes flagged. */
	collegeTestCalendar: "/collegedashboard/test-calendar",
	departmentTestCalendar: "/departmentdashboard/test-calendar",

	// The platform admin's inbox.
	adminContactRequests: "/admin-dashboard/contact-requests",
	adminReports: "/admin-dashboard/reports",
	adminFeedback: "/admin-dashboard/feedback",

	// The examination admin's area: its home lists the exams; `/examination-admin` itself is its login.
	examAdminHome: `${EXAM_ADMIN}/dashboard`,
	newExam: `${EXAM_ADMIN}/exams/new`,
	examEditor: withParams(`${EXAM_ADMIN}/exams/:examId`),
	/** SPEC §2: the examination admin's analytics of one exam. */
	examAnalytics: withParams(`${EXAM_ADMIN}/exam-analytics/:examId`),
	examAdminBanks: `${EXAM_ADMIN}/question-banks`,
	examAdminBank,
	proctoring: PROCTORING,
	accommodations: `${PROCTORING}/accommodations`,
	examReview,
	/** The proctoring review of one exam, opened at one attempt when given. */
	proctoringReview: (examId: string, attemptId?: string) =>
		examReview(examId) + (attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ""),

	// Manual grading (issue 15): the exams with essays a person grades, and one exam's queue.
	grading: (role: GradingRole) => GRADING_BY_ROLE[role],
	/** One exam's grading queue; `.patterns` are the routes, one per grading role. */
	gradingQueue: Object.assign(
		(role: GradingRole, examId: string) => `${GRADING_BY_ROLE[role]}/${encodeURIComponent(examId)}`,
		{ patterns: GRADING_ROLES.map(gradingQueuePattern) },
	),
	gradingQueuePattern,

	// Authoring (issue 13): the instructor edits assigned courses; the instructor admin reviews.
	instructorHome: "/instructordashboard",
	instructorCourse: withParams("/instructordashboard/courses/:courseId"),
	instructorLesson: withParams("/instructordashboard/courses/:courseId/lessons/:lessonId"),
	instructorQuiz: withParams("/instructordashboard/courses/:courseId/quizzes/:quizKey"),
	// Lab authoring (issue 14): a new lab of a course, and a lab's editor by its id.
	instructorNewLab: withParams("/instructordashboard/courses/:courseId/new-lab"),
	instructorLab: withParams("/instructordashboard/labs/:labId"),
	instructorAdminHome: "/instructor-admin-dashboard",
	instructorReview: withParams("/instructor-admin-dashboard/reviews/:revisionId"),
	instructorLabReview: withParams("/instructor-admin-dashboard/lab-reviews/:revisionId"),
	instructorAdminCourse: withParams("/instructor-admin-dashboard/courses/:courseId"),
	// The question-bank admin's area: its home (SPEC §2) is the list of banks.
	questionBankHome: "/question-bank",
	questionBankBank,
	/** One bank under whichever list of banks the screen was reached from: the exam admin's or the bank admin's. */
	bank: Object.assign((banksBase: string, bankId: string) => `${banksBase}/${encodeURIComponent(bankId)}`, {
		patterns: [examAdminBank.pattern, questionBankBank.pattern] as const,
	}),

	// Every signed-in person's notifications: SPEC §2's /notifications for students, under the
	// home of every other role (one path per role: each role's area has its own guard).
	notifications: "/notifications",
	notificationsFor: (role: Role) =>
		role === "ROLE_STUDENT" ? "/notifications" : `${HOME_BY_ROLE[role]}/notifications`,

	// The college's view of one exam, by its title (SPEC §2).
	collegeExam: withParams("/collegedashboard/:examTitle"),
} as const;
