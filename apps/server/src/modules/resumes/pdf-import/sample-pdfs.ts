import { Document, Page, renderToBuffer, type StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../../../platform/pdf/fonts";

// Resume PDFs laid out the way students' own resumes are (not the way Unnati prints them), for the
// import tests and the import benchmark: a narrow sidebar beside the main column on the left or
// the right, a full-width header over two columns, a two-column page followed by a single-column
// one, and a single-column page with right-aligned dates. Real text, set with react-pdf.

const BODY = 9.5;
const ACCENT = "#1f4e79";

type Style = Parameters<typeof StyleSheet.create>[0][string];

const text = (content: string, style: Style = {}) => h(Text, { style }, content);
const heading = (title: string) =>
	h(
		Text,
		{ style: { fontWeight: 700, fontSize: BODY + 2, color: ACCENT, marginTop: 12, marginBottom: 4 } },
		title,
	);
const bullet = (content: string, key: number) =>
	h(
		View,
		{ key, style: { flexDirection: "row", marginLeft: 4 } },
		h(Text, { style: { width: 9 } }, "•"),
		h(Text, { style: { flex: 1 } }, content),
	);
/** A title on the left and its dates flush right, on one line. */
const titleAndDates = (title: string, dates: string) =>
	h(
		View,
		{ style: { flexDirection: "row", justifyContent: "space-between" } },
		h(Text, { style: { fontWeight: 700 } }, title),
		h(Text, null, dates),
	);
const entry = (...children: ReactNode[]) => h(View, { style: { marginBottom: 8 } }, ...children);

const NAME = "Rohan Deshmukh";
const CONTACT = [
	"+91 98220 45678",
	"rohan.deshmukh@coep.ac.in",
	"linkedin.com/in/rohan-deshmukh",
	"Pune, Maharashtra",
];
export const SAMPLE_SKILLS = ["Java", "Python", "C++", "React", "Node.js", "PostgreSQL", "Git"];
export const SAMPLE_LANGUAGES = [
	{ language: "English", fluency: "Fluent" },
	{ language: "Hindi", fluency: "Fluent" },
	{ language: "Marathi", fluency: "Native" },
];

const contactBlock = () => [heading("CONTACT"), ...CONTACT.map((line) => text(line))];
const skillsBlock = () => [heading("SKILLS"), ...SAMPLE_SKILLS.map((skill) => text(skill))];
const languagesBlock = () => [
	heading("LANGUAGES"),
	...SAMPLE_LANGUAGES.map(({ language, fluency }) => text(`${language} (${fluency})`)),
];
const certificationsBlock = () => [
	heading("CERTIFICATIONS"),
	entry(text("NPTEL Programming in Java (Elite)"), text("IIT Kharagpur | Oct 2024")),
	entry(text("AWS Certified Cloud Practitioner"), text("Amazon Web Services | Feb 2025")),
];

const educationBlock = () => [
	heading("EDUCATION"),
	entry(
		titleAndDates("B.Tech in Computer Science and Engineering", "2022 – 2026"),
		text("COEP Technological University, Pune | CGPA: 8.4/10"),
	),
	entry(
		titleAndDates("Class 12 (HSC), Maharashtra State Board", "2022"),
		text("Fergusson College, Pune | 91.2%"),
	),
];
const experienceBlock = () => [
	heading("EXPERIENCE"),
	entry(
		titleAndDates("Software Development Intern", "May 2025 – Jul 2025"),
		text("Persistent Systems | Pune"),
		bullet(
			"Built a Spring Boot service that reconciles 40,000 daily invoice records for a banking client, cutting the manual check from two hours to ten minutes.",
			0,
		),
		bullet("Wrote JUnit tests that took the module's coverage from 52% to 81%.", 1),
	),
	entry(
		titleAndDates("Web Development Intern", "Dec 2024 – Jan 2025"),
		text("Pune Municipal Corporation Smart City Cell | Pune"),
		bullet("Moved the ward complaint form from paper to a React page used by 14 ward offices.", 0),
	),
];
const projectsBlock = () => [
	heading("PROJECTS"),
	entry(
		titleAndDates("Hostel Mess Feedback App", "Aug 2024 – Nov 2024"),
		text("Tech: React Native, Firebase"),
		bullet("Daily menu ratings from 600 hostel students; the mess committee now reads a weekly report.", 0),
	),
	entry(
		titleAndDates("Placement Drive Tracker", "Jan 2025 – Mar 2025"),
		text("Tech: Node.js, PostgreSQL"),
		bullet(
			"Tracks 120 companies' drives, eligibility cut-offs and rounds for the training and placement cell.",
			0,
		),
	),
];
const achievementsBlock = () => [
	heading("ACHIEVEMENTS"),
	entry(titleAndDates("Finalist, Smart India Hackathon", "Dec 2024"), text("Ministry of Education")),
	entry(titleAndDates("Rank 312, CodeChef Starters 140", "Jun 2024"), text("CodeChef")),
];

const nameBlock = () => [
	text(NAME, { fontSize: 22, lineHeight: 1.2, fontWeight: 700, color: ACCENT }),
	text("Final-year B.Tech (CSE) | Backend developer", { fontSize: BODY + 1, marginTop: 2 }),
];

type Part = ReactElement | ReactElement[];
const page = (...children: Part[]) =>
	h(
		Page,
		{
			size: "A4",
			style: { fontFamily: PDF_FONT_FAMILY, fontSize: BODY, lineHeight: 1.35, padding: 32, color: "#1a1a1a" },
		},
		...children.flat(),
	);
const columns = (left: Part[], right: Part[], sidebar: "left" | "right") =>
	h(
		View,
		{ style: { flexDirection: "row", flexGrow: 1 } },
		h(
			View,
			{ style: sidebar === "left" ? { width: 165, paddingRight: 14 } : { flex: 1, paddingRight: 22 } },
			...left.flat(),
		),
		h(
			View,
			{ style: sidebar === "right" ? { width: 165, paddingLeft: 14 } : { flex: 1, paddingLeft: 22 } },
			...right.flat(),
		),
	);
const pdf = async (...pages: ReactElement[]) => {
	registerPdfFonts();
	return renderToBuffer(h(Document, { title: NAME, author: NAME }, ...pages));
};

/** The layouts, each a real resume of the same student. */
export const SAMPLE_PDFS = {
	/** Sidebar on the left (contact, skills, languages), name on top of the main column. */
	sidebarLeft: () =>
		pdf(
			page(
				columns(
					[contactBlock(), skillsBlock(), languagesBlock()],
					[nameBlock(), educationBlock(), experienceBlock(), projectsBlock()],
					"left",
				),
			),
		),
	/** Main column on the left, sidebar on the right. */
	sidebarRight: () =>
		pdf(
			page(
				columns(
					[nameBlock(), educationBlock(), experienceBlock(), projectsBlock()],
					[contactBlock(), skillsBlock(), certificationsBlock(), languagesBlock()],
					"right",
				),
			),
		),
	/** Name and contact across the page, then two columns. */
	fullWidthHeader: () =>
		pdf(
			page(
				text(NAME, { fontSize: 22, lineHeight: 1.2, fontWeight: 700, color: ACCENT, textAlign: "center" }),
				text(CONTACT.join("  |  "), { textAlign: "center", marginTop: 4, marginBottom: 6 }),
				columns(
					[skillsBlock(), languagesBlock(), certificationsBlock()],
					[educationBlock(), experienceBlock(), projectsBlock()],
					"left",
				),
			),
		),
	/** Two columns on the first page, one column on the second. */
	twoThenOne: () =>
		pdf(
			page(
				columns(
					[contactBlock(), skillsBlock(), languagesBlock()],
					[nameBlock(), educationBlock(), experienceBlock()],
					"left",
				),
			),
			page(projectsBlock(), achievementsBlock(), certificationsBlock()),
		),
	/** Two pages, both in two columns: the benchmark's heavier case. */
	twoPagesTwoColumns: () =>
		pdf(
			page(
				columns(
					[contactBlock(), skillsBlock(), languagesBlock()],
					[nameBlock(), educationBlock(), experienceBlock()],
					"left",
				),
			),
			page(columns([certificationsBlock()], [projectsBlock(), achievementsBlock()], "left")),
		),
	/**
	 * One column of short lines, dates and places flush right and nothing crossing the middle of
	 * the page: the right-hand strip is empty enough to look like a column, and must not be one.
	 */
	singleColumnShortLines: () =>
		pdf(
			page(
				nameBlock(),
				text(CONTACT.slice(0, 2).join(" | "), { marginTop: 3 }),
				heading("EDUCATION"),
				entry(
					titleAndDates("B.Tech, Computer Science and Engineering", "2022 – 2026"),
					titleAndDates("COEP Technological University | CGPA: 8.4/10", "Pune, Maharashtra"),
				),
				entry(titleAndDates("Class 12 (HSC) | 91.2%", "2022"), titleAndDates("Fergusson College", "Pune")),
				heading("EXPERIENCE"),
				entry(
					titleAndDates("Software Development Intern", "May 2025 – Jul 2025"),
					titleAndDates("Persistent Systems", "Pune, Maharashtra"),
					bullet("Built an invoice reconciliation service.", 0),
					bullet("Raised test coverage from 52% to 81%.", 1),
				),
				entry(
					titleAndDates("Web Development Intern", "Dec 2024 – Jan 2025"),
					titleAndDates("Smart City Cell, PMC", "Pune"),
					bullet("Moved a paper complaint form online.", 0),
				),
				heading("ACHIEVEMENTS"),
				entry(titleAndDates("Finalist, Smart India Hackathon", "Dec 2024"), text("Ministry of Education")),
				entry(
					titleAndDates("Winner, Mindspark Codeathon", "Sep 2023"),
					text("COEP Technological University"),
				),
			),
		),
	/** One column with dates flush right on the title lines: must never be split into columns. */
	singleColumn: () =>
		pdf(
			page(
				nameBlock(),
				text(CONTACT.join(" | "), { marginTop: 3 }),
				educationBlock(),
				experienceBlock(),
				projectsBlock(),
				achievementsBlock(),
				heading("SKILLS"),
				text(`Languages: ${SAMPLE_SKILLS.slice(0, 3).join(", ")}`),
				text(`Web and databases: ${SAMPLE_SKILLS.slice(3).join(", ")}`),
			),
		),
};
