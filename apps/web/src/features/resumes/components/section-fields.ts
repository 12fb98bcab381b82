import {
	EDUCATION_LEVEL_LABELS,
	EDUCATION_LEVELS,
	type ResumeDocument,
	type ResumeSection,
} from "@unnati/contracts/resumes";

/** How one field of a section's entry is edited. */
export type FieldSpec = {
	key: string;
	label: string;
	kind: "text" | "textarea" | "date" | "list" | "lines" | "select" | "number";
	placeholder?: string;
	description?: string;
	options?: { value: string; label: string }[];
	/** Half width on a wide screen. */
	half?: boolean;
};

const DATE_HINT = "YYYY-MM, e.g. 2025-06";
const dates = (startLabel = "Start", endLabel = "End (empty: ongoing)"): FieldSpec[] => [
	{ key: "startDate", label: startLabel, kind: "date", placeholder: DATE_HINT, half: true },
	{ key: "endDate", label: endLabel, kind: "date", placeholder: DATE_HINT, half: true },
];

/** Each section's fields, in the order the form shows them, and what a new entry starts as. */
export const SECTION_FORMS: Record<
	ResumeSection,
	{ item: string; fields: FieldSpec[]; blank: () => unknown }
> = {
	education: {
		item: "Education entry",
		fields: [
			{
				key: "level",
				label: "Level",
				kind: "select",
				half: true,
				options: EDUCATION_LEVELS.map((level) => ({ value: level, label: EDUCATION_LEVEL_LABELS[level] })),
			},
			{
				key: "studyType",
				label: "Degree or class",
				kind: "text",
				placeholder: "B.E., B.Tech, Class 12 (CBSE)…",
				half: true,
			},
			{
				key: "area",
				label: "Branch or stream",
				kind: "text",
				placeholder: "Computer Science and Engineering",
				half: true,
			},
			{ key: "institution", label: "College or school", kind: "text", half: true },
			{
				key: "board",
				label: "University or board",
				kind: "text",
				placeholder: "VTU, CBSE, State board…",
				half: true,
			},
			...dates("Start", "End (or expected)"),
			{
				key: "gradeType",
				label: "Grade as",
				kind: "select",
				half: true,
				options: [
					{ value: "cgpa", label: "CGPA (out of 10)" },
					{ value: "percentage", label: "Percentage" },
				],
			},
			{ key: "grade", label: "CGPA or percentage", kind: "number", half: true },
			{ key: "courses", label: "Relevant courses (comma-separated)", kind: "list" },
		],
		blank: () => ({ institution: "", area: "", studyType: "", level: "", gradeType: "", grade: null }),
	},
	work: {
		item: "Experience or internship",
		fields: [
			{
				key: "position",
				label: "Role",
				kind: "text",
				placeholder: "Software Engineering Intern",
				half: true,
			},
			{ key: "name", label: "Company", kind: "text", half: true },
			{ key: "location", label: "Location", kind: "text", half: true },
			{ key: "url", label: "Company website", kind: "text", half: true },
			...dates(),
			{ key: "summary", label: "One-line summary", kind: "textarea" },
			{
				key: "highlights",
				label: "What you did (one point per line; start with a verb, add a number)",
				kind: "lines",
			},
		],
		blank: () => ({ name: "", position: "" }),
	},
	projects: {
		item: "Project",
		fields: [
			{ key: "name", label: "Project name", kind: "text", half: true },
			{ key: "url", label: "Link (GitHub, demo)", kind: "text", half: true },
			{ key: "description", label: "What it is", kind: "textarea" },
			{
				key: "keywords",
				label: "Technologies (comma-separated)",
				kind: "list",
				placeholder: "Java, Spring Boot, PostgreSQL",
			},
			{ key: "roles", label: "Your role (comma-separated)", kind: "list", half: true },
			{
				key: "entity",
				label: "Done for",
				kind: "text",
				placeholder: "College project, hackathon…",
				half: true,
			},
			...dates(),
			{ key: "highlights", label: "What you built and its result (one point per line)", kind: "lines" },
		],
		blank: () => ({ name: "" }),
	},
	skills: {
		item: "Skill group",
		fields: [
			{
				key: "name",
				label: "Group",
				kind: "text",
				placeholder: "Languages, Tools, Core subjects…",
				half: true,
			},
			{ key: "level", label: "Level (optional)", kind: "text", half: true },
			{ key: "keywords", label: "Skills (comma-separated)", kind: "list", placeholder: "Java, Python, SQL" },
		],
		blank: () => ({ name: "", keywords: [] }),
	},
	certificates: {
		item: "Certificate",
		fields: [
			{ key: "name", label: "Certificate", kind: "text", half: true },
			{ key: "issuer", label: "Issued by", kind: "text", half: true },
			{ key: "date", label: "Date", kind: "date", placeholder: DATE_HINT, half: true },
			{ key: "url", label: "Verification link", kind: "text", half: true },
		],
		blank: () => ({ name: "" }),
	},
	awards: {
		item: "Award",
		fields: [
			{ key: "title", label: "Award", kind: "text", half: true },
			{ key: "awarder", label: "Given by", kind: "text", half: true },
			{ key: "date", label: "Date", kind: "date", placeholder: DATE_HINT, half: true },
			{ key: "summary", label: "What it was for", kind: "textarea" },
		],
		blank: () => ({ title: "" }),
	},
	volunteer: {
		item: "Volunteering",
		fields: [
			{ key: "position", label: "Role", kind: "text", half: true },
			{ key: "organization", label: "Organisation", kind: "text", half: true },
			...dates(),
			{ key: "summary", label: "Summary", kind: "textarea" },
			{ key: "highlights", label: "Points (one per line)", kind: "lines" },
		],
		blank: () => ({ organization: "" }),
	},
	publications: {
		item: "Publication",
		fields: [
			{ key: "name", label: "Title", kind: "text", half: true },
			{ key: "publisher", label: "Published in", kind: "text", half: true },
			{ key: "releaseDate", label: "Date", kind: "date", placeholder: DATE_HINT, half: true },
			{ key: "url", label: "Link", kind: "text", half: true },
			{ key: "summary", label: "Summary", kind: "textarea" },
		],
		blank: () => ({ name: "" }),
	},
	languages: {
		item: "Language",
		fields: [
			{ key: "language", label: "Language", kind: "text", half: true },
			{ key: "fluency", label: "Fluency", kind: "text", placeholder: "Native, Professional…", half: true },
		],
		blank: () => ({ language: "" }),
	},
	interests: {
		item: "Interest",
		fields: [
			{ key: "name", label: "Interest", kind: "text", half: true },
			{ key: "keywords", label: "Details (comma-separated)", kind: "list", half: true },
		],
		blank: () => ({ name: "" }),
	},
	references: {
		item: "Reference",
		fields: [
			{ key: "name", label: "Name", kind: "text" },
			{ key: "reference", label: "Who they are and how to reach them", kind: "textarea" },
		],
		blank: () => ({ name: "" }),
	},
};

export const CUSTOM_FIELDS: FieldSpec[] = [
	{ key: "title", label: "Title", kind: "text", half: true },
	{ key: "subtitle", label: "Organisation or detail", kind: "text", half: true },
	{ key: "date", label: "When", kind: "text", placeholder: "2024 – 2025", half: true },
	{ key: "summary", label: "Summary", kind: "textarea" },
	{ key: "highlights", label: "Points (one per line)", kind: "lines" },
];

/** Sets `value` at `path` in a copy of `value`'s container chain (the document is never mutated). */
export function setIn<T>(target: T, path: readonly (string | number)[], value: unknown): T {
	if (path.length === 0) return value as T;
	const [head, ...rest] = path as [string | number, ...(string | number)[]];
	const container = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
		string | number,
		unknown
	>;
	container[head] = setIn(container[head], rest, value);
	return container as T;
}

/** Moves the item at `from` to `to` in a copy of `items`. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
	const next = [...items];
	const [item] = next.splice(from, 1);
	if (item === undefined || to < 0 || to > next.length) return [...items];
	next.splice(to, 0, item);
	return next;
}

export type { ResumeDocument };
