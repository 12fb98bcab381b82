// Synthetic learning catalogue for the learning benchmarks: N courses of M lessons across the six
// journeys, stored as published revisions with search documents built the way publishing builds them. The words are real CS topics in varied combinations, so full-text search
// has realistic selectivity; they are bench data, never shown to anyone.
import { eq } from "drizzle-orm";
import { rebuildCourseSearch } from "../../apps/server/src/modules/learning/publishing.ts";
import {
	learningCourseRevisions,
	learningCourses,
	learningJourneyCourses,
	learningJourneys,
	learningLessonRevisions,
	learningLessons,
} from "../../apps/server/src/modules/learning/tables.ts";

const TOPICS = [
	"arrays",
	"strings",
	"hashing",
	"recursion",
	"backtracking",
	"sorting",
	"binary search",
	"linked lists",
	"stacks",
	"queues",
	"heaps",
	"graphs",
	"dynamic programming",
	"greedy",
	"tries",
	"segment trees",
	"neural networks",
	"regression",
	"classification",
	"embeddings",
	"transformers",
	"computer vision",
	"encryption",
	"firewalls",
	"phishing",
	"malware analysis",
	"penetration testing",
	"network security",
	"virtual machines",
	"containers",
	"kubernetes",
	"serverless",
	"load balancing",
	"object storage",
	"react",
	"node",
	"rest apis",
	"sql joins",
	"indexes",
	"authentication",
	"caching",
	"websockets",
	"unity",
	"shaders",
	"spatial tracking",
	"3d rendering",
	"mixed reality",
	"gesture input",
];
const JOURNEYS = ["ai", "ar-vr", "cybersecurity", "cloud-computing", "full-stack", "dsa"];
const LEVELS = ["beginner", "intermediate", "advanced"];

function random(seed) {
	let s = seed >>> 0;
	return () => {
		s = (s * 1664525 + 1013904223) >>> 0;
		return s / 2 ** 32;
	};
}

function paragraph(next, words) {
	const out = [];
	for (let i = 0; i < words; i += 6) {
		const topic = TOPICS[Math.floor(next() * TOPICS.length)];
		out.push(`Students practise ${topic} with worked examples and placement questions.`);
	}
	return out.join(" ");
}

/**
 * Builds the catalogue with bulk inserts of published rows (the loader renders Markdown and publishes
 * lesson by lesson, which takes many minutes for 5,000 lessons on a loaded 2-core machine), then
 * builds every course's search document with the module's own rebuildCourseSearch, as publishing does.
 * Returns the course slugs.
 */
export async function loadSyntheticCatalogue(db, { courses = 500, lessonsPerCourse = 10, seed = 13 } = {}) {
	const next = random(seed);
	const journeyIds = [];
	for (const [i, slug] of JOURNEYS.entries()) {
		const [row] = await db
			.insert(learningJourneys)
			.values({ slug, title: slug, position: i + 1, state: "published" })
			.returning({ id: learningJourneys.id });
		journeyIds.push(row.id);
	}
	const slugs = [];
	for (let c = 0; c < courses; c++) {
		const slug = `bench-course-${c + 1}`;
		slugs.push(slug);
		const topic = TOPICS[c % TOPICS.length];
		const [course] = await db.insert(learningCourses).values({ slug }).returning({ id: learningCourses.id });
		const lessons = await db
			.insert(learningLessons)
			.values(
				Array.from({ length: lessonsPerCourse }, (_, l) => ({
					courseId: course.id,
					slug: `lesson-${l + 1}`,
				})),
			)
			.returning({ id: learningLessons.id });
		const revisions = await db
			.insert(learningLessonRevisions)
			.values(
				lessons.map((lesson, l) => {
					const title = `${topic} part ${l + 1}: ${TOPICS[Math.floor(next() * TOPICS.length)]}`;
					const markdown = `## ${title}\n\n${paragraph(next, 600)}`;
					return {
						lessonId: lesson.id,
						number: 1,
						title,
						minutes: 12,
						preview: l < 2,
						markdown,
						html: `<h2>${title}</h2><p>${markdown}</p>`,
						state: "published",
					};
				}),
			)
			.returning({ id: learningLessonRevisions.id, lessonId: learningLessonRevisions.lessonId });
		for (const revision of revisions)
			await db
				.update(learningLessons)
				.set({ publishedRevisionId: revision.id })
				.where(eq(learningLessons.id, revision.lessonId));
		const [revision] = await db
			.insert(learningCourseRevisions)
			.values({
				courseId: course.id,
				number: 1,
				title: `${topic[0].toUpperCase()}${topic.slice(1)} course ${c + 1}`,
				summary: `A course on ${topic} for engineering students.`,
				description: paragraph(next, 60),
				descriptionHtml: "",
				level: LEVELS[c % 3],
				hours: 4 + (c % 30),
				tags: [topic.replace(/ /g, "-")],
				modules: [0, 1, 2].map((m) => ({
					slug: `module-${m + 1}`,
					title: `${topic} module ${m + 1}`,
					lessonIds: lessons.filter((_, i) => i % 3 === m).map((l) => l.id),
					quizId: null,
				})),
				state: "published",
			})
			.returning({ id: learningCourseRevisions.id });
		await db
			.update(learningCourses)
			.set({ publishedRevisionId: revision.id })
			.where(eq(learningCourses.id, course.id));
		await db.insert(learningJourneyCourses).values({
			journeyId: journeyIds[c % JOURNEYS.length],
			courseId: course.id,
			position: Math.floor(c / JOURNEYS.length),
		});
		await rebuildCourseSearch(db, course.id);
	}
	return slugs;
}

export function percentile(samples, q) {
	const sorted = [...samples].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
