import type { ModuleSeed } from "../../platform/module";
import { studentsByIds } from "../accounts";
import { mentorAssignments, mentorMeetings, mentorNotes } from "./tables";

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
};
