import {
	type AcceptedOffer,
	DEFAULT_TIER_POLICY,
	describePolicy,
	type MyOffers,
	OFFER_LETTER_MESSAGES,
	type Offer,
	type OfferDecisionResult,
	policyBlock,
	type RecordOfferInput,
	type TierPolicy,
	tierOf,
} from "@unnati/contracts/placements";
import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { isPdf } from "../../platform/http/upload";
import type { FileStorage } from "../../platform/storage/file-storage";
import { studentsByIds } from "../accounts";
import { organizationsByIds } from "../organizations";
import { offersPolicy, tierPolicyPolicy } from "./policy";
import { driveForOfficer, isUuid, type PlacementDeps } from "./service";
import { placementApplications, placementDrives, placementOffers, placementPolicies } from "./tables";

type OfferRow = typeof placementOffers.$inferSelect;
type DriveRow = typeof placementDrives.$inferSelect;

const OFFER_NOT_FOUND = "No such offer.";
const DAY = 24 * 60 * 60 * 1000;
const istDateTime = (at: Date) =>
	at.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

// The tier policy.

/** The college's tier policy, or the default while its placement officer has set none. */
export async function policyOf(db: Db, institutionId: string): Promise<TierPolicy> {
	const [row] = await db
		.select({ policy: placementPolicies.policy })
		.from(placementPolicies)
		.where(eq(placementPolicies.institutionId, institutionId));
	return row?.policy ?? DEFAULT_TIER_POLICY;
}

function collegeOf(principal: Principal): string {
	if (!principal.institutionId)
		throw new AppError(
			"PLACEMENT_OUT_OF_SCOPE",
			"Placement policies belong to colleges: you do not belong to one.",
		);
	return principal.institutionId;
}

export async function readPolicy(db: Db, principal: Principal): Promise<TierPolicy> {
	const institutionId = collegeOf(principal);
	await tierPolicyPolicy.authorize(principal, "read", { institutionId }, "No such college.");
	return policyOf(db, institutionId);
}

/** Sets the policy for offers recorded from now on; offers already recorded keep their tier. */
export async function setPolicy(db: Db, principal: Principal, policy: TierPolicy): Promise<TierPolicy> {
	const institutionId = collegeOf(principal);
	await tierPolicyPolicy.authorize(principal, "set", { institutionId }, "No such college.");
	await db
		.insert(placementPolicies)
		.values({ institutionId, policy, updatedBy: principal.userId })
		.onConflictDoUpdate({
			target: placementPolicies.institutionId,
			set: { policy, updatedBy: principal.userId, updatedAt: sql`now()` },
		});
	return policy;
}

export const driveTier = (policy: TierPolicy, drive: Pick<DriveRow, "ctcFixedInr" | "ctcVariableInr">) =>
	tierOf(policy, drive.ctcFixedInr + drive.ctcVariableInr);

/** The offers a student has accepted, as the policy weighs them. */
export async function acceptedOffersOf(db: Db, studentId: string): Promise<AcceptedOffer[]> {
	const rows = await db
		.select({
			tierRank: placementOffers.tierRank,
			tierName: placementOffers.tierName,
			organizationId: placementDrives.organizationId,
		})
		.from(placementOffers)
		.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
		.where(and(eq(placementOffers.studentId, studentId), eq(placementOffers.status, "accepted")));
	const companies = await organizationsByIds(
		db,
		rows.map((row) => row.organizationId),
	);
	return rows.map((row) => ({
		tierRank: row.tierRank,
		tierName: row.tierName,
		companyName: companies.get(row.organizationId)?.name ?? "a company",
	}));
}

/**
 * What the policy says of a student applying to drives: a function from a drive to the reason it
 * is closed to them (null when it is not), read once for a whole jobs board.
 */
export async function policyGate(
	db: Db,
	studentId: string,
	institutionId: string,
): Promise<(drive: DriveRow) => string | null> {
	const [policy, accepted] = await Promise.all([
		policyOf(db, institutionId),
		acceptedOffersOf(db, studentId),
	]);
	return (drive) => policyBlock(policy, accepted, driveTier(policy, drive));
}

// Offers.

async function offersOut(db: Db, rows: OfferRow[], now: Date): Promise<Offer[]> {
	if (rows.length === 0) return [];
	const drives = await db
		.select()
		.from(placementDrives)
		.where(inArray(placementDrives.id, [...new Set(rows.map((row) => row.driveId))]));
	const driveOf = new Map(drives.map((drive) => [drive.id, drive]));
	const [companies, students] = await Promise.all([
		organizationsByIds(
			db,
			drives.map((drive) => drive.organizationId),
		),
		studentsByIds(
			db,
			rows.map((row) => row.studentId),
		),
	]);
	const studentOf = new Map(students.map((student) => [student.id, student]));
	return rows.map((row) => {
		const drive = driveOf.get(row.driveId);
		const student = studentOf.get(row.studentId);
		return {
			id: row.id,
			applicationId: row.applicationId,
			driveId: row.driveId,
			driveTitle: drive?.title ?? "",
			companyName: (drive && companies.get(drive.organizationId)?.name) ?? "",
			studentId: row.studentId,
			studentName: student?.name ?? "",
			rollNo: student?.rollNo ?? null,
			role: row.role,
			ctcFixedInr: row.ctcFixedInr,
			ctcVariableInr: row.ctcVariableInr,
			tierName: row.tierName,
			tierRank: row.tierRank,
			joiningDate: row.joiningDate,
			respondBy: row.respondBy.toISOString(),
			status: row.status === "pending" && row.respondBy.getTime() <= now.getTime() ? "expired" : row.status,
			decidedAt: row.decidedAt?.toISOString() ?? null,
			createdAt: row.createdAt.toISOString(),
			letter:
				row.letterFileKey && row.letterFileName
					? { name: row.letterFileName, bytes: row.letterBytes ?? 0 }
					: null,
			fromWaitlist: row.fromWaitlist,
		};
	});
}

/**
 * The officer records the company's offer to one applicant of their college's drive; the application
 * becomes selected and the student is told. One offer per application.
 */
export async function recordOffer(
	deps: PlacementDeps,
	principal: Principal,
	applicationId: string,
	input: Required<RecordOfferInput>,
	now: Date,
): Promise<Offer> {
	const { db } = deps;
	if (!isUuid(applicationId)) throw new AppError("NOT_FOUND", "No such application.");
	const [application] = await db
		.select()
		.from(placementApplications)
		.where(eq(placementApplications.id, applicationId));
	if (!application) throw new AppError("NOT_FOUND", "No such application.");
	const drive = await driveForOfficer(db, principal, application.driveId);
	if (application.status === "withdrawn")
		throw new AppError("CONFLICT", "The student withdrew this application, so it cannot get an offer.");
	if (application.status === "rejected")
		throw new AppError(
			"CONFLICT",
			"This application is marked not selected: mark it selected before recording an offer.",
		);
	const respondBy = new Date(input.respondBy);
	if (respondBy.getTime() <= now.getTime())
		throw new AppError("VALIDATION_FAILED", "The deadline to answer must be in the future.", [
			{ path: "respondBy", message: "The deadline to answer must be in the future." },
		]);
	const policy = await policyOf(db, drive.institutionId);
	const tier = tierOf(policy, input.ctcFixedInr + input.ctcVariableInr);
	const row = await db.transaction(async (tx) => {
		const [made] = await tx
			.insert(placementOffers)
			.values({
				applicationId: application.id,
				driveId: drive.id,
				studentId: application.studentId,
				institutionId: drive.institutionId,
				role: input.role,
				ctcFixedInr: input.ctcFixedInr,
				ctcVariableInr: input.ctcVariableInr,
				tierName: tier.name,
				tierRank: tier.rank,
				joiningDate: input.joiningDate,
				respondBy,
				status: "pending",
				createdBy: principal.userId,
				createdAt: now,
			})
			.onConflictDoNothing()
			.returning();
		if (!made) throw new AppError("CONFLICT", "An offer is already recorded for this application.");
		await tx
			.update(placementApplications)
			.set({ status: "selected", updatedAt: now })
			.where(eq(placementApplications.id, application.id));
		return made;
	});
	const [offer] = await offersOut(db, [row], now);
	const made = offer as Offer;
	await deps.notify([application.studentId], "placement_offer", {
		companyName: made.companyName || "The company",
		role: made.role,
		ctcInr: made.ctcFixedInr + made.ctcVariableInr,
		respondBy: made.respondBy,
	});
	return made;
}

/** The offers recorded in one drive of the officer's college, newest first. */
export async function driveOffers(
	db: Db,
	principal: Principal,
	driveId: string,
	now: Date,
): Promise<Offer[]> {
	const drive = await driveForOfficer(db, principal, driveId);
	const rows = await db
		.select()
		.from(placementOffers)
		.where(eq(placementOffers.driveId, drive.id))
		.orderBy(desc(placementOffers.createdAt));
	return offersOut(db, rows, now);
}

/** The student's offers, newest first, with the policy they are weighed by. */
export async function myOffers(db: Db, principal: Principal, now: Date): Promise<MyOffers> {
	const policy = await readPolicy(db, principal);
	const rows = await db
		.select()
		.from(placementOffers)
		.where(eq(placementOffers.studentId, principal.userId))
		.orderBy(desc(placementOffers.createdAt));
	return { offers: await offersOut(db, rows, now), policy, policyText: describePolicy(policy) };
}

/**
 * The student accepts or declines their offer before its deadline. Accepting applies the college's
 * tier policy in the same transaction: at the limit of accepted offers it releases the lowest one
 * held for a higher tier (when the policy lets placed students move up) or refuses; then, when the
 * policy says so, it withdraws the student's open applications and declines the pending offers that
 * the policy now closes. A lock per student makes two acceptances at once run one after the other,
 * so the second sees the first.
 */
export async function decideOffer(
	deps: PlacementDeps,
	principal: Principal,
	offerId: string,
	decision: "accept" | "decline",
	now: Date,
): Promise<OfferDecisionResult> {
	const { db } = deps;
	if (!isUuid(offerId)) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
	const [found] = await db.select().from(placementOffers).where(eq(placementOffers.id, offerId));
	if (!found) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
	// Another student's offer is as unknown as a missing one.
	await offersPolicy.authorize(
		principal,
		"answer",
		{ institutionId: found.institutionId, userId: found.studentId },
		OFFER_NOT_FOUND,
	);
	const policy = await policyOf(db, found.institutionId);
	const effects: string[] = [];
	const filled: OfferRow[] = [];
	const decided = await db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`placement-offers:${principal.userId}`}))`);
		const [offer] = await tx.select().from(placementOffers).where(eq(placementOffers.id, found.id));
		if (offer?.status !== "pending") throw new AppError("CONFLICT", "You have already answered this offer.");
		if (offer.respondBy.getTime() <= now.getTime())
			throw new AppError(
				"CONFLICT",
				`The deadline to answer this offer passed on ${istDateTime(offer.respondBy)} IST. Ask the placement office if the company can extend it.`,
			);
		if (decision === "decline") {
			const [row] = await tx
				.update(placementOffers)
				.set({ status: "declined", decidedAt: now })
				.where(eq(placementOffers.id, offer.id))
				.returning();
			await fillFromWaitlist(tx as unknown as Db, offer, now, filled);
			return row as OfferRow;
		}
		const held = await tx
			.select({ offer: placementOffers, drive: placementDrives })
			.from(placementOffers)
			.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
			.where(and(eq(placementOffers.studentId, principal.userId), eq(placementOffers.status, "accepted")));
		const companies = await organizationsByIds(
			tx as unknown as Db,
			held.map((h) => h.drive.organizationId),
		);
		const companyOf = (drive: DriveRow) => companies.get(drive.organizationId)?.name ?? "a company";
		let kept = held;
		if (held.length >= policy.maxAcceptedOffers) {
			const lowest = held.reduce((a, b) => (b.offer.tierRank < a.offer.tierRank ? b : a));
			const allowed =
				policy.maxAcceptedOffers === 1 ? "one accepted offer" : `${policy.maxAcceptedOffers} accepted offers`;
			if (!policy.placedMayApplyHigherTier || offer.tierRank <= lowest.offer.tierRank)
				throw new AppError(
					"CONFLICT",
					`You have already accepted ${held.map((h) => `${h.offer.tierName} offer from ${companyOf(h.drive)}`).join(" and ")}; the college's placement policy allows ${allowed}${
						policy.placedMayApplyHigherTier ? ", and only a higher-tier offer may replace one" : ""
					}.`,
				);
			await tx
				.update(placementOffers)
				.set({ status: "released", decidedAt: now })
				.where(eq(placementOffers.id, lowest.offer.id));
			await fillFromWaitlist(tx as unknown as Db, lowest.offer, now, filled);
			effects.push(
				`Your ${lowest.offer.tierName} offer from ${companyOf(lowest.drive)} was released: the policy allows ${allowed}, and this ${offer.tierName} offer is a higher tier.`,
			);
			kept = held.filter((h) => h.offer.id !== lowest.offer.id);
		}
		const [row] = await tx
			.update(placementOffers)
			.set({ status: "accepted", decidedAt: now })
			.where(eq(placementOffers.id, offer.id))
			.returning();
		if (policy.acceptingWithdrawsOthers)
			effects.push(
				...(await closeWhatPolicyCloses(tx as unknown as Db, policy, principal.userId, offer, now, filled, [
					...kept.map((h) => ({
						tierRank: h.offer.tierRank,
						tierName: h.offer.tierName,
						companyName: companyOf(h.drive),
					})),
					{
						tierRank: offer.tierRank,
						tierName: offer.tierName,
						companyName: await companyName(tx as unknown as Db, offer.driveId),
					},
				])),
			);
		return row as OfferRow;
	});
	const [offer] = await offersOut(db, [decided], now);
	await tellWaitlisted(deps, filled, now);
	return { offer: offer as Offer, effects };
}

async function companyName(db: Db, driveId: string): Promise<string> {
	const [drive] = await db.select().from(placementDrives).where(eq(placementDrives.id, driveId));
	if (!drive) return "a company";
	return (
		(await organizationsByIds(db, [drive.organizationId])).get(drive.organizationId)?.name ?? "a company"
	);
}

/** Withdraws the open applications and declines the pending offers the policy closes once `accepted` are held. */
async function closeWhatPolicyCloses(
	db: Db,
	policy: TierPolicy,
	studentId: string,
	acceptedNow: OfferRow,
	now: Date,
	filled: OfferRow[],
	accepted: AcceptedOffer[],
): Promise<string[]> {
	const effects: string[] = [];
	const open = await db
		.select({ application: placementApplications, drive: placementDrives })
		.from(placementApplications)
		.innerJoin(placementDrives, eq(placementDrives.id, placementApplications.driveId))
		.where(
			and(
				eq(placementApplications.studentId, studentId),
				inArray(placementApplications.status, ["applied", "shortlisted"]),
				ne(placementApplications.id, acceptedNow.applicationId),
			),
		);
	for (const { application, drive } of open) {
		const reason = policyBlock(policy, accepted, driveTier(policy, drive));
		if (!reason) continue;
		await db
			.update(placementApplications)
			.set({ status: "withdrawn", updatedAt: now })
			.where(eq(placementApplications.id, application.id));
		effects.push(`Your application to ${drive.title} was withdrawn: ${reason}`);
	}
	const pending = await db
		.select({ offer: placementOffers, drive: placementDrives })
		.from(placementOffers)
		.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
		.where(
			and(
				eq(placementOffers.studentId, studentId),
				eq(placementOffers.status, "pending"),
				// A lapsed offer is left as it is: it reads as expired.
				gt(placementOffers.respondBy, now),
				ne(placementOffers.id, acceptedNow.id),
			),
		);
	for (const { offer, drive } of pending) {
		const reason = policyBlock(policy, accepted, { rank: offer.tierRank, name: offer.tierName });
		if (!reason) continue;
		await db
			.update(placementOffers)
			.set({ status: "declined", decidedAt: now })
			.where(eq(placementOffers.id, offer.id));
		await fillFromWaitlist(db, offer, now, filled);
		effects.push(`Your pending offer for ${drive.title} was declined: ${reason}`);
	}
	return effects;
}

// The waitlist.

/** How long a student offered a freed place has to answer, at the least. */
const WAITLIST_ANSWER_DAYS = 7;

/**
 * A place freed by a declined or released offer goes to the drive's waitlist: the first waitlisted
 * applicant (lowest rank) whom the tier policy still lets take it gets the same role and pay, with
 * as long to answer as the freed offer had (at least a week). Runs in the transaction that freed the
 * place, under a lock per drive, so two places freed at once go to two different students. The
 * offers made are pushed on `filled`, for telling the students once the transaction commits.
 */
async function fillFromWaitlist(tx: Db, freed: OfferRow, now: Date, filled: OfferRow[]): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`placement-waitlist:${freed.driveId}`}))`);
	const waiting = await tx
		.select()
		.from(placementApplications)
		.where(
			and(eq(placementApplications.driveId, freed.driveId), eq(placementApplications.status, "waitlisted")),
		)
		.orderBy(asc(placementApplications.waitlistRank), asc(placementApplications.updatedAt));
	if (waiting.length === 0) return;
	const policy = await policyOf(tx, freed.institutionId);
	const window = Math.max(freed.respondBy.getTime() - freed.createdAt.getTime(), WAITLIST_ANSWER_DAYS * DAY);
	for (const candidate of waiting) {
		const accepted = await acceptedOffersOf(tx, candidate.studentId);
		if (policyBlock(policy, accepted, { rank: freed.tierRank, name: freed.tierName })) continue;
		const [made] = await tx
			.insert(placementOffers)
			.values({
				applicationId: candidate.id,
				driveId: freed.driveId,
				studentId: candidate.studentId,
				institutionId: freed.institutionId,
				role: freed.role,
				ctcFixedInr: freed.ctcFixedInr,
				ctcVariableInr: freed.ctcVariableInr,
				tierName: freed.tierName,
				tierRank: freed.tierRank,
				joiningDate: freed.joiningDate,
				respondBy: new Date(now.getTime() + window),
				status: "pending",
				fromWaitlist: true,
				createdBy: freed.createdBy,
				createdAt: now,
			})
			.onConflictDoNothing()
			.returning();
		if (!made) continue;
		await tx
			.update(placementApplications)
			.set({ status: "selected", waitlistRank: null, updatedAt: now })
			.where(eq(placementApplications.id, candidate.id));
		filled.push(made);
		return;
	}
}

async function tellWaitlisted(deps: PlacementDeps, filled: OfferRow[], now: Date): Promise<void> {
	for (const offer of await offersOut(deps.db, filled, now))
		await deps.notify([offer.studentId], "placement_offer", {
			companyName: offer.companyName || "The company",
			role: offer.role,
			ctcInr: offer.ctcFixedInr + offer.ctcVariableInr,
			respondBy: offer.respondBy,
		});
}

// Offer letters.

export type LetterDeps = PlacementDeps & { storage: FileStorage };

/** The officer uploads (or replaces) the offer letter, a PDF; the student can then download it. */
export async function uploadOfferLetter(
	deps: LetterDeps,
	principal: Principal,
	offerId: string,
	file: { bytes: Buffer; filename: string },
	now: Date,
): Promise<Offer> {
	const offer = await offerForOfficer(deps.db, principal, offerId);
	if (!isPdf(file.bytes)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", OFFER_LETTER_MESSAGES.wrongType);
	const key = await deps.storage.save(file.bytes, "pdf");
	const name = letterName(file.filename);
	const [row] = await deps.db
		.update(placementOffers)
		.set({ letterFileKey: key, letterFileName: name, letterBytes: file.bytes.length })
		.where(eq(placementOffers.id, offer.id))
		.returning();
	const [out] = await offersOut(deps.db, [row as OfferRow], now);
	return out as Offer;
}

/** The offer letter's bytes and name, for the offer's student or their college's placement officer. */
export async function offerLetter(
	deps: LetterDeps,
	principal: Principal,
	offerId: string,
): Promise<{ bytes: Buffer; name: string }> {
	if (!isUuid(offerId)) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
	const [offer] = await deps.db.select().from(placementOffers).where(eq(placementOffers.id, offerId));
	if (!offer) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
	await offersPolicy.authorize(
		principal,
		"readLetter",
		{ institutionId: offer.institutionId, userId: offer.studentId },
		OFFER_NOT_FOUND,
	);
	const bytes = offer.letterFileKey ? await deps.storage.read(offer.letterFileKey) : null;
	if (!bytes) throw new AppError("NOT_FOUND", OFFER_LETTER_MESSAGES.none);
	return { bytes, name: offer.letterFileName ?? "offer-letter.pdf" };
}

async function offerForOfficer(db: Db, principal: Principal, offerId: string): Promise<OfferRow> {
	if (!isUuid(offerId)) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
	const [offer] = await db.select().from(placementOffers).where(eq(placementOffers.id, offerId));
	if (!offer) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
	await driveForOfficer(db, principal, offer.driveId);
	return offer;
}

/** The uploaded name, made safe for a download header: printable, ending in .pdf, at most 120 characters. */
function letterName(filename: string): string {
	const base = filename
		.replace(/\.pdf$/i, "")
		.replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
		.trim()
		.slice(0, 110);
	return `${base || "offer-letter"}.pdf`;
}
