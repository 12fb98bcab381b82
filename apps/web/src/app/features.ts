import { aboutFeature } from "../features/about/feature";
import { adminDashboardFeature } from "../features/admin-dashboard/feature";
import { adminInboxFeature } from "../features/admin-inbox/feature";
import { authFeature } from "../features/auth/feature";
import { businessObjectivesFeature } from "../features/business-objectives/feature";
import { careerCounselorFeature } from "../features/career-counselor/feature";
import { careersFeature } from "../features/careers/feature";
import { certificatesFeature } from "../features/certificates/feature";
import { chooseRolesFeature } from "../features/choose-roles/feature";
import { contactFeature } from "../features/contact/feature";
import { devMailboxFeature } from "../features/dev-mailbox/feature";
import { dsaPracticeFeature } from "../features/dsa-practice/feature";
import { examAnalyticsFeature } from "../features/exam-analytics/feature";
import { examAuthoringFeature } from "../features/exam-authoring/feature";
import { examGradingFeature } from "../features/exam-grading/feature";
import { examsFeature } from "../features/exams/feature";
import { feedbackFeature } from "../features/feedback/feature";
import { helpFeature } from "../features/help/feature";
import { homeFeature } from "../features/home/feature";
import { institutionDashboardsFeature } from "../features/institution-dashboards/feature";
import { instructorFeature } from "../features/instructor/feature";
import { labsFeature } from "../features/labs/feature";
import { learningFeature } from "../features/learning/feature";
import { legalFeature } from "../features/legal/feature";
import { mentorProfileFeature } from "../features/mentor-profile/feature";
import { mockInterviewsFeature } from "../features/mock-interviews/feature";
import { notificationsFeature } from "../features/notifications/feature";
import { passwordResetFeature } from "../features/password-reset/feature";
import { placementReadinessFeature } from "../features/placement-readiness/feature";
import { placementsFeature } from "../features/placements/feature";
import { playgroundFeature } from "../features/playground/feature";
import { portfolioFeature } from "../features/portfolio/feature";
import { pricingFeature } from "../features/pricing/feature";
import { proctoringAdminFeature } from "../features/proctoring-admin/feature";
import { psychometricFeature } from "../features/psychometric/feature";
import { reportIssueFeature } from "../features/report-issue/feature";
import { resumesFeature } from "../features/resumes/feature";
import { signupFeature } from "../features/signup/feature";
import { studentHomeFeature } from "../features/student-home/feature";
import { supportFeature } from "../features/support/feature";
import { systemCheckFeature } from "../features/system-check/feature";
import type { Feature } from "./define-feature";

/**
 * Every feature the app mounts. Add a feature's definition here once its screens work. The order
 * is the order of each role's side bar: a role's entries come feature by feature, as listed.
 */
export const features: readonly Feature[] = [
	// The public site.
	homeFeature,
	authFeature,
	signupFeature,
	passwordResetFeature,
	devMailboxFeature,
	contactFeature,
	reportIssueFeature,
	feedbackFeature,
	helpFeature,
	aboutFeature,
	businessObjectivesFeature,
	pricingFeature,
	chooseRolesFeature,
	legalFeature,
	supportFeature,
	systemCheckFeature,
	// The student area.
	studentHomeFeature,
	learningFeature,
	labsFeature,
	certificatesFeature,
	portfolioFeature,
	examsFeature,
	dsaPracticeFeature,
	playgroundFeature,
	resumesFeature,
	placementsFeature,
	placementReadinessFeature,
	mockInterviewsFeature,
	psychometricFeature,
	careersFeature,
	careerCounselorFeature,
	// The platform admin: the home (colleges, usage, the inbox at a glance), then the inbox.
	adminDashboardFeature,
	adminInboxFeature,
	// The examination admin, the question-bank admin and the college.
	examAuthoringFeature,
	examAnalyticsFeature,
	proctoringAdminFeature,
	// Essays graded by hand: the examination admin and the faculty they assign.
	examGradingFeature,
	// Authoring: instructors and the instructor admin.
	instructorFeature,
	// The college's roles: their dashboards.
	institutionDashboardsFeature,
	mentorProfileFeature,
	// Every signed-in role: the full list of what the bell shows, last in each side bar.
	notificationsFeature,
];
