import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Certificate } from "@unnati/contracts/certificates";
import QRCode from "qrcode";
import { createElement as h } from "react";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../../platform/pdf/fonts";

// The certificate as a PDF of real text, A4 landscape: every field is a text run pdftotext reads
// back, and a QR code leads to the public verification page. Names are set in Noto Sans with Noto
// Sans Devanagari as the fallback for the characters it lacks, so "राहुल कुमार" prints as typed; both
// fonts (SIL Open Font License) come from @fontsource packages and are embedded, subset, in the file.

const INK = "#1b2a41";
const ACCENT = "#1f6f5c";
const REVOKED = "#b42318";

const styles = StyleSheet.create({
	page: {
		fontFamily: PDF_FONT_FAMILY,
		color: INK,
		padding: 28,
	},
	frame: {
		flexGrow: 1,
		borderWidth: 3,
		borderColor: ACCENT,
		paddingVertical: 30,
		paddingHorizontal: 48,
		alignItems: "center",
	},
	brand: { fontSize: 14, fontWeight: 700, letterSpacing: 4, color: ACCENT },
	heading: { fontSize: 30, fontWeight: 700, marginTop: 14 },
	lead: { fontSize: 13, marginTop: 18 },
	name: { fontSize: 32, fontWeight: 700, marginTop: 8, textAlign: "center" },
	what: { fontSize: 13, marginTop: 14 },
	title: { fontSize: 22, fontWeight: 700, marginTop: 6, textAlign: "center", color: ACCENT },
	facts: { fontSize: 12, marginTop: 14, textAlign: "center" },
	revoked: {
		marginTop: 14,
		paddingVertical: 6,
		paddingHorizontal: 14,
		borderWidth: 2,
		borderColor: REVOKED,
		color: REVOKED,
		fontSize: 12,
		textAlign: "center",
	},
	footer: {
		marginTop: "auto",
		width: "100%",
		flexDirection: "row",
		alignItems: "flex-end",
		justifyContent: "space-between",
	},
	footerText: { fontSize: 9.5, lineHeight: 1.5 },
	qr: { width: 92, height: 92 },
});

/** "24 November 2026", the day in India. */
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

/** A size that keeps a long name, title or reason on the one page: the longer, the smaller. */
const sized = (text: string, steps: [maxLength: number, size: number][], smallest: number) =>
	steps.find(([maxLength]) => text.length <= maxLength)?.[1] ?? smallest;

/** What the certificate's kind says: its heading, what was done, and how long it took. */
export function kindWords(certificate: Pick<Certificate, "kind" | "hours">) {
	if (certificate.kind === "exam")
		return {
			heading: "Certificate of Achievement",
			what: "passed the examination",
			// An exam's hours are its duration: "a 30-minute examination" reads right, "0.5 hours of learning" does not.
			length: `A ${Math.round(certificate.hours * 60)}-minute examination`,
		};
	if (certificate.kind === "journey")
		return {
			heading: "Journey Certificate",
			what: "completed every course of the learning journey",
			length: `${hoursText(certificate.hours)} of learning`,
		};
	return {
		heading: "Certificate of Completion",
		what: "completed every lesson and passed the final test of the course",
		length: `${hoursText(certificate.hours)} of learning`,
	};
}

/** The PDF's bytes; a revoked certificate prints REVOKED with the reason, as verification says. */
export async function renderCertificatePdf(certificate: Certificate): Promise<Buffer> {
	registerPdfFonts();
	const qr = await QRCode.toDataURL(certificate.verifyUrl, {
		margin: 0,
		width: 240,
		errorCorrectionLevel: "M",
	});
	const words = kindWords(certificate);
	const revocation = certificate.revocation;
	const nameSize = sized(
		certificate.recipientName,
		[
			[32, 32],
			[56, 24],
		],
		18,
	);
	const titleSize = sized(
		certificate.subject.title,
		[
			[50, 22],
			[100, 17],
		],
		13,
	);
	const reasonSize = revocation ? sized(revocation.reason, [[160, 12]], 9.5) : 12;
	const element = h(
		Document,
		{
			title: `${certificate.subject.title} · ${certificate.recipientName}`,
			author: "Unnati",
			creator: "Unnati",
			producer: "Unnati",
		},
		h(
			Page,
			// One page whatever the lengths: the sizes above keep the text inside it.
			{ size: "A4", orientation: "landscape", style: styles.page, wrap: false },
			h(
				View,
				{ style: styles.frame },
				h(Text, { style: styles.brand }, "UNNATI"),
				h(Text, { style: styles.heading }, words.heading),
				h(Text, { style: styles.lead }, "This certifies that"),
				h(Text, { style: [styles.name, { fontSize: nameSize }] }, certificate.recipientName),
				h(Text, { style: styles.facts }, `of ${certificate.collegeName}`),
				h(Text, { style: styles.what }, words.what),
				h(Text, { style: [styles.title, { fontSize: titleSize }] }, certificate.subject.title),
				h(
					Text,
					{ style: styles.facts },
					`${words.length} · Issued on ${certificateDate(certificate.issuedAt)}`,
				),
				revocation
					? h(
							Text,
							{ style: [styles.revoked, { fontSize: reasonSize }] },
							`REVOKED on ${certificateDate(revocation.revokedAt)}: ${revocation.reason}`,
						)
					: null,
				h(
					View,
					{ style: styles.footer },
					h(
						View,
						null,
						h(Text, { style: styles.footerText }, `Issued by Unnati and ${certificate.collegeName}`),
						h(Text, { style: styles.footerText }, `Certificate ID: ${certificate.id}`),
						h(Text, { style: styles.footerText }, `Verify at ${certificate.verifyUrl}`),
					),
					h(Image, { src: qr, style: styles.qr }),
				),
			),
		),
	);
	return renderToBuffer(element);
}
