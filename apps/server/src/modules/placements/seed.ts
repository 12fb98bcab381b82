import { type EligibilityRules, OPEN_RULES, type PlannedRound } from "@unnati/contracts/placements";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { findStudentByRollNo, studentsOfInstitution } from "../accounts";
import { createOrganization, organizationByName } from "../organizations";
import { seedPastSeason } from "./seed-past-season";
import { randomFor } from "./seed-random";
import { placementDrives, placementSeasons, studentAcademicRecords } from "./tables";

/** The demo student the jobs board is shown with (README's student login). */
export const DEMO_PLACEMENT_ROLL_NO = "22CSE001";

const DAY = 24 * 60 * 60 * 1000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Believable marks for a student of an Indian engineering college: CGPA mostly 6 to 9, boards in the
 * 70s to 90s, about one in twelve a lateral-entry diploma holder, a few with backlogs or a gap year.
 */
export function demoRecord(rollNo: string) {
	const random = randomFor(rollNo);
	const bell = () => (random() + random() + random()) / 3;
	const cgpa = round2(Math.min(9.72, Math.max(5.21, 5.4 + bell() * 4.2)));
	const tenthPercent = round2(Math.min(98.4, 62 + bell() * 36 + (cgpa - 7) * 3));
	const lateral = random() < 0.08;
	const twelfthPercent = lateral ? null : round2(Math.min(97.2, 55 + bell() * 40 + (cgpa - 7) * 3));
	const diplomaPercent = lateral ? round2(62 + bell() * 28) : null;
	const b = random();
	const activeBacklogs = cgpa < 6.6 && b < 0.5 ? 1 + Math.floor(random() * 3) : b < 0.06 ? 1 : 0;
	const pastBacklogs = activeBacklogs + (cgpa < 7.4 && random() < 0.3 ? 1 + Math.floor(random() * 2) : 0);
	const g = random();
	const gapYears = g < 0.9 ? 0 : g < 0.98 ? 1 : 2;
	return { cgpa, tenthPercent, twelfthPercent, diplomaPercent, activeBacklogs, pastBacklogs, gapYears };
}

/** "22CSE001" joined in 2022 and passes out in 2026. */
const batchOf = (rollNo: string) => 2000 + Number(rollNo.slice(0, 2)) + 4;

const rules = (partial: Partial<EligibilityRules>): EligibilityRules => ({ ...OPEN_RULES, ...partial });
const rounds = (...list: [PlannedRound["kind"], string][]): PlannedRound[] =>
	list.map(([kind, name]) => ({ kind, name }));

type DemoDrive = {
	company: string;
	city: string;
	title: string;
	roles: string[];
	fixed: number;
	variable: number;
	location: string;
	bondMonths: number | null;
	bondDetails: string | null;
	description: string;
	/** Days from now: negative is in the past. */
	deadlineInDays: number;
	driveInDays: number;
	rounds: PlannedRound[];
	rules: EligibilityRules;
};

const LIVE_DRIVES: DemoDrive[] = [
	{
		company: "Kaveri Infotech Solutions",
		city: "Bengaluru",
		title: "Graduate Software Engineer",
		roles: ["Graduate Software Engineer"],
		fixed: 650_000,
		variable: 50_000,
		location: "Bengaluru (hybrid, 3 days in office)",
		bondMonths: null,
		bondDetails: null,
		description:
			"Kaveri Infotech builds order-management and billing software for mid-sized retailers across South India. Graduate Software Engineers join a product squad after a six-week induction on Java, Spring Boot, PostgreSQL and React, and ship to production within their first quarter.\n\nYou will write and review code, fix customer-reported defects, and take part in on-call once you are comfortable.\n\nWe look for clear fundamentals in data structures, SQL and object-oriented design more than for any one framework.",
		deadlineInDays: 10,
		driveInDays: 14,
		rounds: rounds(
			["aptitude", "Online aptitude and coding test"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({
			batch: 2026,
			branches: ["CSE", "ECE"],
			minCgpa: 7,
			minTenthPercent: 60,
			minTwelfthPercent: 60,
			minDiplomaPercent: 60,
			maxActiveBacklogs: 0,
			maxGapYears: 1,
		}),
	},
	{
		company: "Deccan Analytics Labs",
		city: "Hyderabad",
		title: "Data Engineer Trainee",
		roles: ["Data Engineer Trainee", "Analytics Engineer Trainee"],
		fixed: 900_000,
		variable: 100_000,
		location: "Hyderabad",
		bondMonths: null,
		bondDetails: null,
		description:
			"Deccan Analytics Labs runs data platforms for insurance and healthcare clients. Trainees spend three months learning Python, Spark and Airflow on real pipelines, then join a client pod building batch and streaming jobs.\n\nStrong SQL and a habit of checking numbers against their source matter more here than tools.",
		deadlineInDays: 7,
		driveInDays: 12,
		rounds: rounds(
			["coding", "Online coding test (SQL and Python)"],
			["technical_interview", "Technical interview 1"],
			["technical_interview", "Technical interview 2"],
			["hr_interview", "HR interview"],
		),
		rules: rules({
			batch: 2026,
			branches: ["CSE"],
			minCgpa: 8.5,
			minTenthPercent: 75,
			minTwelfthPercent: 75,
			minDiplomaPercent: 75,
			maxActiveBacklogs: 0,
			maxPastBacklogs: 0,
			maxGapYears: 0,
			placedPolicy: "exclude_placed",
		}),
	},
	{
		company: "Sahyadri Motors",
		city: "Pune",
		title: "Graduate Engineer Trainee - Manufacturing",
		roles: ["Graduate Engineer Trainee"],
		fixed: 420_000,
		variable: 30_000,
		location: "Chakan plant, Pune",
		bondMonths: 24,
		bondDetails:
			"Service agreement of 24 months; ₹1,50,000 payable if you leave earlier, reduced month by month.",
		description:
			"Sahyadri Motors makes light commercial vehicles at its Chakan plant. Graduate Engineer Trainees rotate through the press shop, weld shop and assembly for a year before a placement in production engineering, quality or maintenance.\n\nShift work is part of the role during the rotation.",
		deadlineInDays: 12,
		driveInDays: 18,
		rounds: rounds(
			["aptitude", "Written test (aptitude and mechanical basics)"],
			["group_discussion", "Group discussion"],
			["technical_interview", "Technical and HR interview"],
		),
		rules: rules({
			batch: 2026,
			branches: ["ME"],
			minCgpa: 6.5,
			minTenthPercent: 60,
			minTwelfthPercent: 60,
			minDiplomaPercent: 60,
			maxActiveBacklogs: 1,
			maxGapYears: 1,
		}),
	},
	{
		company: "Coromandel Power Systems",
		city: "Chennai",
		title: "Embedded Systems Engineer",
		roles: ["Embedded Systems Engineer", "Firmware Test Engineer"],
		fixed: 540_000,
		variable: 60_000,
		location: "Chennai (Guindy)",
		bondMonths: 12,
		bondDetails: "12-month service agreement covering the paid training; no amount is deducted from salary.",
		description:
			"Coromandel Power Systems designs controllers for solar inverters and battery storage. Engineers write C firmware for ARM Cortex-M microcontrollers, bring up new boards in the lab and automate hardware-in-the-loop tests.",
		deadlineInDays: 15,
		driveInDays: 20,
		rounds: rounds(
			["aptitude", "Online test (aptitude, C and digital electronics)"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({
			batch: 2026,
			branches: ["ECE", "CSE"],
			minCgpa: 6.5,
			minTenthPercent: 60,
			minTwelfthPercent: 60,
			minDiplomaPercent: 60,
			maxActiveBacklogs: 1,
			maxGapYears: 2,
		}),
	},
	{
		company: "Nilgiri Cloud Services",
		city: "Coimbatore",
		title: "Associate Cloud Engineer",
		roles: ["Associate Cloud Engineer"],
		fixed: 360_000,
		variable: 40_000,
		location: "Coimbatore or Kochi",
		bondMonths: null,
		bondDetails: null,
		description:
			"Nilgiri Cloud Services manages Linux servers, networks and cloud accounts for small businesses. Associates learn Linux administration, networking and AWS on the job, earn a cloud certification in their first year, and work in rotating support shifts.",
		deadlineInDays: 20,
		driveInDays: 25,
		rounds: rounds(["aptitude", "Online aptitude test"], ["hr_interview", "Interview"]),
		rules: rules({
			batch: 2026,
			minCgpa: 6,
			minTenthPercent: 55,
			minTwelfthPercent: 55,
			minDiplomaPercent: 55,
			maxActiveBacklogs: 2,
		}),
	},
];

async function companyId(db: Db, name: string, city: string) {
	return (await organizationByName(db, name))?.id ?? (await createOrganization(db, { name, city })).id;
}

/**
 * The demo college's academic records, seasons for the 2025 and 2026 batches, the live drives of 2026
 * and the whole of the 2025 batch's season (seed-past-season.ts).
 */
export async function seedDemoPlacements({ db, clock }: { db: Db; clock: Clock }): Promise<void> {
	const demo = await findStudentByRollNo(db, DEMO_PLACEMENT_ROLL_NO);
	if (!demo?.institutionId) return;
	const institutionId = demo.institutionId;
	const now = clock();
	const students = await studentsOfInstitution(db, institutionId);
	await db.insert(studentAcademicRecords).values(
		students
			.filter((s) => s.rollNo && /^\d\d[A-Z]+\d+$/.test(s.rollNo))
			.map((s) => {
				const rollNo = s.rollNo as string;
				const record =
					rollNo === DEMO_PLACEMENT_ROLL_NO
						? // Matches the CGPA on 22CSE001's demo resume.
							{
								cgpa: 8.46,
								tenthPercent: 92.4,
								twelfthPercent: 88.6,
								diplomaPercent: null,
								activeBacklogs: 0,
								pastBacklogs: 0,
								gapYears: 0,
							}
						: demoRecord(rollNo);
				return { studentId: s.id, institutionId, batch: batchOf(rollNo), ...record, updatedAt: now };
			}),
	);
	const [current, previous] = await db
		.insert(placementSeasons)
		.values([
			{ institutionId, batch: 2026, name: "Campus placements 2025-26 (2026 batch)" },
			{ institutionId, batch: 2025, name: "Campus placements 2024-25 (2025 batch)" },
		])
		.returning();
	if (!current || !previous) return;
	const insertDrive = async (drive: DemoDrive, seasonId: string) => {
		const [row] = await db
			.insert(placementDrives)
			.values({
				seasonId,
				institutionId,
				organizationId: await companyId(db, drive.company, drive.city),
				title: drive.title,
				roles: drive.roles,
				ctcFixedInr: drive.fixed,
				ctcVariableInr: drive.variable,
				location: drive.location,
				bondMonths: drive.bondMonths,
				bondDetails: drive.bondDetails,
				description: drive.description,
				applicationDeadline: new Date(now.getTime() + drive.deadlineInDays * DAY),
				driveDate: new Date(now.getTime() + drive.driveInDays * DAY),
				rounds: drive.rounds,
				rules: drive.rules,
				createdAt: new Date(now.getTime() + (drive.deadlineInDays - 21) * DAY),
			})
			.returning({ id: placementDrives.id });
		return row?.id as string;
	};
	for (const drive of LIVE_DRIVES) await insertDrive(drive, current.id);
	// Last season, complete: twelve companies, their rounds, offers and answers, and outcomes.
	await seedPastSeason(db, { institutionId, seasonId: previous.id, now });
}
