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
	students: () => import("./routes/students-screen"),
	studentImport: () => import("./routes/student-import-screen"),
	debugRollNumber: () => import("./routes/debug-roll-number-screen"),
	mentorMapping: () => import("./routes/mentor-mapping-screen"),
	growth: () => import("./routes/growth-screen"),
	academicStructure: () => import("./routes/academic-structure-screen"),
	departmentPromote: () => import("./routes/department-promote-screen"),
	testCalendar: () => import("./routes/test-calendar-screen"),
};

const debugRollNumber = lazyScreen(screens.debugRollNumber, "DebugRollNumberScreen");
const growth = lazyScreen(screens.growth, "GrowthScreen");
const testCalendar = lazyScreen(screens.testCalendar, "TestCalendarScreen");

/** The dashboards of the college's roles and of mentors (issue 18): their homes, with the term's figures. */
export const institutionDashboardsFeature = defineFeature({
	homes: {
		ROLE_COLLEGE: lazyScreen(screens.college, "CollegeDashboardScreen"),
		ROLE_DEPARTMENT: lazyScreen(screens.department, "DepartmentDashboardScreen"),
		ROLE_PRINCIPAL: lazyScreen(screens.principal, "PrincipalDashboardScreen"),
		ROLE_MENTOR: lazyScreen(screens.mentor, "MentorDashboardScreen"),
	},
	routes: {
		ROLE_COLLEGE: [
			{
				path: paths.collegeStudents,
				element: lazyScreen(screens.students, "StudentsScreen", { scope: "college" as const }),
			},
			{
				path: paths.collegeStudentImport,
				element: lazyScreen(screens.studentImport, "StudentImportScreen", { scope: "college" as const }),
			},
			{ path: paths.collegeDebugRollNumber, element: debugRollNumber },
			{ path: paths.collegeGrowth, element: growth },
			{
				path: paths.collegeAcademicStructure,
				element: lazyScreen(screens.academicStructure, "AcademicStructureScreen"),
			},
			{ path: paths.collegeTestCalendar, element: testCalendar },
		],
		ROLE_DEPARTMENT: [
			{
				path: paths.departmentStudents,
				element: lazyScreen(screens.students, "StudentsScreen", { scope: "department" as const }),
			},
			{
				path: paths.departmentStudentImport,
				element: lazyScreen(screens.studentImport, "StudentImportScreen", { scope: "department" as const }),
			},
			{ path: paths.departmentDebugRollNumber, element: debugRollNumber },
			{ path: paths.departmentMentors, element: lazyScreen(screens.mentorMapping, "MentorMappingScreen") },
			{ path: paths.departmentGrowth, element: growth },
			{
				path: paths.departmentPromote,
				element: lazyScreen(screens.departmentPromote, "DepartmentPromoteScreen"),
			},
			{ path: paths.departmentTestCalendar, element: testCalendar },
		],
		ROLE_PRINCIPAL: [{ path: paths.principalGrowth, element: growth }],
		ROLE_ADMIN: [{ path: paths.debugRollNumber, element: debugRollNumber }],
		ROLE_MENTOR: [
			{ path: paths.mentee.pattern, element: lazyScreen(screens.mentee, "MenteeScreen") },
			{ path: paths.mentorSessions, element: lazyScreen(screens.sessions, "MySessionsScreen") },
			{
				path: paths.mentorGrowth,
				element: lazyScreen(screens.growth, "GrowthScreen", { menteeLinks: true }),
			},
		],
	},
	nav: {
		ROLE_COLLEGE: [
			{ label: "Students", to: paths.collegeStudents },
			{ label: "Departments and years", to: paths.collegeAcademicStructure },
			{ label: "Growth across tests", to: paths.collegeGrowth },
			{ label: "Test calendar", to: paths.collegeTestCalendar },
			{ label: "Look up a roll number", to: paths.collegeDebugRollNumber },
		],
		ROLE_DEPARTMENT: [
			{ label: "Students", to: paths.departmentStudents },
			{ label: "Growth across tests", to: paths.departmentGrowth },
			{ label: "Test calendar", to: paths.departmentTestCalendar },
			{ label: "Mentor mapping", to: paths.departmentMentors },
			{ label: "Sections and promotion", to: paths.departmentPromote },
			{ label: "Look up a roll number", to: paths.departmentDebugRollNumber },
		],
		ROLE_PRINCIPAL: [{ label: "Growth across tests", to: paths.principalGrowth }],
		ROLE_ADMIN: [{ label: "Look up a roll number", to: paths.debugRollNumber }],
		ROLE_MENTOR: [
			{ label: "My sessions", to: paths.mentorSessions },
			{ label: "Mentees' growth", to: paths.mentorGrowth },
		],
	},
});
