import type { Certificate, CertificateKind } from "@unnati/contracts/certificates";

/** "24 November 2026": the day in India, where the certificates' students are. */
export const certificateDate = (iso: string) =>
	new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "long",
		year: "numeric",
	}).format(new Date(iso));

/** "12 hours", "1.5 hours", "1 hour". */
export const hoursText = (hours: number) => {
	const rounded = Math.round(hours * 10) / 10;
	return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
};

const KIND_LABELS = { course: "Course", journey: "Journey", exam: "Exam" } as const;
export const kindLabel = (kind: CertificateKind) => KIND_LABELS[kind];

/** How long it took: a course's or journey's hours of learning, an exam's duration ("30 minutes"). */
export const lengthText = (certificate: Pick<Certificate, "kind" | "hours">) =>
	certificate.kind === "exam"
		? `${Math.round(certificate.hours * 60)} minutes`
		: hoursText(certificate.hours);

/** What earned it, in a sentence a verifier reads. */
export const earnedText = (kind: CertificateKind) =>
	kind === "course"
		? "Earned by completing every lesson of the course on Unnati and passing its timed final test."
		: kind === "exam"
			? "Earned by passing the examination on Unnati at its pass mark; the college's examination admin awards certificates for it."
			: "Earned by holding the certificate of every course of the journey on Unnati.";
