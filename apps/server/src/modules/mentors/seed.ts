import type { OfficeHour } from "@unnati/contracts/mentors";
import type { Db } from "../../platform/db/database";
import type { ModuleSeed } from "../../platform/module";
import { studentsByIds, userById } from "../accounts";
import { describePlacement } from "../institutions";
import { mentorAssignments, mentorMeetings, mentorNotes, mentorProfiles } from "./tables";

const DAY = 86_400_000;

/** What demo mentors wrote after meeting their first mentees: Unnati's own words, for Indian campuses. */
const MEETINGS = [
	{
		summary:
			"Went through the Aptitude Practice Test 1 paper together; time and work and percentages cost the most marks.",
		nextSteps: "Twenty aptitude questions on alternate days; we meet again after the Data Structures Quiz.",
	},
	{
		summary:
			"Talked about the placement season: which companies visit in January and what their online tests ask.",
		nextSteps: "Finish the resume draft on Unnati and share it for comments by Friday.",
	},
];
const NOTES = [
	"Quiet in class but asks good questions one to one. Prefers meeting after the lab on Thursdays.",
	"Missed two weeks in October for a family function in Nagpur; catching up on data structures.",
	"Interested in embedded systems internships; suggested the Cybersecurity Essentials course alongside.",
];

/**
 * The demo's mentoring: every mentor has met their first mentee once and keeps notes on their first
 * two, so /mentordashboard and /mentor/my-sessions show real shapes on a first start.
 */
export const seedMentoring: ModuleSeed = async ({ db, clock }) => {
	const now = clock().getTime();
	const pairs = await db
		.select({ mentorId: mentorAssignments.mentorId, studentId: mentorAssignments.studentId })
		.from(mentorAssignments);
	const byMentor = new Map<string, string[]>();
	for (const p of pairs) byMentor.set(p.mentorId, [...(byMentor.get(p.mentorId) ?? []), p.studentId]);
	const meetings: (typeof mentorMeetings.$inferInsert)[] = [];
	const notes: (typeof mentorNotes.$inferInsert)[] = [];
	let n = 0;
	for (const [mentorId, studentIds] of byMentor) {
		const first = (await studentsByIds(db, studentIds)).slice(0, 2);
		first.forEach((student, i) => {
			const meeting = MEETINGS[(n + i) % MEETINGS.length];
			if (i === 0 && meeting)
				meetings.push({
					mentorId,
					studentId: student.id,
					heldAt: new Date(now - (3 + (n % 5)) * DAY),
					durationMinutes: 30,
					mode: n % 2 === 0 ? "in_person" : "online",
					summary: meeting.summary,
					nextSteps: meeting.nextSteps,
				});
			notes.push({
				mentorId,
				studentId: student.id,
				body: NOTES[(n + i) % NOTES.length] ?? "",
				createdAt: new Date(now - (2 + i) * DAY),
			});
		});
		n++;
	}
	if (meetings.length > 0) await db.insert(mentorMeetings).values(meetings);
	if (notes.length > 0) await db.insert(mentorNotes).values(notes);
	await seedProfiles(db, [...byMentor.keys()], clock());
};

/** What each department's mentors teach and help with, and where their office hours are held. */
const DEPARTMENT_PROFILES: Record<
	string,
	{ teaches: string; expertise: string[]; room: string; days: [OfficeHour["day"], OfficeHour["day"]] }
> = {
	CSE: {
		teaches: "data structures, DBMS and operating systems",
		expertise: [
			"Data structures and algorithms",
			"DBMS and SQL",
			"Operating systems",
			"GATE CSE preparation",
			"Placement aptitude",
		],
		room: "Faculty room 2, CSE block, second floor",
		days: ["Tue", "Thu"],
	},
	ECE: {
		teaches: "digital electronics, microcontrollers and signals and systems",
		expertise: [
			"Digital electronics",
			"Embedded systems with ESP32 and STM32",
			"Signals and systems",
			"VLSI basics",
			"GATE ECE preparation",
		],
		room: "Embedded systems lab, ECE block",
		days: ["Mon", "Wed"],
	},
	ME: {
		teaches: "thermodynamics, manufacturing processes and machine design",
		expertise: [
			"Thermodynamics",
			"CAD with SolidWorks",
			"Manufacturing processes",
			"Core company interviews",
			"GATE ME preparation",
		],
		room: "Staff room, Mechanical block, ground floor",
		days: ["Wed", "Fri"],
	},
};

const BIO_ENDINGS = [
	"Come with your doubts from class, a resume to review or a plan for the placement season: no appointment is needed in office hours.",
	"I keep these hours for my mentees first. If they clash with your lab, tell me after class and we will find another time.",
	"If you are falling behind after an illness or a family function at home, tell me early: we will make a plan to catch up together.",
];

/** Every demo mentor has a profile, so /mentor/profile/{id} and the student's "Your mentor" are real. */
async function seedProfiles(db: Db, mentorIds: string[], now: Date): Promise<void> {
	const rows: (typeof mentorProfiles.$inferInsert)[] = [];
	for (const [i, mentorId] of mentorIds.entries()) {
		const mentor = await userById(db, mentorId);
		if (!mentor) continue;
		const { deptName } = await describePlacement(db, mentor.institutionId, mentor.departmentId);
		const dept = DEPARTMENT_PROFILES[deptName ?? ""];
		if (!dept) continue;
		const [first, second] = dept.days;
		rows.push({
			mentorId,
			bio: `I teach ${dept.teaches} in the ${deptName} department and mentor one batch from its first year to placements. ${BIO_ENDINGS[i % BIO_ENDINGS.length]}`,
			expertise: dept.expertise.slice(0, 3 + (i % 3)),
			officeHours: [
				{ day: first, start: "16:00", end: "17:15", place: dept.room },
				{ day: second, start: "16:00", end: "17:15", place: dept.room },
			],
			updatedAt: new Date(now.getTime() - (5 + (i % 20)) * DAY),
		});
	}
	if (rows.length > 0) await db.insert(mentorProfiles).values(rows);
}
