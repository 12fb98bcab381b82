import type {
	CollegeInsights,
	DepartmentInsights,
	Growth,
	GrowthStudent,
	MenteeDetail,
} from "@unnati/contracts";

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
		readiness: { score: 34, band: "attention" },
	},
	exams: [{ title: "DSA Unit Test", submittedAt: "2026-10-15T05:10:00.000Z", percentage: 0, passed: false }],
	notes: [],
	meetings: [],
};

const student = (
	id: string,
	rollNo: string,
	name: string,
	deptCode: string,
	year: number,
	section: string,
	scores: [string, number][],
	band: GrowthStudent["band"],
): GrowthStudent => {
	const first = scores[0]?.[1] ?? null;
	const latest = scores.at(-1)?.[1] ?? null;
	return {
		id,
		rollNo,
		name,
		deptCode,
		year,
		section,
		scores: scores.map(([examId, percentage]) => ({ examId, percentage })),
		first,
		latest,
		change: scores.length >= 2 && first !== null && latest !== null ? latest - first : null,
		band,
	};
};

const aarav = student(
	"s1",
	"22CSE101",
	"Aarav Kulkarni",
	"CSE",
	3,
	"A",
	[
		["x1", 100],
		["x2", 100],
		["x3", 100],
	],
	"steady",
);
const diya = student(
	"s2",
	"22CSE102",
	"Diya Menon",
	"CSE",
	3,
	"A",
	[
		["x1", 100],
		["x2", 50],
		["x3", 50],
	],
	"slipped",
);
const kabir = student("s3", "22CSE103", "Kabir Rao", "CSE", 3, "B", [["x2", 0]], null);
const meera = student(
	"s4",
	"23ECE101",
	"=Meera Iyer",
	"ECE",
	2,
	"A",
	[
		["x1", 0],
		["x4", 50],
	],
	"leapt",
);

/** The hand-worked college of the server's growth test, as the API answers it (one name starts with "="). */
export const growthData: Growth = {
	collegeName: "Deccan Institute of Technology",
	scope: { label: "Deccan Institute of Technology", departmentId: null, year: null, section: null },
	term: { ...term, which: "current" },
	exams: [
		{
			id: "x1",
			title: "Sep Quiz",
			opensAt: "2026-09-10T04:00:00.000Z",
			sat: 3,
			medianPercentage: 100,
			averagePercentage: 66.7,
		},
		{
			id: "x2",
			title: "Oct Test A",
			opensAt: "2026-09-30T20:00:00.000Z",
			sat: 3,
			medianPercentage: 50,
			averagePercentage: 50,
		},
		{
			id: "x3",
			title: "Oct Test B",
			opensAt: "2026-10-20T04:00:00.000Z",
			sat: 2,
			medianPercentage: 75,
			averagePercentage: 75,
		},
		{
			id: "x4",
			title: "Nov Mock",
			opensAt: "2026-10-31T20:00:00.000Z",
			sat: 1,
			medianPercentage: 50,
			averagePercentage: 50,
		},
	],
	students: [aarav, diya, kabir, meera],
	distribution: [
		{ band: "slipped", label: "Slipped more than 10 points", students: 1 },
		{ band: "steady", label: "Steady (within 10 points)", students: 1 },
		{ band: "improved", label: "Improved 10–20 points", students: 0 },
		{ band: "leapt", label: "Improved more than 20 points", students: 1 },
	],
	summary: { students: 4, tracked: 3, medianChange: 0 },
	improvers: [meera],
	slipped: [diya],
	departments: [
		{ id: "d-cse", code: "CSE", name: "Computer Science and Engineering" },
		{ id: "d-ece", code: "ECE", name: "Electronics and Communication Engineering" },
	],
	cohorts: [
		{ year: 2, section: "A" },
		{ year: 3, section: "A" },
		{ year: 3, section: "B" },
	],
};
