import {
	type EducationLevel,
	emptyResume,
	normalizeIndianPhone,
	RESUME_LIMITS,
	type ResumeDocument,
	type ResumeSection,
	resumeDocumentSchema,
	type SectionKey,
} from "@unnati/contracts/resumes";
import type { PdfLine } from "./extract";

// A PDF resume's lines into JSON Resume sections: the headings Indian campus resumes use, the
// contact details, CGPA and percentages, and dates as YYYY-MM. It guesses; the student sees the
// result and corrects it before anything is saved, so what it could not place is said in `notes`.

type Target = ResumeSection | "summary" | "custom" | "contact";

/** Headings as written on resumes (lower case, letters and spaces only), by the section they open. */
const HEADINGS: Record<string, Target> = {};
const heading = (target: Target, ...names: string[]) => {
	for (const name of names) HEADINGS[name] = target;
};
heading(
	"education",
	"education",
	"educational qualifications",
	"educational qualification",
	"academic qualifications",
	"academic qualification",
	"academic details",
	"academics",
	"academic background",
	"education details",
	"scholastic record",
);
heading(
	"work",
	"experience",
	"work experience",
	"professional experience",
	"internships",
	"internship",
	"internship experience",
	"internships and experience",
	"experience and internships",
	"employment",
	"employment history",
	"work history",
	"industrial training",
	"industrial experience",
	"training",
);
heading(
	"projects",
	"projects",
	"project",
	"academic projects",
	"personal projects",
	"key projects",
	"major projects",
	"project work",
	"projects undertaken",
	"technical projects",
);
heading(
	"skills",
	"skills",
	"technical skills",
	"key skills",
	"skill set",
	"skillset",
	"core competencies",
	"technologies",
	"technical proficiency",
	"skills and tools",
	"tools and technologies",
	"technical expertise",
);
heading(
	"certificates",
	"certifications",
	"certification",
	"certificates",
	"courses and certifications",
	"certifications and courses",
	"licenses and certifications",
	"online courses",
);
heading(
	"awards",
	"awards",
	"achievements",
	"awards and achievements",
	"achievements and awards",
	"honours and awards",
	"honors and awards",
	"accomplishments",
	"scholastic achievements",
);
heading("volunteer", "volunteering", "volunteer experience", "social work", "community service");
heading("publications", "publications", "papers", "research papers", "papers and publications");
heading("languages", "languages", "languages known", "language proficiency");
heading("interests", "interests", "hobbies", "hobbies and interests", "interests and hobbies");
heading("references", "references", "referees");
// A sidebar's contact block: its lines are read as the header's are.
heading(
	"contact",
	"contact",
	"contacts",
	"contact me",
	"contact details",
	"contact information",
	"contact info",
	"personal details",
	"personal information",
	"get in touch",
);
heading(
	"summary",
	"summary",
	"profile",
	"profile summary",
	"professional summary",
	"objective",
	"career objective",
	"about me",
	"about",
);

const normalizeHeading = (text: string) =>
	text
		.toLowerCase()
		.replace(/&/g, " and ")
		.replace(/[^a-z ]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();

const MONTHS: Record<string, string> = {
	jan: "01",
	feb: "02",
	mar: "03",
	apr: "04",
	may: "05",
	jun: "06",
	jul: "07",
	aug: "08",
	sep: "09",
	sept: "09",
	oct: "10",
	nov: "11",
	dec: "12",
};
const MONTH =
	"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const ONE_DATE = `(?:${MONTH}\\.?\\s*['’]?\\s*\\d{4}|\\d{1,2}\\s*[/.-]\\s*\\d{4}|\\d{4}\\s*-\\s*\\d{2}|\\d{4})`;
const ONGOING = "(?:present|current|now|ongoing|till date|today)";
const RANGE = new RegExp(`(${ONE_DATE})\\s*(?:[-–—]+|to|till|until)\\s*(${ONE_DATE}|${ONGOING})`, "i");
const SINGLE = new RegExp(`^(?:${ONE_DATE})$`, "i");

/** "May 2025" → "2025-05"; "06/2024" → "2024-06"; "2024-06" stays; "2024" stays; else "". */
export function isoDate(raw: string): string {
	const text = raw.trim().toLowerCase().replace(/['’.]/g, " ");
	let match = new RegExp(`^(${MONTH})\\s*(\\d{4})$`).exec(text);
	if (match?.[1] && match[2]) {
		const month = MONTHS[match[1].slice(0, match[1].startsWith("sept") ? 4 : 3)];
		return month ? `${match[2]}-${month}` : match[2];
	}
	match = /^(\d{1,2})\s*[/-]\s*(\d{4})$/.exec(text);
	if (match?.[1] && match[2] && Number(match[1]) >= 1 && Number(match[1]) <= 12)
		return `${match[2]}-${match[1].padStart(2, "0")}`;
	match = /^(\d{4})\s*-\s*(\d{2})$/.exec(text);
	if (match?.[1] && match[2] && Number(match[2]) >= 1 && Number(match[2]) <= 12)
		return `${match[1]}-${match[2]}`;
	if (/^(19|20)\d{2}$/.test(text)) return text;
	return "";
}

/** A date range anywhere in the text: start, end ("" when ongoing), and the text without it. */
function rangeIn(text: string): { start: string; end: string; rest: string } | null {
	const match = RANGE.exec(text);
	if (!match?.[1] || !match[2]) return null;
	const start = isoDate(match[1]);
	if (!start) return null;
	const end = new RegExp(`^${ONGOING}$`, "i").test(match[2].trim()) ? "" : isoDate(match[2]);
	return {
		start,
		end,
		rest: (text.slice(0, match.index) + text.slice(match.index + match[0].length)).trim(),
	};
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const URL_LIKE =
	/\b(?:https?:\/\/|www\.)[^\s|,]+|\b(?:linkedin\.com|github\.com|leetcode\.com|codechef\.com|codeforces\.com|hackerrank\.com|gitlab\.com)\/[^\s|,]*/i;
const PHONE = /(?:\+?91[\s-]*)?(?:0)?[6-9]\d{4}[\s-]?\d{5}\b/;
const BULLET = /^\s*[•●▪■◦○‣∙·*–-]\s*/;
const CGPA =
	/(\d{1,2}(?:\.\d{1,2})?)\s*(?:\/\s*10(?:\.0)?\b|\s*(?:CGPA|CPI|SGPA|GPA)\b)|(?:CGPA|CPI|GPA)\s*(?:of|:|-)?\s*(\d{1,2}(?:\.\d{1,2})?)/i;
const PERCENT =
	/(\d{1,3}(?:\.\d{1,2})?)\s*%|(?:percentage|marks|aggregate)\s*(?:of|:|-)?\s*(\d{1,3}(?:\.\d{1,2})?)/i;

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, "")}`);
const clip = (value: string, max: number = RESUME_LIMITS.shortText) => value.slice(0, max).trim();

function gradeIn(text: string): { gradeType: "cgpa" | "percentage"; grade: number; rest: string } | null {
	const cgpa = CGPA.exec(text);
	const value = cgpa ? Number(cgpa[1] ?? cgpa[2]) : Number.NaN;
	if (cgpa && value <= 10)
		return {
			gradeType: "cgpa",
			grade: value,
			rest: text.replace(cgpa[0], "").replace(/\(\s*out of 10\s*\)/i, ""),
		};
	const percent = PERCENT.exec(text);
	const share = percent ? Number(percent[1] ?? percent[2]) : Number.NaN;
	if (percent && share <= 100)
		return { gradeType: "percentage", grade: share, rest: text.replace(percent[0], "") };
	return null;
}

function levelOf(text: string): EducationLevel | "" {
	const t = text.toLowerCase();
	if (/\b(m\.?\s?tech|m\.?\s?e\b|mca|mba|m\.?\s?sc|master)/.test(t)) return "pg";
	if (/\b(b\.?\s?tech|b\.?\s?e\b|bca|b\.?\s?sc|bachelor|b\.?\s?com|bba)/.test(t)) return "ug";
	if (/diploma|polytechnic/.test(t)) return "diploma";
	if (/\b(12th|class 12|class xii|xii\b|hsc|puc|pre.?university|intermediate|senior secondary)/.test(t))
		return "12th";
	if (/\b(10th|class 10|class x\b|sslc|ssc|matriculation|secondary school)/.test(t)) return "10th";
	return "";
}

/** A block: the lines of one entry (a title line, its detail lines and bullets). */
type Block = { lines: string[]; bullets: string[] };

/** Splits a section's lines into entries at wider gaps (or at a bullet-free line after bullets). */
function blocksOf(lines: PdfLine[], lineGap: number, target: Target): Block[] {
	const blocks: Block[] = [];
	let current: Block | null = null;
	let previous: PdfLine | null = null;
	let bulletLeft = 0;
	for (const line of lines) {
		const gap = previous && previous.page === line.page ? line.top - previous.top : lineGap;
		const isBullet = BULLET.test(line.text) && !/^\s*-?\d/.test(line.text);
		const continuesBullet =
			!isBullet &&
			current &&
			current.bullets.length > 0 &&
			gap <= lineGap * 1.2 &&
			line.left > bulletLeft - 1;
		if (isBullet) {
			if (!current) {
				current = { lines: [], bullets: [] };
				blocks.push(current);
			}
			current.bullets.push(line.text.replace(BULLET, ""));
			bulletLeft = line.left + 4;
		} else if (continuesBullet && current) {
			const last = current.bullets.length - 1;
			current.bullets[last] = `${current.bullets[last]} ${line.text}`;
		} else if (
			!current ||
			gap > lineGap * 1.25 ||
			current.bullets.length > 0 ||
			// Tightly set education: a degree line after a full entry starts the next one.
			(target === "education" &&
				current.lines.length >= 2 &&
				!line.text.includes("|") &&
				levelOf(line.text) !== "")
		) {
			current = { lines: [line.text], bullets: [] };
			blocks.push(current);
		} else current.lines.push(line.text);
		previous = line;
	}
	return blocks;
}

/** The parts of a detail line: "Paytrail | May 2025 – Jul 2025 | Bengaluru" → dates and the rest. */
function partsOf(lines: string[]) {
	let start = "";
	let end = "";
	let dateText = "";
	let url = "";
	const parts: string[] = [];
	for (const line of lines)
		for (const raw of line.split(/\s+\|\s+|\s{2,}|\s+·\s+/)) {
			let part = raw.trim();
			if (!part) continue;
			const range = start ? null : rangeIn(part);
			if (range) {
				start = range.start;
				end = range.end;
				dateText = part.replace(range.rest, "").trim();
				part = range.rest.replace(/^[,(\s]+|[,)\s]+$/g, "");
			} else if (!start && SINGLE.test(part) && isoDate(part)) {
				start = isoDate(part);
				dateText = part;
				part = "";
			}
			const link = URL_LIKE.exec(part);
			if (link && !url) {
				url = withScheme(link[0]);
				part = part.replace(link[0], "").trim();
			}
			if (part) parts.push(part);
		}
	return { start, end, dateText, url, parts };
}

function toEntry(
	target: Target,
	block: Block,
	document: ResumeDocument,
	notes: string[],
	customIndex: number,
) {
	// A detail line that wrapped ("… | Tech: Node.js, React |" over "https://…") is one line again.
	const lines: string[] = [];
	for (const line of block.lines) {
		const last = lines[lines.length - 1];
		if (last !== undefined && /\|\s*$/.test(last)) lines[lines.length - 1] = `${last} ${line}`;
		else lines.push(line);
	}
	const [title = "", ...rest] = lines;
	const firstDetail = rest[0] ?? "";
	const detailLines = firstDetail ? [title, firstDetail] : [title];
	const { start, end, dateText, url, parts } = partsOf(detailLines);
	const titleParts = partsOf([title]).parts;
	const name = titleParts[0] ?? title;
	const details = parts.slice(titleParts.length);
	const summary = clip(rest.slice(firstDetail ? 1 : 0).join(" "), RESUME_LIMITS.longText);
	const highlights = block.bullets.map((bullet) => clip(bullet, RESUME_LIMITS.longText)).slice(0, 12);
	switch (target) {
		case "work":
			document.work.push({
				name: clip(details[0] ?? ""),
				position: clip(name),
				location: clip(details[1] ?? ""),
				description: "",
				url,
				startDate: start,
				endDate: start ? end : "",
				summary,
				highlights,
			});
			return;
		case "volunteer":
			document.volunteer.push({
				organization: clip(details[0] ?? ""),
				position: clip(name),
				url,
				startDate: start,
				endDate: start ? end : "",
				summary,
				highlights,
			});
			return;
		case "projects": {
			const tech = details.find((part) => /^(tech|tech stack|technologies|tools|built with)\s*:/i.test(part));
			const others = details.filter((part) => part !== tech);
			document.projects.push({
				name: clip(name),
				description: summary,
				highlights,
				keywords: tech
					? tech
							.replace(/^[^:]*:/, "")
							.split(/,|;|\|/)
							.map((k) => clip(k))
							.filter(Boolean)
							.slice(0, 40)
					: [],
				startDate: start,
				endDate: start ? end : "",
				url,
				roles: others[1] ? [clip(others[1])] : [],
				entity: clip(others[0] ?? ""),
				type: "",
			});
			return;
		}
		case "education": {
			const joined = [title, ...rest].join(" | ");
			const grade = gradeIn(joined);
			const level = levelOf(title) || levelOf(joined);
			const [studyType = "", ...area] = name.split(/,\s*|\s+in\s+/);
			const place = details.filter((part) => !gradeIn(part) && !/^courses?\s*:/i.test(part));
			const [institution = "", ...board] = (place[0] ?? "").split(/,\s*/);
			const courses = [title, ...rest].find((line) => /^courses?\s*:/i.test(line));
			const school = level === "10th" || level === "12th";
			document.education.push({
				institution: clip(school ? institution : (place[0] ?? "")),
				url,
				area: clip(area.join(", ")),
				studyType: clip(studyType),
				startDate: start,
				endDate: start ? end : "",
				score: "",
				courses: courses
					? courses
							.replace(/^[^:]*:/, "")
							.split(",")
							.map((c) => clip(c))
							.filter(Boolean)
					: [],
				level,
				board: clip(school ? board.join(", ") : ""),
				gradeType: grade?.gradeType ?? "",
				grade: grade?.grade ?? null,
			});
			return;
		}
		case "skills": {
			// "Languages: Java, Python" on one line, or "Languages (Advanced)" over "Java, Python".
			const lines = [...block.lines, ...block.bullets];
			// A sidebar's list, one skill a line ("Python", "React", "SQL"): one group.
			if (lines.length >= 3 && lines.every((line) => !/[,:;|]/.test(line) && line.split(" ").length <= 4)) {
				document.skills.push({
					name: "",
					level: "",
					keywords: lines.map((line) => clip(line)).slice(0, RESUME_LIMITS.keywordsPerItem),
				});
				return;
			}
			for (let i = 0; i < lines.length; i++) {
				const line = lines[i] ?? "";
				const colon = /^([^:]{2,40}):\s*(.+)$/.exec(line);
				if (colon?.[1] && colon[2]) {
					document.skills.push({ name: clip(colon[1]), level: "", keywords: splitList(colon[2]) });
					continue;
				}
				const next = lines[i + 1];
				if (next && !next.includes(":") && !line.includes(",")) {
					const level = /\(([^)]+)\)\s*$/.exec(line);
					document.skills.push({
						name: clip(line.replace(/\s*\([^)]*\)\s*$/, "")),
						level: clip(level?.[1] ?? ""),
						keywords: splitList(next),
					});
					i++;
				} else document.skills.push({ name: "", level: "", keywords: splitList(line) });
			}
			return;
		}
		case "certificates":
			document.certificates.push({ name: clip(name), date: start, issuer: clip(details[0] ?? ""), url });
			return;
		case "awards":
			document.awards.push({
				title: clip(name),
				date: start,
				awarder: clip(details[0] ?? ""),
				summary: clip([summary, ...highlights].filter(Boolean).join(" "), RESUME_LIMITS.longText),
			});
			return;
		case "publications":
			document.publications.push({
				name: clip(name),
				publisher: clip(details[0] ?? ""),
				releaseDate: start,
				url,
				summary,
			});
			return;
		case "languages":
			for (const line of [...block.lines, ...block.bullets])
				for (const item of line.split(/,|\s+\|\s+/)) {
					const match = /^\s*([^()]+?)\s*(?:\(([^)]*)\)|[-–:]\s*(.+))?\s*$/.exec(item);
					if (match?.[1])
						document.languages.push({ language: clip(match[1]), fluency: clip(match[2] ?? match[3] ?? "") });
				}
			return;
		case "interests": {
			const [first = "", ...more] = [...block.lines, ...block.bullets];
			if (more.length === 0 && first.includes(","))
				for (const item of splitList(first)) document.interests.push({ name: item, keywords: [] });
			else document.interests.push({ name: clip(first), keywords: more.flatMap(splitList) });
			return;
		}
		case "references":
			document.references.push({
				name: clip(title),
				reference: clip(rest.join(" "), RESUME_LIMITS.longText),
			});
			return;
		case "custom": {
			const section = document.meta.unnati.customSections[customIndex];
			section?.items.push({
				title: clip(name),
				subtitle: clip(details.join(" | ")),
				date: clip(dateText),
				summary,
				highlights,
			});
			return;
		}
		case "summary":
			document.basics.summary = clip(
				[document.basics.summary, ...block.lines, ...block.bullets].filter(Boolean).join(" "),
				RESUME_LIMITS.longText,
			);
			return;
	}
	notes.push(`Unplaced: ${title}`);
}

const splitList = (text: string) =>
	text
		.split(/,|;|\|/)
		.map((item) => clip(item))
		.filter(Boolean)
		.slice(0, RESUME_LIMITS.keywordsPerItem);

/** Is this line a heading? Known words, or a short line in capitals set larger than the text. */
function headingOf(
	line: PdfLine,
	bodySize: number,
	knownOnly = false,
): { target: Target; title: string } | null {
	const key = normalizeHeading(line.text);
	if (!key || key.split(" ").length > 6) return null;
	const known = HEADINGS[key];
	if (known) return { target: known, title: line.text };
	if (knownOnly) return null;
	// Otherwise: a short line of words only, set larger than the text, in capitals or Title Case.
	if (line.size <= bodySize * 1.08 || !/^[A-Za-z][A-Za-z &/'-]{3,60}$/.test(line.text.trim())) return null;
	const words = line.text.trim().split(/\s+/);
	const capitals = line.text === line.text.toUpperCase();
	const titleCase = words.every((word) => SMALL_WORDS.has(word) || /^[A-Z&/]/.test(word));
	return capitals || titleCase ? { target: "custom", title: line.text.trim() } : null;
}

/** Words a title keeps in lower case ("Positions of Responsibility"). */
const SMALL_WORDS = new Set(["of", "and", "the", "in", "for", "to", "a", "an", "on", "at", "with"]);

const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export type PdfResumeImport = {
	document: ResumeDocument;
	/** The sections found, in the PDF's order (what the preview shows the student to check). */
	found: SectionKey[];
	/** What the student should check: lines placed nowhere, headings made custom sections. */
	notes: string[];
};

/** The lines of a PDF resume as a resume document, with what was found and what to check. */
export function parsePdfResume(lines: PdfLine[]): PdfResumeImport {
	const document = emptyResume();
	const notes: string[] = [];
	const found: SectionKey[] = [];
	const bodySize = median(lines.map((line) => line.size));
	const gaps: number[] = [];
	for (let i = 1; i < lines.length; i++) {
		const a = lines[i - 1];
		const b = lines[i];
		if (a && b && a.page === b.page && b.top > a.top) gaps.push(b.top - a.top);
	}
	const lineGap = Math.max(median(gaps.filter((gap) => gap < bodySize * 2.2)), bodySize);

	// Sections, column by column: on a two-column page a heading starts a section in its own column
	// (the sidebar's "Skills" never swallows the main column's lines), and a column carries its
	// open section over to the next page. A single-column resume is one column.
	// Everything above a column's first heading is the header: name, label, contact, campus line,
	// summary. (Only a known heading ends it: the name is also a short line in large type.) The
	// lines under a "Contact" heading are read as the header's are.
	type Opened = { target: Target; title: string; body: PdfLine[] };
	const header: PdfLine[] = [];
	const sections: Opened[] = [];
	const open = new Map<string, Opened | "contact">();
	for (const line of lines) {
		const column = line.column ?? "main";
		const current = open.get(column);
		const starts = headingOf(line, bodySize, current === undefined);
		if (starts?.target === "contact") open.set(column, "contact");
		else if (starts) {
			const section = { ...starts, body: [] };
			sections.push(section);
			open.set(column, section);
		} else if (current === undefined || current === "contact") header.push(line);
		else current.body.push(line);
	}
	const headerLeft: string[] = [];
	for (const line of header) {
		let text = line.text;
		const email = EMAIL.exec(text);
		if (email && !document.basics.email) {
			document.basics.email = email[0];
			text = text.replace(email[0], "");
		}
		const phone = PHONE.exec(text);
		if (phone && !document.basics.phone) {
			document.basics.phone = normalizeIndianPhone(phone[0]) ? phone[0].trim() : clip(phone[0], 30);
			text = text.replace(phone[0], "");
		}
		for (let link = URL_LIKE.exec(text); link; link = URL_LIKE.exec(text)) {
			const url = withScheme(link[0].replace(/[.)]+$/, ""));
			const network = /linkedin/i.test(url)
				? "LinkedIn"
				: /github/i.test(url)
					? "GitHub"
					: /leetcode/i.test(url)
						? "LeetCode"
						: "";
			if (network)
				document.basics.profiles.push({
					network,
					username: clip(url.split("/").filter(Boolean).pop() ?? ""),
					url: clip(url, 300),
				});
			else if (!document.basics.url) document.basics.url = clip(url, 300);
			text = text.replace(link[0], "");
		}
		const batch = /\bbatch\s*(?:of\s*)?:?\s*(\d{4}\s*[-–]\s*\d{4}|\d{4})/i.exec(text);
		if (batch?.[1]) {
			document.basics.batch = batch[1].replace(/\s*[-–]\s*/, "-");
			const branch = text
				.replace(batch[0], "")
				.replace(/[|,\s]+$/, "")
				.replace(/^[|,\s]+/, "");
			if (branch && !document.basics.branch)
				document.basics.branch = clip(branch.replace(/^(B\.?\s?E\.?|B\.?\s?Tech\.?)\s*/i, ""));
			continue;
		}
		const rest = text.replace(/(\s*\|\s*)+/g, " | ").replace(/^[\s|,]+|[\s|,]+$/g, "");
		if (rest === "") continue;
		if (!document.basics.name && /^[A-Za-z][A-Za-z .'-]{1,60}$/.test(rest) && rest.split(" ").length <= 5) {
			document.basics.name = rest;
			continue;
		}
		// A place on its own line (a contact line that wrapped): "Bengaluru, Karnataka".
		const place = /^[A-Z][A-Za-z .]{1,30},\s*[A-Z][A-Za-z .]{1,30}$/.test(rest);
		if (place) {
			const [city = "", region = ""] = rest.split(/,\s*/);
			document.basics.location.city = clip(city);
			document.basics.location.region = clip(region);
			continue;
		}
		if (
			(rest !== text.trim() || place) &&
			rest.split(" | ").length <= 3 &&
			rest.length < 60 &&
			!document.basics.location.city
		) {
			// What is left of a contact line is its place: "Bengaluru, Karnataka".
			const [city = "", region = ""] = rest.replace(/ \| /g, ", ").split(/,\s*/);
			document.basics.location.city = clip(city);
			document.basics.location.region = clip(region);
			continue;
		}
		headerLeft.push(rest);
	}
	if (headerLeft.length > 0) {
		const [first = "", ...more] = headerLeft;
		if (first.length <= 90 && more.length > 0) {
			document.basics.label = clip(first);
			document.basics.summary = clip(more.join(" "), RESUME_LIMITS.longText);
		} else if (first.length <= 90 && more.length === 0) document.basics.label = clip(first);
		else document.basics.summary = clip(headerLeft.join(" "), RESUME_LIMITS.longText);
	}

	// Then each heading's lines, entry by entry.
	const order: SectionKey[] = [];
	for (const { body, ...opened } of sections) {
		let customIndex = -1;
		if (opened.target === "custom") {
			const custom = document.meta.unnati.customSections;
			if (custom.length < 10) {
				const title = opened.title
					.toLowerCase()
					.replace(/\S+/g, (word, at: number) =>
						at > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
					);
				custom.push({ title: clip(title), items: [] });
				customIndex = custom.length - 1;
				order.push(`custom:${customIndex}`);
				notes.push(
					`"${opened.title}" is not a standard heading: kept as a custom section. ATS read "Projects", "Experience", "Skills" best.`,
				);
			}
		} else if (opened.target !== "summary" && !order.includes(opened.target as SectionKey))
			order.push(opened.target as SectionKey);
		if (opened.target !== "custom" || customIndex >= 0)
			for (const block of blocksOf(body, lineGap, opened.target))
				toEntry(opened.target, block, document, notes, customIndex);
	}
	found.push(...order);

	// Unnati's order: the PDF's sections first, in its order, then the rest.
	const rest = document.meta.unnati.sectionOrder.filter((key) => !order.includes(key as SectionKey));
	document.meta.unnati.sectionOrder = [...order, ...rest];
	if (!document.basics.name) notes.push("No name was found at the top: type it in.");
	if (!document.basics.email) notes.push("No email address was found: add one, recruiters need it.");
	if (!document.basics.phone) notes.push("No phone number was found: add your mobile number.");

	// Whatever the guesses, what is returned fits the schema (too long lists cut, bad dates dropped).
	for (const key of [
		"work",
		"education",
		"projects",
		"skills",
		"certificates",
		"awards",
		"volunteer",
		"publications",
		"languages",
		"interests",
		"references",
	] as const)
		if (document[key].length > RESUME_LIMITS.itemsPerSection) {
			(document[key] as unknown[]).length = RESUME_LIMITS.itemsPerSection;
			notes.push(`Only the first ${RESUME_LIMITS.itemsPerSection} entries of ${key} were kept.`);
		}
	const checked = resumeDocumentSchema.safeParse(document);
	if (!checked.success) {
		for (const issue of checked.error.issues) {
			const path = issue.path;
			notes.push(`Check ${path.join(".")}: ${issue.message}`);
			clearField(document, path);
		}
	}
	return { document: resumeDocumentSchema.parse(document), found, notes };
}

/** Empties one field the schema refused (a grade over 10, a date it could not read) so the rest can be kept. */
function clearField(document: ResumeDocument, path: readonly PropertyKey[]) {
	let target: unknown = document;
	for (const key of path.slice(0, -1)) target = (target as Record<PropertyKey, unknown>)?.[key];
	const last = path[path.length - 1];
	if (target && typeof target === "object" && last !== undefined) {
		const record = target as Record<PropertyKey, unknown>;
		const value = record[last];
		record[last] = typeof value === "number" ? null : Array.isArray(value) ? [] : "";
		if (last === "grade") record.gradeType = "";
	}
}
