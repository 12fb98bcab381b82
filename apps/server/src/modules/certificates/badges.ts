import {
	type BadgeClass,
	CERTIFICATE_ISSUER,
	type IssuerProfile,
	OPEN_BADGES_CONTEXT,
	type OpenBadgeAssertion,
} from "@unnati/contracts/certificates";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { certificateExam } from "../exams/read";
import { institutionById } from "../institutions";
import { catalogueTitleOf } from "../learning/read";
import { type CertificateRow, certificateUrls } from "./service";

// Open Badges 2.0 in its hosted form: every object lives at its own URL on Unnati, so a backpack or
// LinkedIn's verifier fetches the Assertion, follows `badge` to the BadgeClass and `issuer` to the
// Profile, and checks the recipient by hashing the e-mail it knows with the Assertion's salt.

const segment = { course: "courses", journey: "journeys", exam: "exams" } as const;
type Kind = keyof typeof segment;
const single = { courses: "course", journeys: "journey", exams: "exam" } as const;

export const issuerUrl = (publicUrl: string) => `${publicUrl}/api/badges/issuer`;
export const badgeClassUrl = (publicUrl: string, kind: Kind, slug: string) =>
	`${publicUrl}/api/badges/${segment[kind]}/${encodeURIComponent(slug)}`;

export function assertionOf(row: CertificateRow, publicUrl: string): OpenBadgeAssertion {
	const urls = certificateUrls(publicUrl, row.id);
	return {
		"@context": OPEN_BADGES_CONTEXT,
		type: "Assertion",
		id: urls.badgeUrl,
		recipient: { type: "email", hashed: true, salt: row.badgeSalt, identity: row.badgeIdentity },
		badge: badgeClassUrl(publicUrl, row.kind as Kind, row.subjectSlug),
		verification: { type: "hosted" },
		issuedOn: row.issuedAt.toISOString(),
		evidence: urls.verifyUrl,
		...(row.status === "revoked" ? { revoked: true, revocationReason: row.revocationReason ?? "" } : {}),
	};
}

/** What a badge names: a course's or journey's catalogue entry, or an exam that awards certificates. */
export async function badgeSubjectOf(
	db: Db,
	kind: "courses" | "journeys" | "exams",
	slug: string,
): Promise<{ kind: Kind; title: string; description: string; criteria: string }> {
	const one = single[kind];
	if (one === "exam") {
		const exam = await certificateExam(db, slug);
		if (!exam?.certificateOnPass)
			throw new AppError("NOT_FOUND", "No such exam with certificates on Unnati.");
		const college = await institutionById(db, exam.institutionId);
		const at = college ? ` at ${college.name}` : "";
		return {
			kind: one,
			title: exam.title,
			description: exam.description || `The ${exam.title} examination${at}, held on Unnati.`,
			criteria: `Pass the ${exam.durationMinutes}-minute ${exam.title} examination${at} on Unnati, scoring at least its pass mark of ${exam.passingScorePercentage} %.`,
		};
	}
	const subject = await catalogueTitleOf(db, one, slug);
	if (!subject) throw new AppError("NOT_FOUND", `No such ${one} in Unnati's catalogue.`);
	return {
		kind: one,
		title: subject.title,
		description:
			subject.summary ||
			(one === "course"
				? `The ${subject.title} course on Unnati.`
				: `The ${subject.title} journey on Unnati.`),
		criteria:
			one === "course"
				? "Complete every lesson of the course on Unnati and pass its timed final test at the course's pass mark."
				: "Earn the course certificate of every course of the journey on Unnati.",
	};
}

export async function badgeClassOf(
	db: Db,
	publicUrl: string,
	kind: "courses" | "journeys" | "exams",
	slug: string,
): Promise<BadgeClass> {
	const subject = await badgeSubjectOf(db, kind, slug);
	const id = badgeClassUrl(publicUrl, subject.kind, slug);
	return {
		"@context": OPEN_BADGES_CONTEXT,
		type: "BadgeClass",
		id,
		name: subject.title,
		description: subject.description,
		image: `${id}/image`,
		criteria: { id: `${id}#criteria`, narrative: subject.criteria },
		issuer: issuerUrl(publicUrl),
		tags: [subject.kind, slug],
	};
}

export function issuerProfile(publicUrl: string): IssuerProfile {
	return {
		"@context": OPEN_BADGES_CONTEXT,
		type: "Profile",
		id: issuerUrl(publicUrl),
		name: CERTIFICATE_ISSUER,
		url: publicUrl,
		description:
			"Unnati is the learning, exams and placements platform of Indian colleges. Its certificates name the student's college beside Unnati.",
	};
}

const escapeXml = (text: string) =>
	text.replace(
		/[<>&"']/g,
		(c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
	);

/** A plain SVG medal with the badge's name: Unnati's own drawing, no outside references. */
export async function badgeImageOf(
	db: Db,
	kind: "courses" | "journeys" | "exams",
	slug: string,
): Promise<string> {
	const subject = await badgeSubjectOf(db, kind, slug);
	const words = subject.title.split(/\s+/);
	const lines: string[] = [];
	for (const word of words) {
		const last = lines.at(-1);
		if (last !== undefined && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
		else lines.push(word);
	}
	const shown = lines.slice(0, 3);
	const text = shown
		.map(
			(line, i) =>
				`<text x="128" y="${128 + (i - (shown.length - 1) / 2) * 22}" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
		)
		.join("");
	return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(subject.title)}"><circle cx="128" cy="128" r="120" fill="#1f6f5c"/><circle cx="128" cy="128" r="104" fill="none" stroke="#f2c94c" stroke-width="6"/>${text}<text x="128" y="214" text-anchor="middle" font-family="sans-serif" font-size="14" letter-spacing="3" fill="#f2c94c">UNNATI</text></svg>`;
}
