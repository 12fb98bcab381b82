import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
	type CourseFile,
	courseFileSchema,
	type JourneyFile,
	journeyFileSchema,
	type LessonFrontMatter,
	lessonFrontMatterSchema,
	type QuizFile,
	quizFileSchema,
} from "./content-schema";
import { svgProblem } from "./markdown";

// Reading and validating the content folder (content/journeys/*.json, content/courses/<slug>/...).
// Nothing here touches the database: `readContent` returns every file checked, or throws one error
// listing every problem found, each with its file, so a content writer fixes them in one pass.

export type LessonContent = LessonFrontMatter & { slug: string; markdown: string; hash: string };
export type QuizContent = QuizFile & { slug: string; hash: string };
export type FigureContent = { name: string; svg: string; hash: string };
export type CourseContent = {
	course: CourseFile;
	lessons: Map<string, LessonContent>;
	quizzes: Map<string, QuizContent>;
	mockTest: QuizContent | null;
	figures: FigureContent[];
	/** A hash of every file of the course: unchanged files load as nothing new. */
	hash: string;
};
export type ContentBundle = {
	journeys: JourneyFile[];
	courses: Map<string, CourseContent>;
	/** Every problem found, each naming its file; courses with problems are left out of `courses`. */
	problems: string[];
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const issuesOf = (error: z.ZodError) =>
	error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; ");

function readJson<T>(file: string, schema: z.ZodType<T>, problems: string[]): T | null {
	let raw: unknown;
	try {
		raw = JSON.parse(fs.readFileSync(file, "utf8"));
	} catch (error) {
		problems.push(`${file}: not valid JSON (${(error as Error).message})`);
		return null;
	}
	const parsed = schema.safeParse(raw);
	if (!parsed.success) {
		problems.push(`${file}: ${issuesOf(parsed.error)}`);
		return null;
	}
	return parsed.data;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a lesson file into its checked front matter and Markdown body. */
export function parseLessonFile(
	text: string,
): { ok: true; front: LessonFrontMatter; markdown: string } | { ok: false; problem: string } {
	const match = FRONT_MATTER.exec(text);
	if (!match) return { ok: false, problem: "it does not start with front matter between --- lines" };
	let data: unknown;
	try {
		data = parseYaml(match[1] ?? "");
	} catch (error) {
		return { ok: false, problem: `its front matter is not valid YAML (${(error as Error).message})` };
	}
	const parsed = lessonFrontMatterSchema.safeParse(data);
	if (!parsed.success) return { ok: false, problem: issuesOf(parsed.error) };
	const markdown = (match[2] ?? "").trim();
	if (markdown.length === 0) return { ok: false, problem: "its body is empty" };
	return { ok: true, front: parsed.data, markdown };
}

function readCourse(dir: string, problems: string[]): CourseContent | null {
	const courseFile = path.join(dir, "course.json");
	if (!fs.existsSync(courseFile)) {
		problems.push(`${dir}: has no course.json`);
		return null;
	}
	const course = readJson(courseFile, courseFileSchema, problems);
	if (!course) return null;
	if (course.slug !== path.basename(dir))
		problems.push(`${courseFile}: slug "${course.slug}" is not the folder's name "${path.basename(dir)}"`);
	const hashes: string[] = [fs.readFileSync(courseFile, "utf8")];

	const lessons = new Map<string, LessonContent>();
	for (const slug of course.modules.flatMap((m) => m.lessons)) {
		const file = path.join(dir, "lessons", `${slug}.md`);
		if (!fs.existsSync(file)) {
			problems.push(`${courseFile}: lesson ${slug} has no file lessons/${slug}.md`);
			continue;
		}
		const text = fs.readFileSync(file, "utf8");
		const parsed = parseLessonFile(text);
		if (!parsed.ok) {
			problems.push(`${file}: ${parsed.problem}`);
			continue;
		}
		for (const image of parsed.markdown.matchAll(/!\[[^\]]*\]\((figures\/[^)\s]+)\)/g)) {
			const target = image[1] ?? "";
			if (!fs.existsSync(path.join(dir, target)))
				problems.push(`${file}: the figure ${target} does not exist`);
		}
		hashes.push(text);
		lessons.set(slug, { ...parsed.front, slug, markdown: parsed.markdown, hash: sha256(text) });
	}

	const readQuiz = (file: string, slug: string): QuizContent | null => {
		if (!fs.existsSync(file)) {
			problems.push(`${courseFile}: quiz ${path.relative(dir, file)} does not exist`);
			return null;
		}
		const text = fs.readFileSync(file, "utf8");
		const quiz = readJson(file, quizFileSchema, problems);
		if (!quiz) return null;
		hashes.push(text);
		return { ...quiz, slug, hash: sha256(text) };
	};
	const quizzes = new Map<string, QuizContent>();
	for (const module of course.modules) {
		if (!module.quiz) continue;
		const quiz = readQuiz(path.join(dir, "quizzes", `${module.quiz}.json`), module.slug);
		if (quiz) quizzes.set(module.slug, quiz);
	}
	const mockTest = course.mockTest ? readQuiz(path.join(dir, "mock-test.json"), "mock-test") : null;

	const figures: FigureContent[] = [];
	const figureDir = path.join(dir, "figures");
	if (fs.existsSync(figureDir))
		for (const name of fs.readdirSync(figureDir).sort()) {
			const file = path.join(figureDir, name);
			if (!/^[a-z0-9][a-z0-9._-]*\.svg$/.test(name)) {
				problems.push(`${file}: figures are SVG files named in lower case (a-z, 0-9, ., _, -)`);
				continue;
			}
			const svg = fs.readFileSync(file, "utf8");
			const problem = svgProblem(svg);
			if (problem) {
				problems.push(`${file}: ${problem}`);
				continue;
			}
			hashes.push(svg);
			figures.push({ name, svg, hash: sha256(svg) });
		}

	return { course, lessons, quizzes, mockTest, figures, hash: sha256(hashes.join("\u0000")) };
}

/**
 * Reads and checks every journey and course under `root`. Courses a journey lists must exist;
 * prerequisites must name known courses. A course with any problem is left out (and its problems
 * listed), so one half-written course never keeps the rest of the catalogue from loading.
 */
export function readContent(root: string): ContentBundle {
	const problems: string[] = [];
	const courses = new Map<string, CourseContent>();
	const coursesDir = path.join(root, "courses");
	if (fs.existsSync(coursesDir))
		for (const entry of fs
			.readdirSync(coursesDir, { withFileTypes: true })
			.sort((a, b) => a.name.localeCompare(b.name))) {
			if (!entry.isDirectory()) continue;
			const before = problems.length;
			const course = readCourse(path.join(coursesDir, entry.name), problems);
			if (course && problems.length === before) courses.set(course.course.slug, course);
		}

	const journeys: JourneyFile[] = [];
	const journeysDir = path.join(root, "journeys");
	if (fs.existsSync(journeysDir))
		for (const name of fs.readdirSync(journeysDir).sort()) {
			if (!name.endsWith(".json")) continue;
			const file = path.join(journeysDir, name);
			const journey = readJson(file, journeyFileSchema, problems);
			if (!journey) continue;
			if (`${journey.slug}.json` !== name)
				problems.push(`${file}: slug "${journey.slug}" is not the file's name`);
			for (const slug of journey.courses)
				if (!courses.has(slug)) problems.push(`${file}: course ${slug} is missing or has problems`);
			journeys.push({ ...journey, courses: journey.courses.filter((slug) => courses.has(slug)) });
		}

	for (const { course } of courses.values())
		for (const prerequisite of course.prerequisites)
			if (!courses.has(prerequisite))
				problems.push(`courses/${course.slug}/course.json: prerequisite ${prerequisite} is not a course`);

	journeys.sort((a, b) => a.order - b.order);
	return { journeys, courses, problems };
}
