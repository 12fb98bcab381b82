import { DEFAULT_TIER_POLICY, exclusionsOf, policyBlock, tierOf } from "@unnati/contracts/placements";
import type { Db } from "../../platform/db/database";
import { createOrganization, organizationByName } from "../organizations";
import { type Answer, PAST_DRIVES, PAST_OUTCOMES } from "./seed-past-data";
import { randomFor } from "./seed-random";
import { populationOf } from "./service";
import {
	placementApplications,
	placementDrives,
	placementOffers,
	placementOutcomes,
	placementRoundResults,
} from "./tables";

// The demo college's previous season (the 2025 batch, roll numbers 21…), complete, so every placement
// report shows real shapes: twelve companies from mass recruiters (₹3.5-4.5 lakh) to product firms
// (₹8-11 lakh) and one Super Dream (₹14 lakh), each drive's applicants (the eligible students of the
// batch, less a few who did not apply), their round-by-round results, the offers and the students'
// answers under the college's default tier policy (one accepted offer; a higher tier may replace it),
// and the students who went on to higher studies or a venture of their own. Who got which offer is
// written out in seed-past-data.ts; everyone else who applied was not selected at one of the rounds.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

async function companyId(db: Db, name: string, city: string) {
	return (await organizationByName(db, name))?.id ?? (await createOrganization(db, { name, city })).id;
}

/**
 * Writes the previous season's drives, applications, round results, offers and outcomes for the
 * demo college. Throws if seed-past-data.ts offers a place to a student the drive's rules or the tier
 * policy would have kept out, so a change to the demo's marks cannot make an impossible history.
 */
export async function seedPastSeason(
	db: Db,
	{ institutionId, seasonId, now }: { institutionId: string; seasonId: string; now: Date },
): Promise<void> {
	const population = (await populationOf(db, institutionId)).filter((s) => s.record?.batch === 2025);
	const byRoll = new Map(population.map((s) => [s.rollNo, s]));
	// A demo without the 2025 batch's students gets no previous season's history.
	const named = [
		...PAST_DRIVES.flatMap((d) => d.offers.map(([roll]) => roll)),
		...PAST_OUTCOMES.map((o) => o.rollNo),
	];
	if (!named.every((roll) => byRoll.has(roll))) return;
	const withOutcome = new Set(PAST_OUTCOMES.map((o) => o.rollNo));
	/** Each student's accepted offers as the tier policy weighs them, as the season goes on. */
	const accepted = new Map<string, { companyName: string; tierRank: number; tierName: string }[]>();
	const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * HOUR);

	for (const drive of PAST_DRIVES) {
		const tier = tierOf(DEFAULT_TIER_POLICY, drive.fixed + drive.variable);
		const [row] = await db
			.insert(placementDrives)
			.values({
				seasonId,
				institutionId,
				organizationId: await companyId(db, drive.company, drive.city),
				title: drive.title,
				roles: [drive.title],
				ctcFixedInr: drive.fixed,
				ctcVariableInr: drive.variable,
				location: drive.location,
				bondMonths: drive.bondMonths,
				bondDetails: drive.bondDetails,
				description: drive.description,
				applicationDeadline: at(drive.daysAgo + 4),
				driveDate: at(drive.daysAgo),
				rounds: drive.rounds,
				rules: drive.rules,
				createdAt: at(drive.daysAgo + 20),
			})
			.returning({ id: placementDrives.id });
		const driveId = row?.id as string;
		const offered = new Map(drive.offers);
		for (const roll of offered.keys()) {
			const student = byRoll.get(roll) as (typeof population)[number];
			const reasons = [
				...exclusionsOf(drive.rules, student).map((e) => e.message),
				policyBlock(DEFAULT_TIER_POLICY, accepted.get(roll) ?? [], tier),
			].filter(Boolean);
			if (reasons.length > 0) throw new Error(`${drive.company} cannot select ${roll}: ${reasons.join(" ")}`);
		}
		// Applicants: the eligible students of the batch whom the policy lets in, less about one in five
		// who chose not to apply, and less those preparing for higher studies or their own venture.
		const applicants = population.filter((s) => {
			if (offered.has(s.rollNo)) return true;
			if (withOutcome.has(s.rollNo) || exclusionsOf(drive.rules, s).length > 0) return false;
			if (policyBlock(DEFAULT_TIER_POLICY, accepted.get(s.rollNo) ?? [], tier)) return false;
			return randomFor(`${s.rollNo}/${drive.company}`)() >= 0.2;
		});
		const last = drive.rounds.length - 1;
		/** Where each applicant who was not selected went out: most at the first round. */
		const outAt = (rollNo: string) => {
			const r = randomFor(`${rollNo}/${drive.company}/rounds`)();
			return Math.min(last, r < 0.55 ? 0 : r < 0.85 ? 1 : 2);
		};
		const applications = await db
			.insert(placementApplications)
			.values(
				applicants.map((s) => ({
					driveId,
					studentId: s.id,
					resumeTitle: "Campus resume",
					status: offered.has(s.rollNo) ? ("selected" as const) : ("rejected" as const),
					currentRound: offered.has(s.rollNo) ? last : outAt(s.rollNo),
					appliedAt: at(drive.daysAgo + 8, randomFor(s.rollNo)() * 72),
					updatedAt: at(drive.daysAgo - 1),
				})),
			)
			.returning();
		const rollOf = new Map(applicants.map((s) => [s.id, s.rollNo]));
		await db.insert(placementRoundResults).values(
			applications.flatMap((application) => {
				const rollNo = rollOf.get(application.studentId) ?? "";
				const reached = application.currentRound;
				const selected = application.status === "selected";
				return drive.rounds.slice(0, reached + 1).map((round, i) => {
					const failed = !selected && i === reached;
					const absent = failed && i === 0 && randomFor(`${rollNo}/${drive.company}/absent`)() < 0.1;
					const interview = round.kind.endsWith("interview") || round.kind === "group_discussion";
					return {
						applicationId: application.id,
						driveId,
						roundIndex: i,
						result: absent ? ("absent" as const) : failed ? ("fail" as const) : ("pass" as const),
						scheduledAt: interview ? at(drive.daysAgo, 9 + i * 3) : null,
						venue: interview ? "Training and Placement Cell, Seminar Hall 2" : null,
						recordedAt: at(drive.daysAgo, 12 + i * 3),
					};
				});
			}),
		);
		// The offers, two days after the drive; answers within the week.
		const offers = applications.filter((a) => a.status === "selected");
		await db.insert(placementOffers).values(
			offers.map((application, i) => {
				const rollNo = rollOf.get(application.studentId) ?? "";
				const answer = offered.get(rollNo) as Answer;
				return {
					applicationId: application.id,
					driveId,
					studentId: application.studentId,
					institutionId,
					role: drive.title,
					ctcFixedInr: drive.fixed,
					ctcVariableInr: drive.variable,
					tierName: tier.name,
					tierRank: tier.rank,
					joiningDate: at(20).toISOString().slice(0, 10),
					respondBy: at(drive.daysAgo - 9),
					status: answer,
					decidedAt: at(drive.daysAgo - 3 - (i % 4)),
					createdAt: at(drive.daysAgo - 2),
				};
			}),
		);
		// A released offer was held (accepted) until the higher one replaced it.
		for (const [rollNo, answer] of drive.offers)
			if (answer !== "declined")
				accepted.set(rollNo, [
					...(accepted.get(rollNo) ?? []),
					{ companyName: drive.company, tierRank: tier.rank, tierName: tier.name },
				]);
	}
	await db.insert(placementOutcomes).values(
		PAST_OUTCOMES.flatMap((outcome) => {
			const student = byRoll.get(outcome.rollNo);
			if (!student) return [];
			return [
				{
					studentId: student.id,
					institutionId,
					batch: 2025,
					kind: outcome.kind,
					detail: outcome.detail,
					confirmedOn: at(outcome.daysAgo).toISOString().slice(0, 10),
					recordedAt: at(outcome.daysAgo - 2),
				},
			];
		}),
	);
}
