import type { CaseDetail, CounsellingOverview, MyCounselling } from "@unnati/contracts/counselling";

/** A mentor's referral nobody has taken yet, with one note and no shared psychometric report. */
export const caseDetailData: CaseDetail = {
	id: "c1",
	status: "open",
	source: "mentor",
	reason: "Wants to move from mechanical to software through the Full Stack journey.",
	createdAt: "2026-03-01T05:00:00.000Z",
	closedAt: null,
	student: {
		id: "s1",
		name: "Rohan Kulkarni",
		rollNo: "21ME005",
		deptCode: "ME",
		deptName: "Mechanical Engineering",
		year: 4,
		section: "A",
		email: "21me005@students.dit.example.org",
		mentor: { id: "m1", name: "Prof. Sunil Rao" },
	},
	counselor: null,
	referredBy: { id: "m1", name: "Prof. Sunil Rao" },
	nextFollowUpOn: "2026-03-05",
	notes: [
		{
			id: "n1",
			body: "Recommended the Full Stack journey with one deployed project.",
			authorName: "Shalini Bose",
			createdAt: "2026-03-02T06:00:00.000Z",
			followUpOn: "2026-03-05",
			followUpDone: null,
		},
	],
	recommendations: { journeys: [], careerPaths: [] },
	psychometric: [],
};

export const overviewData: CounsellingOverview = {
	today: "2026-03-10",
	counts: { open: 5, unassigned: 2, mine: 3, followUpsDue: 1, overdue: 1, closedLast30Days: 1 },
	followUpsDue: [
		{
			noteId: "n1",
			caseId: "c1",
			followUpOn: "2026-03-05",
			overdue: true,
			student: { id: "s1", name: "Rohan Kulkarni", rollNo: "21ME005", deptCode: "ME", year: 4, section: "A" },
			counselor: { id: "u-9", name: "Shalini Bose" },
			note: "Recommended the Full Stack journey with one deployed project.",
		},
	],
	unassigned: [
		{
			id: "c2",
			status: "open",
			source: "self",
			reason: "I freeze in the aptitude round.",
			createdAt: "2026-03-09T05:00:00.000Z",
			closedAt: null,
			student: { id: "s2", name: "Meera Iyer", rollNo: "22ECE002", deptCode: "ECE", year: 3, section: "A" },
			counselor: null,
			referredBy: null,
			nextFollowUpOn: null,
		},
	],
};

export const noCounselling: MyCounselling = { current: null, past: [] };
