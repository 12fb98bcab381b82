import { z } from "zod";

// A resume is a JSON Resume document (jsonresume.org, schema 1.x): every section and field keeps the
// schema's name, so export is the stored document with empty fields left out. What an Indian campus
// resume needs beyond the schema rides in the places the schema leaves open (basics and each
// education entry accept extra keys; `meta` holds Unnati's own layout): branch and batch, the
// 10th/12th/diploma marks, CGPA on a 10-point scale or a percentage, custom sections and their order.

/** JSON Resume's date: a year, a year and month, or a full date (2024, 2024-06, 2024-06-30). */
export const RESUME_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

export const RESUME_LIMITS = {
	shortText: 200,
	longText: 2000,
	itemsPerSection: 30,
	highlightsPerItem: 12,
	keywordsPerItem: 40,
} as const;

const short = z.string().trim().max(RESUME_LIMITS.shortText, { error: "Keep this under 200 characters." });
const long = z.string().trim().max(RESUME_LIMITS.longText, { error: "Keep this under 2,000 characters." });
const date = z
	.string()
	.trim()
	.refine((value) => value === "" || RESUME_DATE.test(value), {
		error: "Write the date as YYYY, YYYY-MM or YYYY-MM-DD (e.g. 2024-06).",
	});
const list = <T extends z.ZodType>(item: T, max: number = RESUME_LIMITS.itemsPerSection) =>
	z.array(item).max(max, { error: `At most ${max} entries.` });
const highlights = list(long, RESUME_LIMITS.highlightsPerItem);
const keywords = list(short, RESUME_LIMITS.keywordsPerItem);

/**
 * An Indian mobile number: 10 digits starting 6-9, written with or without +91 / 0 and spaces or
 * dashes. Returns "+91 98xxxxxxxx", or null when it is not one (other countries' numbers are kept
 * as written by the caller).
 */
export function normalizeIndianPhone(raw: string): string | null {
	const digits = raw.replace(/[\s\-().]/g, "");
	const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
	return match ? `+91 ${match[1]}` : null;
}

const phone = z
	.string()
	.trim()
	.max(30)
	.refine(
		(value) => value === "" || normalizeIndianPhone(value) !== null || /^\+?[\d\s\-().]{7,24}$/.test(value),
		{
			error: "Enter a 10-digit mobile number (e.g. +91 98450 12345).",
		},
	);

const email = z
	.string()
	.trim()
	.max(200)
	.refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
		error: "Enter an email address like name@college.edu.in.",
	});

const url = z
	.string()
	.trim()
	.max(300)
	.refine((value) => value === "" || /^https?:\/\/[^\s<>"]+$/i.test(value), {
		error: "Enter a web address starting with https://",
	});

export const profileSchema = z.object({
	network: short.default(""),
	username: short.default(""),
	url: url.default(""),
});

export const basicsSchema = z.object({
	name: short.default(""),
	/** The headline under the name, e.g. "Final-year B.E. (CSE) student | Backend developer". */
	label: short.default(""),
	/** A photo's address: kept for JSON Resume round trips, never printed (an ATS cannot read images). */
	image: url.default(""),
	email: email.default(""),
	phone: phone.default(""),
	url: url.default(""),
	summary: long.default(""),
	location: z
		.object({
			address: short.default(""),
			postalCode: z.string().trim().max(12).default(""),
			city: short.default(""),
			region: short.default(""),
			countryCode: z.string().trim().max(2).default("IN"),
		})
		.default({ address: "", postalCode: "", city: "", region: "", countryCode: "IN" }),
	profiles: list(profileSchema, 10).default([]),
	// Unnati's campus fields (extra keys the schema allows in basics).
	/** Branch of study, e.g. "Computer Science and Engineering". */
	branch: short.default(""),
	/** Batch: the years of the degree, e.g. "2022-2026". */
	batch: z
		.string()
		.trim()
		.max(20)
		.refine((value) => value === "" || /^\d{4}(\s*[-–]\s*\d{4})?$/.test(value), {
			error: "Write the batch as years, e.g. 2022-2026.",
		})
		.default(""),
});

/** The level of an education entry: what Indian recruiters ask for, from 10th to a postgraduate degree. */
export const EDUCATION_LEVELS = ["pg", "ug", "diploma", "12th", "10th"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
	pg: "Postgraduate (M.Tech, MCA, MBA…)",
	ug: "Undergraduate (B.E., B.Tech, B.Sc…)",
	diploma: "Diploma",
	"12th": "Class 12 (PUC / HSC)",
	"10th": "Class 10 (SSLC / SSC)",
};

/** CGPA on a 10-point scale, or a percentage. */
export const GRADE_TYPES = ["cgpa", "percentage"] as const;
export type GradeType = (typeof GRADE_TYPES)[number];

/** "8.62 CGPA (out of 10)" or "91.4%": what JSON Resume's `score` says for a grade. */
export function formatGrade(gradeType: GradeType | "", grade: number | null): string {
	if (grade === null || gradeType === "") return "";
	return gradeType === "cgpa" ? `${grade} CGPA (out of 10)` : `${grade}%`;
}

export const educationSchema = z
	.object({
		institution: short.default(""),
		url: url.default(""),
		/** The branch or stream, e.g. "Electronics and Communication Engineering", "PCMB". */
		area: short.default(""),
		/** The degree or certificate, e.g. "B.E.", "Class 12 (Karnataka PUC)". */
		studyType: short.default(""),
		startDate: date.default(""),
		endDate: date.default(""),
		/** The schema's free-text score; Unnati writes it from gradeType and grade. */
		score: short.default(""),
		courses: keywords.default([]),
		// Unnati's campus fields (extra keys the schema allows in each education entry).
		level: z.enum([...EDUCATION_LEVELS, ""]).default(""),
		/** Board or university, e.g. "CBSE", "VTU". */
		board: short.default(""),
		gradeType: z.enum([...GRADE_TYPES, ""]).default(""),
		grade: z.number().min(0).nullable().default(null),
	})
	.superRefine((entry, context) => {
		if (entry.grade === null) return;
		if (entry.gradeType === "cgpa" && entry.grade > 10)
			context.addIssue({
				code: "custom",
				path: ["grade"],
				message: "A CGPA is out of 10: enter a number from 0 to 10.",
			});
		if (entry.gradeType === "percentage" && entry.grade > 100)
			context.addIssue({ code: "custom", path: ["grade"], message: "A percentage is from 0 to 100." });
		if (entry.gradeType === "")
			context.addIssue({
				code: "custom",
				path: ["gradeType"],
				message: "Say whether the grade is a CGPA or a percentage.",
			});
	});

export const workSchema = z.object({
	name: short.default(""),
	position: short.default(""),
	location: short.default(""),
	description: short.default(""),
	url: url.default(""),
	startDate: date.default(""),
	endDate: date.default(""),
	summary: long.default(""),
	highlights: highlights.default([]),
});

export const volunteerSchema = z.object({
	organization: short.default(""),
	position: short.default(""),
	url: url.default(""),
	startDate: date.default(""),
	endDate: date.default(""),
	summary: long.default(""),
	highlights: highlights.default([]),
});

export const projectSchema = z.object({
	name: short.default(""),
	description: long.default(""),
	highlights: highlights.default([]),
	keywords: keywords.default([]),
	startDate: date.default(""),
	endDate: date.default(""),
	url: url.default(""),
	roles: list(short, 10).default([]),
	entity: short.default(""),
	type: short.default(""),
});

export const skillSchema = z.object({
	name: short.default(""),
	level: short.default(""),
	keywords: keywords.default([]),
});

export const certificateSchema = z.object({
	name: short.default(""),
	date: date.default(""),
	issuer: short.default(""),
	url: url.default(""),
});

export const awardSchema = z.object({
	title: short.default(""),
	date: date.default(""),
	awarder: short.default(""),
	summary: long.default(""),
});

export const publicationSchema = z.object({
	name: short.default(""),
	publisher: short.default(""),
	releaseDate: date.default(""),
	url: url.default(""),
	summary: long.default(""),
});

export const languageSchema = z.object({ language: short.default(""), fluency: short.default("") });
export const interestSchema = z.object({ name: short.default(""), keywords: keywords.default([]) });
export const referenceSchema = z.object({ name: short.default(""), reference: long.default("") });

/** A section of the student's own, e.g. "Positions of responsibility" or "Coding profiles". */
export const customSectionSchema = z.object({
	title: short.min(1, { error: "A custom section needs a title." }),
	items: list(
		z.object({
			title: short.default(""),
			subtitle: short.default(""),
			date: short.default(""),
			summary: long.default(""),
			highlights: highlights.default([]),
		}),
	).default([]),
});

/** The sections a student may reorder (basics always comes first), in the schema's names. */
export const RESUME_SECTIONS = [
	"education",
	"work",
	"projects",
	"skills",
	"certificates",
	"awards",
	"volunteer",
	"publications",
	"languages",
	"interests",
	"references",
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];
/** A reorderable section: one of the schema's, or a custom one by its index ("custom:0"). */
export type SectionKey = ResumeSection | `custom:${number}`;

/** The headings the templates print: the standard words an ATS looks for. */
export const SECTION_HEADINGS: Record<ResumeSection, string> = {
	education: "Education",
	work: "Experience",
	projects: "Projects",
	skills: "Skills",
	certificates: "Certifications",
	awards: "Awards and Achievements",
	volunteer: "Volunteering",
	publications: "Publications",
	languages: "Languages",
	interests: "Interests",
	references: "References",
};

const sectionKey = z
	.string()
	.refine(
		(value) => (RESUME_SECTIONS as readonly string[]).includes(value) || /^custom:\d{1,2}$/.test(value),
		{ error: "Unknown section." },
	);

export const resumeMetaSchema = z.object({
	canonical: z.string().optional(),
	version: z.string().optional(),
	lastModified: z.string().optional(),
	/** Unnati's layout: the order of the sections and the custom sections (the schema allows extra keys in meta). */
	unnati: z
		.object({
			sectionOrder: z
				.array(sectionKey)
				.max(60)
				.default([...RESUME_SECTIONS]),
			customSections: list(customSectionSchema, 10).default([]),
		})
		.default({ sectionOrder: [...RESUME_SECTIONS], customSections: [] }),
});

export const resumeDocumentSchema = z.object({
	basics: basicsSchema.default(basicsSchema.parse({})),
	work: list(workSchema).default([]),
	volunteer: list(volunteerSchema).default([]),
	education: list(educationSchema).default([]),
	awards: list(awardSchema).default([]),
	certificates: list(certificateSchema).default([]),
	publications: list(publicationSchema).default([]),
	skills: list(skillSchema).default([]),
	languages: list(languageSchema).default([]),
	interests: list(interestSchema).default([]),
	references: list(referenceSchema).default([]),
	projects: list(projectSchema).default([]),
	meta: resumeMetaSchema.default(resumeMetaSchema.parse({})),
});
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;
export type ResumeDocumentInput = z.input<typeof resumeDocumentSchema>;
export type EducationEntry = z.infer<typeof educationSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;

/** An empty resume with every section present. */
// A copy each time: zod hands back its `.default(...)` objects themselves, so a pushed profile or a
// set city would otherwise show up in every later empty resume of the process.
export const emptyResume = (): ResumeDocument => structuredClone(resumeDocumentSchema.parse({}));

/**
 * The order the sections print in: the stored order, then any section it left out (a document
 * from elsewhere, a custom section added later), custom sections that no longer exist dropped.
 */
export function sectionOrderOf(document: ResumeDocument): SectionKey[] {
	const customCount = document.meta.unnati.customSections.length;
	const valid = (key: string): key is SectionKey => {
		const custom = /^custom:(\d+)$/.exec(key);
		return custom ? Number(custom[1]) < customCount : (RESUME_SECTIONS as readonly string[]).includes(key);
	};
	const order = [...new Set(document.meta.unnati.sectionOrder)].filter(valid);
	const all: SectionKey[] = [
		...RESUME_SECTIONS,
		...Array.from({ length: customCount }, (_, i) => `custom:${i}` as const),
	];
	for (const key of all) if (!order.includes(key)) order.push(key);
	return order;
}

/** The heading a section prints under. */
export function headingOf(document: ResumeDocument, key: SectionKey): string {
	const custom = /^custom:(\d+)$/.exec(key);
	if (custom) return document.meta.unnati.customSections[Number(custom[1])]?.title ?? "";
	return SECTION_HEADINGS[key as ResumeSection];
}

// Looks and paper.

export const RESUME_TEMPLATES = ["classic", "modern", "compact"] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const RESUME_TEMPLATE_LABELS: Record<ResumeTemplate, string> = {
	classic: "Classic: centred name, ruled headings",
	modern: "Modern: left-aligned name, accent headings",
	compact: "Compact: tighter spacing to fit one page",
};
/** The PDF's standard fonts: every PDF reader has them, and their text is always extractable. */
export const RESUME_FONTS = ["Helvetica", "Times-Roman", "Courier"] as const;
export const RESUME_FONT_LABELS: Record<(typeof RESUME_FONTS)[number], string> = {
	Helvetica: "Helvetica (sans-serif)",
	"Times-Roman": "Times (serif)",
	Courier: "Courier (monospace)",
};
export const PAPER_SIZES = ["A4", "LETTER"] as const;

export const resumeSettingsSchema = z.object({
	template: z.enum(RESUME_TEMPLATES).default("classic"),
	font: z.enum(RESUME_FONTS).default("Helvetica"),
	/** Body size in points. */
	fontSize: z.number().int().min(9).max(12).default(10),
	accent: z
		.string()
		.regex(/^#[0-9a-fA-F]{6}$/, { error: "Pick a colour as #rrggbb." })
		.default("#1f4e79"),
	paper: z.enum(PAPER_SIZES).default("A4"),
});
export type ResumeSettings = z.infer<typeof resumeSettingsSchema>;
export const defaultResumeSettings = (): ResumeSettings => resumeSettingsSchema.parse({});
