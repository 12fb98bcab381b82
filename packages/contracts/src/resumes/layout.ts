import {
	EDUCATION_LEVEL_LABELS,
	formatGrade,
	headingOf,
	type ResumeDocument,
	type SectionKey,
	sectionOrderOf,
} from "./document";

// What a resume prints, in reading order, as plain strings: the web preview, the share page and
// the PDF all draw from this one layout, so they say the same thing in the same order, and
// nothing in a field is ever read as markup (every value is text).

export type LayoutEntry = {
	/** The bold line: a position, degree, project or certificate. */
	title: string;
	/** Organisation, institution, issuer. */
	subtitle: string;
	/** "Jun 2024 – Aug 2024", "2022 – 2026", "Mar 2025". */
	dates: string;
	/** Grade, location, link: short facts after the subtitle. */
	details: string[];
	summary: string;
	bullets: string[];
};

export type LayoutSection = { key: SectionKey; heading: string; entries: LayoutEntry[] };

export type ResumeLayout = {
	name: string;
	label: string;
	/** Email, phone, location, links: one line under the name. */
	contact: string[];
	/** "B.E. Computer Science and Engineering | Batch 2022-2026" when known. */
	campusLine: string;
	summary: string;
	sections: LayoutSection[];
};

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2024-06" → "Jun 2024"; "2024" stays; "" stays "". */
export function formatResumeDate(value: string): string {
	const match = /^(\d{4})(?:-(\d{2}))?/.exec(value);
	if (!match) return value;
	const month = match[2] ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
	return month ? `${month} ${match[1]}` : (match[1] ?? value);
}

/** "Jun 2024 – Aug 2024", "Jun 2024 – Present" (a start with no end is ongoing), "2026". */
export function formatRange(start: string, end: string): string {
	if (!start && !end) return "";
	if (!start) return formatResumeDate(end);
	return `${formatResumeDate(start)} – ${end ? formatResumeDate(end) : "Present"}`;
}

const entry = (fields: Partial<LayoutEntry>): LayoutEntry => ({
	title: "",
	subtitle: "",
	dates: "",
	details: [],
	summary: "",
	bullets: [],
	...fields,
});
const present = (values: (string | undefined)[]) => values.filter((v): v is string => !!v && v.trim() !== "");

function entriesOf(document: ResumeDocument, key: SectionKey): LayoutEntry[] {
	const custom = /^custom:(\d+)$/.exec(key);
	if (custom) {
		const section = document.meta.unnati.customSections[Number(custom[1])];
		return (section?.items ?? []).map((item) =>
			entry({
				title: item.title,
				subtitle: item.subtitle,
				dates: item.date,
				summary: item.summary,
				bullets: present(item.highlights),
			}),
		);
	}
	switch (key) {
		case "education":
			return document.education.map((e) =>
				entry({
					title:
						present([e.studyType, e.area]).join(", ") || (e.level ? EDUCATION_LEVEL_LABELS[e.level] : ""),
					subtitle: present([e.institution, e.board]).join(", "),
					dates: formatRange(e.startDate, e.endDate),
					details: present([e.score || formatGrade(e.gradeType, e.grade)]),
					summary: e.courses.length ? `Courses: ${e.courses.join(", ")}` : "",
				}),
			);
		case "work":
			return document.work.map((w) =>
				entry({
					title: w.position,
					subtitle: w.name,
					dates: formatRange(w.startDate, w.endDate),
					details: present([w.location, w.url]),
					summary: w.summary,
					bullets: present(w.highlights),
				}),
			);
		case "volunteer":
			return document.volunteer.map((v) =>
				entry({
					title: v.position,
					subtitle: v.organization,
					dates: formatRange(v.startDate, v.endDate),
					details: present([v.url]),
					summary: v.summary,
					bullets: present(v.highlights),
				}),
			);
		case "projects":
			return document.projects.map((p) =>
				entry({
					title: p.name,
					subtitle: present([p.entity, p.roles.join(", ")]).join(" | "),
					dates: formatRange(p.startDate, p.endDate),
					details: present([p.keywords.length ? `Tech: ${p.keywords.join(", ")}` : "", p.url]),
					summary: p.description,
					bullets: present(p.highlights),
				}),
			);
		case "skills":
			return document.skills.map((s) =>
				entry({
					title: present([s.name, s.level ? `(${s.level})` : ""]).join(" "),
					summary: s.keywords.join(", "),
				}),
			);
		case "certificates":
			return document.certificates.map((c) =>
				entry({
					title: c.name,
					subtitle: c.issuer,
					dates: formatResumeDate(c.date),
					details: present([c.url]),
				}),
			);
		case "awards":
			return document.awards.map((a) =>
				entry({ title: a.title, subtitle: a.awarder, dates: formatResumeDate(a.date), summary: a.summary }),
			);
		case "publications":
			return document.publications.map((p) =>
				entry({
					title: p.name,
					subtitle: p.publisher,
					dates: formatResumeDate(p.releaseDate),
					details: present([p.url]),
					summary: p.summary,
				}),
			);
		case "languages":
			return document.languages.map((l) =>
				entry({ title: present([l.language, l.fluency ? `(${l.fluency})` : ""]).join(" ") }),
			);
		case "interests":
			return document.interests.map((i) => entry({ title: i.name, summary: i.keywords.join(", ") }));
		case "references":
			return document.references.map((r) => entry({ title: r.name, summary: r.reference }));
		default:
			return [];
	}
}

const isEmpty = (e: LayoutEntry) =>
	!e.title.trim() &&
	!e.subtitle.trim() &&
	!e.summary.trim() &&
	e.bullets.length === 0 &&
	e.details.length === 0;

/** The resume in reading order; empty sections and entries are left out. */
export function layoutResume(document: ResumeDocument): ResumeLayout {
	const { basics } = document;
	const location = present([basics.location.city, basics.location.region]).join(", ");
	return {
		name: basics.name,
		label: basics.label,
		contact: present([
			basics.email,
			basics.phone,
			location,
			basics.url,
			...basics.profiles.map((p) => p.url || present([p.network, p.username]).join(": ")),
		]),
		campusLine: present([basics.branch, basics.batch ? `Batch ${basics.batch}` : ""]).join(" | "),
		summary: basics.summary,
		sections: sectionOrderOf(document)
			.map((key) => ({
				key,
				heading: headingOf(document, key),
				entries: entriesOf(document, key).filter((e) => !isEmpty(e)),
			}))
			.filter((section) => section.entries.length > 0),
	};
}
