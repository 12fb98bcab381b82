import { z } from "zod";
import { CERTIFICATE_KINDS } from "../certificates/schemas";

// A student's public portfolio (SPEC §1 "a public portfolio/profile", §2 /public-profile/{rollNumber}):
// what the student chooses to show a recruiter: a headline, a few lines about themselves, skills,
// links, and what Unnati can vouch for (valid certificates, practice problems solved). Off until the
// student switches it on; e-mail, phone and marks are never on it.

export const PORTFOLIO_LIMITS = { headline: 120, about: 1200, skills: 20, skill: 40 } as const;

export const PORTFOLIO_MESSAGES = {
	notPublic:
		"This profile is not public. The student may not have shared it, or the address may be mistyped.",
	studentsOnly: "Only students have a public profile.",
} as const;

/** An https link, optionally on one site (github.com, linkedin.com) or its subdomains. */
function link(site: { host: string; name: string } | null) {
	return z
		.string()
		.trim()
		.max(300, "Keep the link under 300 characters.")
		.refine(
			(value) => {
				try {
					const url = new URL(value);
					if (url.protocol !== "https:") return false;
					return !site || url.hostname === site.host || url.hostname.endsWith(`.${site.host}`);
				} catch {
					return false;
				}
			},
			site ? `Give a https:// link on ${site.name} (${site.host}).` : "Give a link starting with https://.",
		)
		.nullable();
}

export const portfolioLinksSchema = z.object({
	github: link({ host: "github.com", name: "GitHub" }),
	linkedin: link({ host: "linkedin.com", name: "LinkedIn" }),
	website: link(null),
});
export type PortfolioLinks = z.infer<typeof portfolioLinksSchema>;

export const portfolioInputSchema = z.object({
	/** Anyone with the link may see it; off by default. */
	public: z.boolean(),
	headline: z
		.string()
		.trim()
		.max(PORTFOLIO_LIMITS.headline, `Keep the headline to ${PORTFOLIO_LIMITS.headline} characters.`),
	/** Plain text; line breaks are kept, nothing else is interpreted. */
	about: z
		.string()
		.trim()
		.max(PORTFOLIO_LIMITS.about, `Keep "About me" to ${PORTFOLIO_LIMITS.about} characters.`),
	skills: z
		.array(
			z
				.string()
				.trim()
				.min(1, "A skill cannot be empty.")
				.max(PORTFOLIO_LIMITS.skill, `Keep each skill to ${PORTFOLIO_LIMITS.skill} characters.`),
		)
		.max(PORTFOLIO_LIMITS.skills, `List at most ${PORTFOLIO_LIMITS.skills} skills.`)
		.refine(
			(skills) => new Set(skills.map((s) => s.toLowerCase())).size === skills.length,
			"Each skill once: two entries differ only in capitals.",
		),
	links: portfolioLinksSchema,
});
export type PortfolioInput = z.infer<typeof portfolioInputSchema>;

/** The student's own portfolio settings, and where it is (or would be) public. */
export const myPortfolioSchema = portfolioInputSchema.extend({
	/** The last part of /public-profile/{handle}: the roll number, unless another college's student has it. */
	handle: z.string(),
	updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MyPortfolio = z.infer<typeof myPortfolioSchema>;

export const publicPortfolioParamsSchema = z.object({ rollNumber: z.string().max(64) });

export const portfolioCertificateSchema = z.object({
	id: z.string(),
	kind: z.enum(CERTIFICATE_KINDS),
	title: z.string(),
	hours: z.number(),
	issuedAt: z.iso.datetime({ offset: true }),
});

export const publicPortfolioSchema = z.object({
	handle: z.string(),
	name: z.string(),
	rollNo: z.string().nullable(),
	collegeName: z.string().nullable(),
	departmentName: z.string().nullable(),
	/** The year of study (1-4), or null when the college has not set it. */
	currentYear: z.number().int().nullable(),
	headline: z.string(),
	about: z.string(),
	skills: z.array(z.string()),
	links: portfolioLinksSchema,
	/** Valid certificates only (a revoked one disappears at once), newest first. */
	certificates: z.array(portfolioCertificateSchema),
	/** Unnati's DSA practice: distinct problems accepted by the judge. */
	practice: z.object({
		solved: z.number().int(),
		byDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
	}),
});
export type PublicPortfolio = z.infer<typeof publicPortfolioSchema>;
