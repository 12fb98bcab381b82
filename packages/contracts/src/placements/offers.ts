import { z } from "zod";
import { inr } from "./schemas";

/**
 * Offers and the college's tier policy (issue 19). A drive's tier comes from its total CTC (fixed +
 * variable, yearly) against the college's bands, e.g. Regular below ₹6 lakh, Dream from ₹6 lakh,
 * Super Dream from ₹12 lakh. The policy says how many offers a student may accept, whether a placed
 * student may still apply to a higher tier, and whether accepting an offer withdraws the applications
 * it closes. The same pure functions decide on the server and explain on the screens.
 */

export const tierSchema = z.object({
	name: z
		.string()
		.trim()
		.min(2, "Name each tier (at least 2 characters).")
		.max(40, "Keep tier names under 40 characters."),
	/** The lowest total yearly CTC of the tier, in rupees; the first tier starts at 0. */
	minCtcInr: inr("A tier's lower bound"),
});
export type Tier = z.infer<typeof tierSchema>;

export const tierPolicySchema = z
	.object({
		tiers: z.array(tierSchema).min(1, "Keep at least one tier.").max(5, "Use at most five tiers."),
		/** Offers a student may hold accepted at once. */
		maxAcceptedOffers: z
			.number()
			.int()
			.min(1, "A student must be able to accept at least one offer.")
			.max(3, "Allow at most three accepted offers."),
		/** A student who has accepted an offer may apply to drives of a higher tier (and move up to one). */
		placedMayApplyHigherTier: z.boolean(),
		/** Accepting an offer withdraws the student's open applications and pending offers it closes. */
		acceptingWithdrawsOthers: z.boolean(),
	})
	.superRefine((policy, ctx) => {
		if (policy.tiers[0] && policy.tiers[0].minCtcInr !== 0)
			ctx.addIssue({
				code: "custom",
				path: ["tiers", 0, "minCtcInr"],
				message: "The first tier must start at ₹0, so every CTC has a tier.",
			});
		policy.tiers.forEach((tier, i) => {
			const before = policy.tiers[i - 1];
			if (before && tier.minCtcInr <= before.minCtcInr)
				ctx.addIssue({
					code: "custom",
					path: ["tiers", i, "minCtcInr"],
					message: `${tier.name} must start above ${before.name} (₹${before.minCtcInr.toLocaleString("en-IN")}).`,
				});
		});
		const names = policy.tiers.map((tier) => tier.name.toLowerCase());
		names.forEach((name, i) => {
			if (names.indexOf(name) !== i)
				ctx.addIssue({ code: "custom", path: ["tiers", i, "name"], message: "Give each tier its own name." });
		});
	});
export type TierPolicy = z.infer<typeof tierPolicySchema>;

/** A college that has not set its policy works under this one (common in Indian colleges). */
export const DEFAULT_TIER_POLICY: TierPolicy = {
	tiers: [
		{ name: "Regular", minCtcInr: 0 },
		{ name: "Dream", minCtcInr: 6_00_000 },
		{ name: "Super Dream", minCtcInr: 12_00_000 },
	],
	maxAcceptedOffers: 1,
	placedMayApplyHigherTier: true,
	acceptingWithdrawsOthers: true,
};

/** The tier of a total yearly CTC: its index in the policy's bands (0 = lowest) and its name. */
export function tierOf(policy: TierPolicy, ctcInr: number): { rank: number; name: string } {
	let rank = 0;
	policy.tiers.forEach((tier, i) => {
		if (ctcInr >= tier.minCtcInr) rank = i;
	});
	return { rank, name: policy.tiers[rank]?.name ?? "" };
}

/** An offer the student has accepted, as the policy weighs it. */
export type AcceptedOffer = { companyName: string; tierRank: number; tierName: string };

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/**
 * Why the policy closes a drive of tier `rank` to a student holding `accepted` offers (null: it does
 * not). A student with no accepted offer is never held back by the policy.
 */
export function policyBlock(
	policy: TierPolicy,
	accepted: readonly AcceptedOffer[],
	drive: { rank: number; name: string },
): string | null {
	if (accepted.length === 0) return null;
	const best = accepted.reduce((a, b) => (b.tierRank > a.tierRank ? b : a));
	if (!policy.placedMayApplyHigherTier)
		return `You have accepted an offer from ${best.companyName}; the college's placement policy closes further drives to placed students.`;
	if (drive.rank <= best.tierRank)
		return `You have accepted a ${best.tierName} offer from ${best.companyName}; placed students may apply only to a higher tier, and this drive is ${drive.name}.`;
	return null;
}

/** The policy in a sentence or three, for the student's offers and the officer's form. */
export function describePolicy(policy: TierPolicy): string[] {
	const bands = policy.tiers.map((tier, i) => {
		const next = policy.tiers[i + 1];
		return next
			? `${tier.name}: ${rupees(tier.minCtcInr)} to below ${rupees(next.minCtcInr)}`
			: `${tier.name}: ${rupees(tier.minCtcInr)} and above`;
	});
	const offers = policy.maxAcceptedOffers === 1 ? "one offer" : `${policy.maxAcceptedOffers} offers`;
	return [
		`Tiers by total yearly CTC (fixed + variable): ${bands.join("; ")}.`,
		`A student may hold ${offers} accepted at a time.${
			policy.placedMayApplyHigherTier
				? " A placed student may still apply to drives of a higher tier; accepting a higher-tier offer at the limit releases the lowest one held."
				: " A placed student may not apply to further drives."
		}`,
		policy.acceptingWithdrawsOthers
			? "Accepting an offer withdraws your open applications and pending offers that the policy then closes."
			: "Accepting an offer leaves your other applications as they are.",
	];
}

// Offers.

export const OFFER_STATUSES = ["pending", "accepted", "declined", "released", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
	pending: "Awaiting your answer",
	accepted: "Accepted",
	declined: "Declined",
	released: "Released for a higher tier",
	expired: "Deadline passed",
};

export const recordOfferSchema = z.object({
	role: z.string().trim().min(2, "Give the role offered (at least 2 characters).").max(80),
	ctcFixedInr: inr("The fixed pay").refine((n) => n > 0, "The fixed pay must be above ₹0."),
	ctcVariableInr: inr("The variable pay"),
	joiningDate: z.iso.date({ error: "Give the joining date as a date." }),
	/** The student answers by this time; after it the offer lapses. */
	respondBy: z.iso.datetime({ offset: true, error: "Give the deadline as a date and time." }),
});
export type RecordOfferInput = z.input<typeof recordOfferSchema>;

export const offerSchema = z.object({
	id: z.string(),
	applicationId: z.string(),
	driveId: z.string(),
	driveTitle: z.string(),
	companyName: z.string(),
	studentId: z.string(),
	studentName: z.string(),
	rollNo: z.string().nullable(),
	role: z.string(),
	ctcFixedInr: z.number().int(),
	ctcVariableInr: z.number().int(),
	tierName: z.string(),
	tierRank: z.number().int(),
	joiningDate: z.string(),
	respondBy: z.string(),
	/** `expired`: pending past its deadline. */
	status: z.enum(OFFER_STATUSES),
	decidedAt: z.string().nullable(),
	createdAt: z.string(),
	/** The offer letter the officer uploaded (a PDF), if any: its file name and size. */
	letter: z.object({ name: z.string(), bytes: z.number().int() }).nullable(),
	/** Made to a waitlisted applicant for a place another student gave up. */
	fromWaitlist: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

/** An offer letter is a PDF of at most this size. */
export const OFFER_LETTER_MAX_BYTES = 5 * 1024 * 1024;
export const OFFER_LETTER_MESSAGES = {
	wrongType: "Upload the offer letter as a PDF.",
	tooLarge: "The offer letter must be at most 5 MB.",
	noFile: "Choose the offer letter's PDF.",
	none: "No offer letter is uploaded for this offer.",
} as const;

export const offerParamsSchema = z.object({ offerId: z.string() });
export const offerDecisionSchema = z.object({
	decision: z.enum(["accept", "decline"], { error: "Choose to accept or decline the offer." }),
});

/** A student's offers, with the policy they are weighed by, in words. */
export const myOffersSchema = z.object({
	offers: z.array(offerSchema),
	policy: tierPolicySchema,
	policyText: z.array(z.string()),
});
export type MyOffers = z.infer<typeof myOffersSchema>;

/** The answer to a decision: the offer, and what the policy did to the student's other applications. */
export const offerDecisionResultSchema = z.object({
	offer: offerSchema,
	/** Applications withdrawn and offers declined or released by the policy, in words. */
	effects: z.array(z.string()),
});
export type OfferDecisionResult = z.infer<typeof offerDecisionResultSchema>;

export const drivesOffersSchema = z.object({ offers: z.array(offerSchema) });
