import {
	type BranchRow,
	type CompanyRow,
	CTC_BANDS,
	type CtcStats,
	type NbaBatch,
	type PlacementReport,
	type ReportSeason,
	type TierPolicy,
	tierOf,
} from "@unnati/contracts/placements";
import { and, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds } from "../accounts";
import { departmentsOf, institutionById } from "../institutions";
import { organizationsByIds } from "../organizations";
import { policyOf } from "./offers";
import { reportsPolicy } from "./policy";
import {
	placementApplications,
	placementDrives,
	placementOffers,
	placementOutcomes,
	placementSeasons,
	studentAcademicRecords,
} from "./tables";

/**
 * Placement reports of one passing-out batch (issue 19), computed from the records on every request,
 * never typed in. The definitions, as contracts' REPORT_DEFINITIONS prints them under every figure:
 *
 * - Final-year students: students with an academic record of the batch. Nobody else is counted; an
 *   offer in the season's drives to anyone else is reported as "left out", not counted.
 * - Placed: a final-year student holding at least one accepted offer from a drive of the batch's
 *   season (released and declined offers place nobody).
 * - CTC of a placed student: their best accepted offer (highest total, then highest fixed). Fixed,
 *   variable and total are reported apart (IPRS). Median, average, highest and lowest are over placed
 *   students, one value per student; the median of an even count is the mean of the two middle
 *   values; amounts are whole rupees, rounded half up.
 * - Offers per student: every offer recorded in the season's drives to final-year students, whatever
 *   its answer (pending, accepted, declined, released, lapsed), over students with at least one offer.
 * - NBA placement index per batch: (placed + higher studies + entrepreneurs) / final-year students,
 *   each student counted once; averaged over the batch and up to two earlier batches with seasons
 *   (the note says how many), leaving out batches without final-year students.
 * - NIRF graduation outcome: median total CTC of placed graduates, placed % and higher-studies %.
 * Percentages are to one decimal, ratios to two, each rounded half up from the exact value.
 */

const NO_SEASON = (batch: number) => `Your college has no placement season for the ${batch} batch.`;

/** The reader's college, or a refusal for someone who belongs to none. */
export async function collegeForReports(
	principal: Principal,
	action: "read" | "record" = "read",
): Promise<string> {
	const institutionId = principal.institutionId;
	if (!institutionId) throw new AppError("PLACEMENT_OUT_OF_SCOPE", "You do not belong to a college.");
	await reportsPolicy.authorize(principal, action, { institutionId }, "No such college.");
	return institutionId;
}

// Arithmetic, exported for the tests' own checks.

/** n / d as a percentage to one decimal, rounded half up; null when d is 0. */
export const percentOf = (n: number, d: number): number | null =>
	d === 0 ? null : Math.round((n * 1000) / d) / 10;

/** A ratio to two decimals, rounded half up; null when d is 0. */
export const ratioOf = (n: number, d: number): number | null =>
	d === 0 ? null : Math.round((n * 100) / d) / 100;

/** Median, average, highest and lowest of whole-rupee amounts (at least one). */
export function statsOf(values: readonly number[]): CtcStats {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	const median =
		sorted.length % 2 === 1
			? (sorted[mid] as number)
			: Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
	return {
		median,
		average: Math.round(sorted.reduce((sum, v) => sum + v, 0) / sorted.length),
		highest: sorted.at(-1) as number,
		lowest: sorted[0] as number,
	};
}

// Reading the records.

type OfferLine = {
	studentId: string;
	driveId: string;
	role: string;
	fixed: number;
	variable: number;
	tierName: string;
	tierRank: number;
	status: "pending" | "accepted" | "declined" | "released";
};

/** One final-year student as the report counts them (the CSV lists these). */
export type StudentLine = {
	id: string;
	rollNo: string;
	name: string;
	branch: string | null;
	offers: OfferLine[];
	best: (OfferLine & { company: string }) | null;
	outcome: { kind: "higher_studies" | "entrepreneur"; detail: string } | null;
};

/** Better offer first: higher total, then higher fixed pay. */
const byBest = (a: Pick<OfferLine, "fixed" | "variable">, b: Pick<OfferLine, "fixed" | "variable">) =>
	b.fixed + b.variable - (a.fixed + a.variable) || b.fixed - a.fixed;

export async function seasonOfBatch(db: Db, institutionId: string, batch: number) {
	const [season] = await db
		.select({ id: placementSeasons.id, batch: placementSeasons.batch, name: placementSeasons.name })
		.from(placementSeasons)
		.where(and(eq(placementSeasons.institutionId, institutionId), eq(placementSeasons.batch, batch)));
	if (!season) throw new AppError("NOT_FOUND", NO_SEASON(batch));
	return season;
}

/** The seasons a report can be read for, newest batch first, with their drive and offer counts. */
export async function reportSeasons(db: Db, principal: Principal): Promise<ReportSeason[]> {
	const institutionId = await collegeForReports(principal);
	const [seasons, drives, offers] = await Promise.all([
		db
			.select({ id: placementSeasons.id, batch: placementSeasons.batch, name: placementSeasons.name })
			.from(placementSeasons)
			.where(eq(placementSeasons.institutionId, institutionId))
			.orderBy(desc(placementSeasons.batch)),
		db
			.select({ seasonId: placementDrives.seasonId, n: count() })
			.from(placementDrives)
			.where(eq(placementDrives.institutionId, institutionId))
			.groupBy(placementDrives.seasonId),
		db
			.select({ seasonId: placementDrives.seasonId, n: count() })
			.from(placementOffers)
			.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
			.where(eq(placementDrives.institutionId, institutionId))
			.groupBy(placementDrives.seasonId),
	]);
	const drivesOf = new Map(drives.map((d) => [d.seasonId, d.n]));
	const offersOf = new Map(offers.map((o) => [o.seasonId, o.n]));
	return seasons.map((s) => ({ ...s, drives: drivesOf.get(s.id) ?? 0, offers: offersOf.get(s.id) ?? 0 }));
}

/**
 * Per batch of `batches`: final-year students, placed, higher studies, entrepreneurs and the students
 * the NBA index counts (each once), in one aggregate over the college's records.
 */
async function nbaCounts(db: Db, institutionId: string, batches: readonly number[]) {
	if (batches.length === 0) return new Map<number, Omit<NbaBatch, "seasonName" | "index">>();
	const placed = db
		.selectDistinct({ studentId: placementOffers.studentId, batch: placementSeasons.batch })
		.from(placementOffers)
		.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
		.innerJoin(placementSeasons, eq(placementSeasons.id, placementDrives.seasonId))
		.where(
			and(
				eq(placementSeasons.institutionId, institutionId),
				inArray(placementSeasons.batch, [...batches]),
				eq(placementDrives.institutionId, institutionId),
				eq(placementOffers.status, "accepted"),
			),
		)
		.as("placed");
	const rows = await db
		.select({
			batch: studentAcademicRecords.batch,
			finalYearStudents: sql<number>`count(*)::int`,
			placed: sql<number>`count(${placed.studentId})::int`,
			higherStudies: sql<number>`(count(*) filter (where ${placementOutcomes.kind} = 'higher_studies'))::int`,
			entrepreneurs: sql<number>`(count(*) filter (where ${placementOutcomes.kind} = 'entrepreneur'))::int`,
			counted: sql<number>`(count(*) filter (where ${placed.studentId} is not null or ${placementOutcomes.studentId} is not null))::int`,
		})
		.from(studentAcademicRecords)
		.leftJoin(
			placed,
			and(
				eq(placed.studentId, studentAcademicRecords.studentId),
				eq(placed.batch, studentAcademicRecords.batch),
			),
		)
		.leftJoin(
			placementOutcomes,
			and(
				eq(placementOutcomes.studentId, studentAcademicRecords.studentId),
				eq(placementOutcomes.batch, studentAcademicRecords.batch),
			),
		)
		.where(
			and(
				eq(studentAcademicRecords.institutionId, institutionId),
				inArray(studentAcademicRecords.batch, [...batches]),
			),
		)
		.groupBy(studentAcademicRecords.batch);
	return new Map(rows.map((row) => [row.batch, row]));
}

/** The NBA placement index of the batch and up to two earlier batches with seasons, and their average. */
async function nbaOf(db: Db, institutionId: string, batch: number) {
	const seasons = await db
		.select({ batch: placementSeasons.batch, name: placementSeasons.name })
		.from(placementSeasons)
		.where(and(eq(placementSeasons.institutionId, institutionId), lte(placementSeasons.batch, batch)))
		.orderBy(desc(placementSeasons.batch))
		.limit(3);
	const counts = await nbaCounts(
		db,
		institutionId,
		seasons.map((s) => s.batch),
	);
	const batches: NbaBatch[] = seasons.map((season) => {
		const c = counts.get(season.batch) ?? {
			batch: season.batch,
			finalYearStudents: 0,
			placed: 0,
			higherStudies: 0,
			entrepreneurs: 0,
			counted: 0,
		};
		return { ...c, seasonName: season.name, index: ratioOf(c.counted, c.finalYearStudents) };
	});
	const indexed = batches.filter((b) => b.finalYearStudents > 0);
	// The mean of exact ratios, rounded half up (the nudge keeps 0.775 from reading as 0.77499…).
	const average =
		indexed.length === 0
			? null
			: Math.round(
					(indexed.reduce((sum, b) => sum + b.counted / b.finalYearStudents, 0) / indexed.length) * 100 +
						1e-9,
				) / 100;
	const years = indexed.map((b) => b.batch).join(", ");
	const note =
		indexed.length === 0
			? "No batch has final-year students yet, so there is no index to average."
			: indexed.length === 3
				? `Average of the three batches ${years}.`
				: `Average of ${indexed.length === 1 ? "one batch" : "two batches"} only (${years}): the college has no ${indexed.length === 1 ? "earlier batch" : "third batch"} with a season and final-year students, so this is not yet a three-year average.`;
	return { batches, average, batchesCovered: indexed.length, note };
}

/** Everything one batch's report is computed from, read in a handful of queries. */
async function readBatch(db: Db, institutionId: string, batch: number) {
	const season = await seasonOfBatch(db, institutionId, batch);
	const [college, departments, records, drives, offers, applicants, outcomes, policy] = await Promise.all([
		institutionById(db, institutionId),
		departmentsOf(db, institutionId),
		db
			.select({ studentId: studentAcademicRecords.studentId })
			.from(studentAcademicRecords)
			.where(
				and(eq(studentAcademicRecords.institutionId, institutionId), eq(studentAcademicRecords.batch, batch)),
			),
		db
			.select({
				id: placementDrives.id,
				organizationId: placementDrives.organizationId,
				title: placementDrives.title,
				fixed: placementDrives.ctcFixedInr,
				variable: placementDrives.ctcVariableInr,
				applicationDeadline: placementDrives.applicationDeadline,
			})
			.from(placementDrives)
			.where(and(eq(placementDrives.institutionId, institutionId), eq(placementDrives.seasonId, season.id))),
		db
			.select({
				studentId: placementOffers.studentId,
				driveId: placementOffers.driveId,
				role: placementOffers.role,
				fixed: placementOffers.ctcFixedInr,
				variable: placementOffers.ctcVariableInr,
				tierName: placementOffers.tierName,
				tierRank: placementOffers.tierRank,
				status: placementOffers.status,
				respondBy: placementOffers.respondBy,
			})
			.from(placementOffers)
			.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
			.where(and(eq(placementDrives.institutionId, institutionId), eq(placementDrives.seasonId, season.id))),
		// Applicants who are final-year students of the batch, per drive (withdrawn ones left out).
		db
			.select({ driveId: placementApplications.driveId, n: count() })
			.from(placementApplications)
			.innerJoin(placementDrives, eq(placementDrives.id, placementApplications.driveId))
			.innerJoin(
				studentAcademicRecords,
				and(
					eq(studentAcademicRecords.studentId, placementApplications.studentId),
					eq(studentAcademicRecords.batch, batch),
				),
			)
			.where(
				and(
					eq(placementDrives.institutionId, institutionId),
					eq(placementDrives.seasonId, season.id),
					sql`${placementApplications.status} <> 'withdrawn'`,
				),
			)
			.groupBy(placementApplications.driveId),
		db
			.select({
				studentId: placementOutcomes.studentId,
				kind: placementOutcomes.kind,
				detail: placementOutcomes.detail,
			})
			.from(placementOutcomes)
			.where(and(eq(placementOutcomes.institutionId, institutionId), eq(placementOutcomes.batch, batch))),
		policyOf(db, institutionId),
	]);
	const [students, companies] = await Promise.all([
		studentsByIds(
			db,
			records.map((r) => r.studentId),
		),
		organizationsByIds(
			db,
			drives.map((d) => d.organizationId),
		),
	]);
	return {
		season,
		collegeName: college?.name ?? "",
		departments,
		students,
		drives,
		offers,
		applicants: new Map(applicants.map((a) => [a.driveId, a.n])),
		outcomes,
		companies,
		policy,
	};
}

type BatchData = Awaited<ReturnType<typeof readBatch>>;

/** Every final-year student with their offers, best accepted offer and outcome, in roll-number order. */
function studentLines(data: BatchData): StudentLine[] {
	const codeOf = new Map(data.departments.map((d) => [d.id, d.code]));
	const companyOfDrive = new Map(
		data.drives.map((d) => [d.id, data.companies.get(d.organizationId)?.name ?? ""]),
	);
	const offersOf = new Map<string, OfferLine[]>();
	for (const offer of data.offers)
		offersOf.set(offer.studentId, [...(offersOf.get(offer.studentId) ?? []), offer]);
	const outcomeOf = new Map(data.outcomes.map((o) => [o.studentId, o]));
	return data.students.map((s) => {
		const offers = offersOf.get(s.id) ?? [];
		const best = offers.filter((o) => o.status === "accepted").sort(byBest)[0];
		const outcome = outcomeOf.get(s.id);
		return {
			id: s.id,
			rollNo: s.rollNo ?? "",
			name: s.name,
			branch: s.departmentId ? (codeOf.get(s.departmentId) ?? null) : null,
			offers,
			best: best ? { ...best, company: companyOfDrive.get(best.driveId) ?? "" } : null,
			outcome: outcome ? { kind: outcome.kind, detail: outcome.detail } : null,
		};
	});
}

function ctcOf(placed: readonly StudentLine[]) {
	const best = placed.map((s) => s.best as OfferLine);
	if (best.length === 0) return null;
	return {
		students: best.length,
		fixed: statsOf(best.map((o) => o.fixed)),
		variable: statsOf(best.map((o) => o.variable)),
		total: statsOf(best.map((o) => o.fixed + o.variable)),
	};
}

function branchRows(lines: readonly StudentLine[], departments: BatchData["departments"]): BranchRow[] {
	const known = departments.map((d) => ({ branch: d.code, name: d.name }));
	const groups = [...known, { branch: "Unknown", name: "No department recorded" }];
	return groups.flatMap(({ branch, name }) => {
		const of = lines.filter((s) => (s.branch ?? "Unknown") === branch);
		if (of.length === 0) return [];
		const placed = of.filter((s) => s.best);
		const totals = placed.map((s) => (s.best as OfferLine).fixed + (s.best as OfferLine).variable);
		return [
			{
				branch,
				name,
				finalYearStudents: of.length,
				placed: placed.length,
				placedPercent: percentOf(placed.length, of.length),
				offersMade: of.reduce((sum, s) => sum + s.offers.length, 0),
				higherStudies: of.filter((s) => s.outcome?.kind === "higher_studies").length,
				entrepreneurs: of.filter((s) => s.outcome?.kind === "entrepreneur").length,
				medianCtcInr: totals.length ? statsOf(totals).median : null,
				highestCtcInr: totals.length ? Math.max(...totals) : null,
			},
		];
	});
}

function companyRows(data: BatchData, counted: readonly OfferLine[], policy: TierPolicy): CompanyRow[] {
	const byCompany = new Map<string, BatchData["drives"]>();
	for (const drive of data.drives)
		byCompany.set(drive.organizationId, [...(byCompany.get(drive.organizationId) ?? []), drive]);
	const rows = [...byCompany].map(([organizationId, drives]) => {
		const ids = new Set(drives.map((d) => d.id));
		const offers = counted.filter((o) => ids.has(o.driveId)).sort(byBest);
		const top = offers[0];
		const topDrive = [...drives].sort(byBest)[0] as BatchData["drives"][number];
		const company = data.companies.get(organizationId);
		return {
			company: company?.name ?? "",
			city: company?.city ?? "",
			drives: drives.length,
			roles: [...new Set(offers.length ? offers.map((o) => o.role) : drives.map((d) => d.title))].sort(),
			tierName: top ? top.tierName : tierOf(policy, topDrive.fixed + topDrive.variable).name,
			applicants: drives.reduce((sum, d) => sum + (data.applicants.get(d.id) ?? 0), 0),
			offersMade: offers.length,
			offersAccepted: offers.filter((o) => o.status === "accepted").length,
			ctcFixedInr: top ? top.fixed : topDrive.fixed,
			ctcVariableInr: top ? top.variable : topDrive.variable,
			ctcTotalInr: top ? top.fixed + top.variable : topDrive.fixed + topDrive.variable,
		};
	});
	return rows.sort((a, b) => b.ctcTotalInr - a.ctcTotalInr || a.company.localeCompare(b.company));
}

/** The report's figures from what was read (no database). */
export function reportFrom(
	data: BatchData,
	lines: readonly StudentLine[],
	nba: PlacementReport["nba"],
	now: Date,
): PlacementReport {
	const inBatch = new Set(lines.map((s) => s.id));
	const counted = data.offers.filter((o) => inBatch.has(o.studentId));
	const placed = lines.filter((s) => s.best);
	const withOffers = lines.filter((s) => s.offers.length > 0).length;
	const higherStudies = lines.filter((s) => s.outcome?.kind === "higher_studies").length;
	const ctc = ctcOf(placed);
	const tiers = data.policy.tiers.map((t, rank) => ({ name: t.name, rank }));
	for (const s of placed) {
		const best = s.best as OfferLine;
		if (!tiers.some((t) => t.name === best.tierName))
			tiers.push({ name: best.tierName, rank: best.tierRank });
	}
	return {
		college: data.collegeName,
		season: data.season,
		generatedAt: now.toISOString(),
		inProgress:
			data.drives.some((d) => d.applicationDeadline.getTime() > now.getTime()) ||
			data.offers.some((o) => o.status === "pending" && o.respondBy.getTime() > now.getTime()),
		summary: {
			finalYearStudents: lines.length,
			placed: placed.length,
			placedPercent: percentOf(placed.length, lines.length),
			studentsWithOffers: withOffers,
			offersMade: counted.length,
			offersAccepted: counted.filter((o) => o.status === "accepted").length,
			offersPerStudent: ratioOf(counted.length, withOffers),
			companies: new Set(data.drives.map((d) => d.organizationId)).size,
			drives: data.drives.length,
			higherStudies,
			entrepreneurs: lines.filter((s) => s.outcome?.kind === "entrepreneur").length,
			ctc,
			offersLeftOut: data.offers.length - counted.length,
		},
		branches: branchRows(lines, data.departments),
		companies: companyRows(data, counted, data.policy),
		ctcBands: CTC_BANDS.map((band) => ({
			...band,
			students: placed.filter((s) => {
				const total = (s.best as OfferLine).fixed + (s.best as OfferLine).variable;
				return total >= band.fromInr && (band.toInr === null || total < band.toInr);
			}).length,
		})),
		tiers: tiers
			.sort((a, b) => a.rank - b.rank)
			.map((t) => ({
				name: t.name,
				students: placed.filter((s) => s.best?.tierName === t.name).length,
			})),
		nba,
		nirf: {
			batch: data.season.batch,
			graduating: lines.length,
			placed: placed.length,
			higherStudies,
			medianSalaryInr: ctc?.total.median ?? null,
			placedPercent: percentOf(placed.length, lines.length),
			higherStudiesPercent: percentOf(higherStudies, lines.length),
		},
	};
}

/** The batch's report and its student lines (for the CSV), for a reader of the college's reports. */
export async function placementReport(
	db: Db,
	principal: Principal,
	batch: number,
	now: Date,
): Promise<{ report: PlacementReport; lines: StudentLine[] }> {
	const institutionId = await collegeForReports(principal);
	return reportOfCollege(db, institutionId, batch, now);
}

/** The same, for a college by id (the benchmark and the tests call it without a session). */
export async function reportOfCollege(db: Db, institutionId: string, batch: number, now: Date) {
	const [data, nba] = await Promise.all([
		readBatch(db, institutionId, batch),
		nbaOf(db, institutionId, batch),
	]);
	const lines = studentLines(data);
	const report = reportFrom(data, lines, nba, now);
	if (report.inProgress) report.nba.note += ` The ${batch} batch's season is still in progress.`;
	return { report, lines };
}
