import type { CollegeInsights, DepartmentInsights, MenteeDetail } from "@unnati/contracts";

const term = {
	label: "July–December 2026",
	from: "2026-07-01T00:00:00.000Z",
	to: "2027-01-01T00:00:00.000Z",
};

/** The hand-worked college of the server's insights test, as the API answers it. */
export const collegeData: CollegeInsights = {
	collegeName: "Deccan Institute of Technology",
	term,
	totals: { students: 4, scoredAttempts: 5, averagePercentage: 50, passRate: 40, atRisk: 3 },
	departments: [
		{
			id: "d-cse",
			code: "CSE",
			name: "Computer Science and Engineering",
			students: 3,
			scoredAttempts: 5,
			averagePercentage: 50,
			passRate: 40,
			atRisk: 2,
		},
		{
			id: "d-ece",
			code: "ECE",
			name: "Electronics and Communication Engineering",
			students: 1,
			scoredAttempts: 0,
			averagePercentage: null,
			passRate: null,
			atRisk: 1,
		},
	],
	exams: [
		{
			id: "x2",
			title: "DSA Unit Test",
			opensAt: "2026-10-15T04:00:00.000Z",
			closesAt: "2026-10-16T04:00:00.000Z",
			expected: 3,
			scoredAttempts: 2,
			averagePercentage: 50,
			passRate: 50,
		},
	],
	atRisk: [
		{
			id: "s2",
			rollNo: "24CSE002",
			name: "Diya Menon",
			deptCode: "CSE",
			year: 3,
			section: "A",
			reasons: ["Failed DSA Unit Test (0%)"],
		},
		{
			id: "s4",
			rollNo: "25ECE001",
			name: "Meera Iyer",
			deptCode: "ECE",
			year: 2,
			section: "A",
			reasons: ["Missed Mid-term Aptitude"],
		},
	],
	months: [
		{ month: "2026-09", scoredAttempts: 3, averagePercentage: 50, passRate: 33.3 },
		{ month: "2026-10", scoredAttempts: 2, averagePercentage: 50, passRate: 50 },
	],
	terms: [
		{ ...term, label: "January–June 2026", scoredAttempts: 2, averagePercentage: 75, passRate: 50 },
		{ ...term, scoredAttempts: 5, averagePercentage: 50, passRate: 40 },
	],
};

export const departmentData: DepartmentInsights = {
	collegeName: "Deccan Institute of Technology",
	department: { id: "d-cse", code: "CSE", name: "Computer Science and Engineering" },
	term,
	totals: { students: 2, scoredAttempts: 4, averagePercentage: 62.5, passRate: 50, atRisk: 1 },
	cohorts: [
		{
			year: 3,
			section: "A",
			students: 2,
			scoredAttempts: 4,
			averagePercentage: 62.5,
			passRate: 50,
			atRisk: 1,
		},
	],
	students: [
		{
			id: "s1",
			rollNo: "24CSE001",
			name: "Aarav Kulkarni",
			year: 3,
			section: "A",
			scoredAttempts: 2,
			averagePercentage: 100,
			lastExamActivityAt: "2026-10-15T05:10:00.000Z",
			mentorName: "Prof. Sunita Deshpande",
			reasons: [],
		},
		{
			id: "s2",
			rollNo: "24CSE002",
			name: "Diya Menon",
			year: 3,
			section: "A",
			scoredAttempts: 2,
			averagePercentage: 25,
			lastExamActivityAt: null,
			mentorName: null,
			reasons: ["Failed DSA Unit Test (0%)"],
		},
	],
	mentors: [{ id: "m1", name: "Prof. Sunita Deshpande", mentees: 1, atRiskMentees: 0 }],
	unmapped: 1,
};

export const menteeDetailData: MenteeDetail = {
	mentee: {
		id: "s2",
		rollNo: "24CSE002",
		name: "Diya Menon",
		deptCode: "CSE",
		year: 3,
		section: "A",
		scoredAttempts: 2,
		averagePercentage: 25,
		lastExamActivityAt: "2026-10-15T05:10:00.000Z",
		lastMeetingAt: null,
		alerts: ["Failed DSA Unit Test (0%)", "Inactive for 40 days (last exam activity 15 Oct)"],
	},
	exams: [{ title: "DSA Unit Test", submittedAt: "2026-10-15T05:10:00.000Z", percentage: 0, passed: false }],
	notes: [],
	meetings: [],
};
