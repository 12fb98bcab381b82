import { type ResumeDocument, sectionOrderOf } from "@unnati/contracts/resumes";

/** The parts of a resume the match tells apart: experience and projects show a skill in use. */
export type ResumePart = "summary" | "skills" | "work" | "projects" | "education" | "certificates" | "other";
export const USED_IN: readonly ResumePart[] = ["work", "projects"];

export type ResumeText = {
	parts: Record<ResumePart, string>;
	/** The headings the resume uses, as printed. */
	headings: string[];
	/** Whether the text came from Unnati's builder (single-column templates) or was pasted. */
	fromBuilder: boolean;
};

const join = (...values: (string | readonly string[] | undefined)[]) =>
	values
		.flat()
		.filter((v): v is string => typeof v === "string" && v.trim() !== "")
		.join("\n");

/** The text of a builder document, section by section. */
export function textOfDocument(document: ResumeDocument): ResumeText {
	const { basics } = document;
	const parts: Record<ResumePart, string> = {
		summary: join(basics.label, basics.summary),
		skills: join(
			document.skills.flatMap((s) => [s.name, s.keywords.join(", ")]),
			document.languages.map((l) => l.language),
		),
		work: join(
			document.work.flatMap((w) => [w.position, w.name, w.description, w.summary, ...w.highlights]),
			document.volunteer.flatMap((v) => [v.position, v.organization, v.summary, ...v.highlights]),
		),
		projects: join(
			document.projects.flatMap((p) => [
				p.name,
				p.description,
				...p.highlights,
				p.keywords.join(", "),
				...p.roles,
			]),
		),
		education: join(
			basics.branch,
			document.education.flatMap((e) => [
				e.studyType,
				e.area,
				e.institution,
				e.board,
				e.score,
				e.courses.join(", "),
			]),
		),
		certificates: join(
			document.certificates.flatMap((c) => [c.name, c.issuer]),
			document.awards.flatMap((a) => [a.title, a.awarder, a.summary]),
			document.publications.flatMap((p) => [p.name, p.publisher, p.summary]),
		),
		other: join(
			document.interests.flatMap((i) => [i.name, i.keywords.join(", ")]),
			document.references.flatMap((r) => [r.name, r.reference]),
			document.meta.unnati.customSections.flatMap((c) =>
				c.items.flatMap((item) => [item.title, item.subtitle, item.summary, ...item.highlights]),
			),
		),
	};
	const headings = sectionOrderOf(document)
		.filter((key) => {
			const custom = /^custom:(\d+)$/.exec(key);
			if (custom) return (document.meta.unnati.customSections[Number(custom[1])]?.items.length ?? 0) > 0;
			return (document[key as keyof ResumeDocument] as unknown[]).length > 0;
		})
		.map((key) => {
			const custom = /^custom:(\d+)$/.exec(key);
			return custom ? (document.meta.unnati.customSections[Number(custom[1])]?.title ?? "") : key;
		});
	return { parts, headings, fromBuilder: true };
}

/** Headings a pasted resume may use, by the part they start. */
const HEADINGS: readonly [ResumePart, RegExp][] = [
	[
		"summary",
		/^(?:professional\s+)?(?:summary|profile|career objective|objective|about me|professional profile|career summary)$/i,
	],
	[
		"skills",
		/^(?:technical\s+|key\s+|core\s+|professional\s+)?(?:skills|skill set|skillset|competencies|core competencies|technical proficiency|tools and technologies|technologies)$/i,
	],
	[
		"work",
		/^(?:work\s+|professional\s+|internship\s+|industrial\s+)?(?:experience|internships?|employment(?: history)?|work history|training|industrial training)$/i,
	],
	["projects", /^(?:academic\s+|personal\s+|key\s+|major\s+|mini\s+|technical\s+)?projects?$/i],
	[
		"education",
		/^(?:education(?:al)?(?:\s+qualifications?|\s+details)?|academic (?:details|qualifications?|background|profile)|qualifications?)$/i,
	],
	[
		"certificates",
		/^(?:certifications?|certificates|courses|achievements|awards|awards and achievements|accomplishments|honou?rs|publications)$/i,
	],
	[
		"other",
		/^(?:extra[\s-]?curricular activities|co[\s-]?curricular activities|positions? of responsibility|activities|interests|hobbies|languages|volunteering|declaration|personal details|references|strengths)$/i,
	],
];

/** The part a line starts, when the line is a heading ("EXPERIENCE", "Technical Skills:"). */
export function headingOf(line: string): ResumePart | null {
	const clean = line
		.trim()
		.replace(/[:|\-–_=*#]+$/, "")
		.replace(/^[#*\s]+/, "")
		.trim();
	if (clean.length === 0 || clean.length > 40) return null;
	for (const [part, pattern] of HEADINGS) if (pattern.test(clean)) return part;
	return null;
}

/** A pasted resume, split at its headings; what comes before the first heading is the summary. */
export function textOfPlain(text: string): ResumeText {
	const parts: Record<ResumePart, string> = {
		summary: "",
		skills: "",
		work: "",
		projects: "",
		education: "",
		certificates: "",
		other: "",
	};
	const headings: string[] = [];
	let current: ResumePart = "summary";
	for (const line of text.split(/\r?\n/)) {
		const part = headingOf(line);
		if (part) {
			current = part;
			headings.push(line.trim().replace(/[:]+$/, ""));
			continue;
		}
		// "Skills: Java, Python" on one line: a heading with its content.
		const inline = /^\s*([A-Za-z][A-Za-z ]{2,30}):\s*(.+)$/.exec(line);
		const inlinePart = inline?.[1] ? headingOf(inline[1]) : null;
		if (inline && inlinePart) {
			headings.push(inline[1]?.trim() ?? "");
			parts[inlinePart] += `${inline[2]}\n`;
			continue;
		}
		parts[current] += `${line}\n`;
	}
	return { parts, headings, fromBuilder: false };
}

export const fullText = (resume: ResumeText) => Object.values(resume.parts).join("\n");
