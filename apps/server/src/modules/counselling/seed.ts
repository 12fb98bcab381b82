import { istDay } from "@unnati/contracts/counselling";
import type { ModuleSeed } from "../../platform/module";
import { findStudentByRollNo, staffOfInstitution, studentByRollNo } from "../accounts";
import { mentorIdOf } from "../mentors";
import { counsellingCases, counsellingNotes } from "./tables";
import { encodeRecommendations } from "./views";

const DAY = 86_400_000;

type DemoNote = {
	daysAgo: number;
	body: string;
	/** Days from today (IST) to the follow-up: 0 due today, negative overdue; absent for none. */
	followUpIn?: number;
	followUpDone?: true;
};

type DemoCase = {
	rollNo: string;
	/** Referred by the student's own faculty mentor, or by the student. */
	source: "mentor" | "self";
	reason: string;
	daysAgo: number;
	/** Taken by the college's counselor; a referral nobody has taken yet otherwise. */
	taken: boolean;
	closedDaysAgo?: number;
	journeys?: string[];
	careerPaths?: string[];
	notes?: DemoNote[];
};

/** The demo's caseload at Demo Institute of Technology: what Indian engineering students bring to a counselor. */
const CASES: DemoCase[] = [
	{
		rollNo: "22CSE001",
		source: "self",
		reason:
			"I want to talk about campus placements vs product companies. I will probably clear the mass recruiters' drives, but I want to aim for product companies and do not know how to prepare alongside the final year.",
		daysAgo: 9,
		taken: true,
		journeys: ["dsa"],
		careerPaths: ["SDE at a product company (off-campus drives and referrals)"],
		notes: [
			{
				daysAgo: 7,
				body: "First session. Sits for the Day 1 service companies as a safety net, but wants product companies. Solves about 120 LeetCode problems, mostly easy. Agreed: sit the campus drives, and in parallel two DSA topics a week from the DSA journey, one mock interview a fortnight.",
				followUpIn: 0,
			},
		],
	},
	{
		rollNo: "22CSE004",
		source: "mentor",
		reason:
			"Strong in core subjects (top 10 in DBMS and OS), unsure whether to write GATE 2026 for an M.Tech at an IIT or take a campus placement. Parents prefer the job; the student leans towards GATE.",
		daysAgo: 14,
		taken: true,
		careerPaths: [
			"GATE CSE, then M.Tech at an IIT or NIT",
			"Campus placement with GATE in the first working year",
		],
		notes: [
			{
				daysAgo: 12,
				body: "Talked through GATE vs M.Tech vs placement: the stipend for M.Tech with a GATE score, PSU recruitment through GATE, and what a two-year gap means for the family. Asked the student to take one full GATE mock paper before deciding.",
				followUpIn: -3,
			},
		],
	},
	{
		rollNo: "21ME005",
		source: "mentor",
		reason:
			"Final-year mechanical student who wants to move to software. Has been learning JavaScript on weekends but is worried core companies are the only ones that will shortlist a mechanical student.",
		daysAgo: 20,
		taken: true,
		journeys: ["full-stack", "dsa"],
		careerPaths: [
			"Full stack developer via off-campus drives",
			"Open-branch hiring of mass recruiters (TCS, Infosys, Wipro)",
		],
		notes: [
			{
				daysAgo: 18,
				body: "Switching from mechanical to software is realistic: the mass recruiters hire from every branch, and a portfolio matters more than the degree for startups. Recommended the Full Stack journey with one deployed project by the end of the semester.",
				followUpIn: -6,
			},
			{
				daysAgo: 4,
				body: "Finished the first Full Stack course and built a hostel mess-menu app. Still anxious about explaining the switch in interviews; we practised a two-minute answer.",
				followUpIn: 5,
			},
		],
	},
	{
		rollNo: "22ECE002",
		source: "mentor",
		reason:
			"Does well in technical subjects but panics in the aptitude round of mock tests: freezes on the timed quantitative section and leaves half of it blank. Needs help with test anxiety before the placement season.",
		daysAgo: 1,
		taken: false,
	},
	{
		rollNo: "22ME003",
		source: "mentor",
		reason:
			"Has two backlogs from the second year and is worried they rule out placements. Wants to know which companies and roles are still open to students with active backlogs.",
		daysAgo: 3,
		taken: false,
	},
	{
		rollNo: "21CSE008",
		source: "mentor",
		reason:
			"Considering CAT for an MBA: unsure whether to write it this year or work for two years first. Scored well in the quantitative aptitude practice tests.",
		daysAgo: 40,
		taken: true,
		closedDaysAgo: 10,
		careerPaths: ["Two years as a business analyst, then CAT for an MBA at an IIM"],
		notes: [
			{
				daysAgo: 35,
				body: "Discussed CAT/MBA now vs after work experience: most IIM batches value two to three years of experience, and the placement offer in hand is a business analyst role. Plan: join, write CAT in the second year.",
				followUpIn: -20,
				followUpDone: true,
			},
			{
				daysAgo: 10,
				body: "Accepted the analyst offer and registered for a CAT coaching weekend batch. Closing the case; the student knows to write again any time.",
			},
		],
	},
];

/**
 * The demo's counselling at DIT, so /career-counselor-dashboard shows real shapes on a first start:
 * referrals from the students' own mentors (FAC10xx), one self-referral (22CSE001), two nobody has
 * taken yet, follow-ups due today and overdue, and a closed case. No psychometric report is seeded
 * (the psychometric module has no demo results), so none is shared with the counselor.
 */
export const seedCounselling: ModuleSeed = async ({ db, clock }) => {
	const anchor = await findStudentByRollNo(db, "22CSE001");
	if (!anchor?.institutionId) return;
	const institutionId = anchor.institutionId;
	const [counselor] = await staffOfInstitution(db, institutionId, ["ROLE_CAREER_COUNSELOR"]);
	if (!counselor) return;
	const now = clock().getTime();
	const today = Date.parse(`${istDay(clock())}T00:00:00Z`);
	const dayFromToday = (days: number) => new Date(today + days * DAY).toISOString().slice(0, 10);
	for (const demo of CASES) {
		const student = await studentByRollNo(db, institutionId, demo.rollNo);
		if (!student) continue;
		const mentorId = demo.source === "mentor" ? await mentorIdOf(db, student.id) : null;
		if (demo.source === "mentor" && !mentorId) continue;
		const [row] = await db
			.insert(counsellingCases)
			.values({
				institutionId,
				studentId: student.id,
				counselorId: demo.taken ? counselor.id : null,
				source: demo.source,
				referredBy: mentorId,
				reason: demo.reason,
				status: demo.closedDaysAgo === undefined ? "open" : "closed",
				recommendations: encodeRecommendations(demo.journeys ?? [], demo.careerPaths ?? []),
				closedAt: demo.closedDaysAgo === undefined ? null : new Date(now - demo.closedDaysAgo * DAY),
				createdAt: new Date(now - demo.daysAgo * DAY),
			})
			.returning({ id: counsellingCases.id });
		if (!row || !demo.notes?.length) continue;
		await db.insert(counsellingNotes).values(
			demo.notes.map((note) => ({
				caseId: row.id,
				authorId: counselor.id,
				body: note.body,
				followUpOn: note.followUpIn === undefined ? null : dayFromToday(note.followUpIn),
				// Done on the day it was due, in the morning (IST).
				followUpDone:
					note.followUpDone && note.followUpIn !== undefined
						? new Date(today + note.followUpIn * DAY + 5 * 3_600_000)
						: null,
				createdAt: new Date(now - note.daysAgo * DAY),
			})),
		);
	}
};
