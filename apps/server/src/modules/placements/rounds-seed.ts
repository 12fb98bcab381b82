import { evaluateMany } from "@unnati/contracts/placements";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { organizationByName } from "../organizations";
import { DEMO_PLACEMENT_ROLL_NO } from "./seed";
import { populationOf } from "./service";
import { placementApplications, placementDrives, placementRoundResults } from "./tables";

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Round 0's results for the demo applicants, in roll-number order: a test with a spread of outcomes. */
const TEST_OUTCOMES = [
	{ result: "pass", score: 81 },
	{ result: "pass", score: 74 },
	{ result: "fail", score: 48 },
	{ result: "pass", score: 69 },
	{ result: "absent", score: null },
	{ result: "pass", score: 77 },
	{ result: "fail", score: 52 },
] as const;

/**
 * The live Kaveri Infotech drive with its online test done: a few eligible 22CSE students applied,
 * sat the test (marked from the test centre's sheet, so with no exam of its own here), and the round
 * was moved on: those who passed are in the technical interview with slots, the others not selected.
 * 22CSE001 is left out: it is the student who applies in the walk-through (and the end-to-end tests).
 */
export async function seedDemoRounds({ db, clock }: { db: Db; clock: Clock }): Promise<void> {
	const company = await organizationByName(db, "Kaveri Infotech Solutions");
	if (!company) return;
	const [drive] = await db
		.select()
		.from(placementDrives)
		.where(
			and(
				eq(placementDrives.organizationId, company.id),
				eq(placementDrives.title, "Graduate Software Engineer"),
			),
		);
	if (!drive || drive.rounds.length < 2) return;
	const now = clock();
	const applicants = evaluateMany(drive.rules, await populationOf(db, drive.institutionId))
		.results.filter(
			({ student, exclusions }) =>
				exclusions.length === 0 &&
				/^22CSE\d+$/.test(student.rollNo) &&
				student.rollNo !== DEMO_PLACEMENT_ROLL_NO,
		)
		.map(({ student }) => student)
		.sort((a, b) => a.rollNo.localeCompare(b.rollNo))
		.slice(0, TEST_OUTCOMES.length);
	if (applicants.length === 0) return;
	const testDay = new Date(now.getTime() - 2 * DAY);
	const applications = await db
		.insert(placementApplications)
		.values(
			applicants.map((student, i) => {
				const outcome = TEST_OUTCOMES[i] as (typeof TEST_OUTCOMES)[number];
				return {
					driveId: drive.id,
					studentId: student.id,
					resumeTitle: "Campus resume",
					status: outcome.result === "pass" ? ("shortlisted" as const) : ("rejected" as const),
					currentRound: outcome.result === "pass" ? 1 : 0,
					appliedAt: new Date(now.getTime() - (6 - i * 0.25) * DAY),
					updatedAt: new Date(testDay.getTime() + DAY),
				};
			}),
		)
		.returning();
	await db.insert(placementRoundResults).values(
		applications.map((application, i) => {
			const outcome = TEST_OUTCOMES[i] as (typeof TEST_OUTCOMES)[number];
			return {
				applicationId: application.id,
				driveId: drive.id,
				roundIndex: 0,
				result: outcome.result,
				remarks:
					outcome.score === null ? "Did not report at the test centre." : `Test score ${outcome.score} %.`,
				recordedAt: new Date(testDay.getTime() + 6 * 60 * MINUTE),
			};
		}),
	);
	// The technical interviews: 30-minute slots from 10 am IST on the drive's day, one panel.
	const interviewDay = new Date(drive.driveDate);
	interviewDay.setUTCHours(4, 30, 0, 0);
	const passed = applications.filter((a) => a.status === "shortlisted");
	if (passed.length > 0)
		await db.insert(placementRoundResults).values(
			passed.map((application, i) => ({
				applicationId: application.id,
				driveId: drive.id,
				roundIndex: 1,
				scheduledAt: new Date(interviewDay.getTime() + i * 30 * MINUTE),
				panel: "Ms Kavya Rao (Engineering Manager), Mr Arjun Iyer (Senior Engineer)",
				venue: "Placement cell, Room 204",
			})),
		);
}
