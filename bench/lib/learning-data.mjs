// Synthetic learning catalogue for the learning benchmarks: N courses of M lessons across the six
// journeys, loaded through the learning module's own loader (so search documents are built the way
// publishing builds them). The words are real CS topics in varied combinations, so full-text search
// has realistic selectivity; they are bench data, never shown to anyone.
import { loadBundle } from "../../apps/server/src/modules/learning/load-content.ts";

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

/** Builds and loads the catalogue; returns the course slugs. */
export async function loadSyntheticCatalogue(db, { courses = 500, lessonsPerCourse = 10, seed = 13 } = {}) {
	const next = random(seed);
	const bundle = { journeys: [], courses: new Map(), problems: [] };
	const byJourney = new Map(JOURNEYS.map((j) => [j, []]));
	for (let c = 0; c < courses; c++) {
		const slug = `bench-course-${c + 1}`;
		const topic = TOPICS[c % TOPICS.length];
		const lessons = new Map();
		const slugs = [];
		for (let l = 0; l < lessonsPerCourse; l++) {
			const lessonSlug = `lesson-${l + 1}`;
			slugs.push(lessonSlug);
			const title = `${topic} part ${l + 1}: ${TOPICS[Math.floor(next() * TOPICS.length)]}`;
			const markdown = `## ${title}\n\n${paragraph(next, 600)}\n\n\`\`\`python\nprint("${topic}")\n\`\`\`\n\n## Key points\n\n- ${topic}\n`;
			lessons.set(lessonSlug, {
				slug: lessonSlug,
				title,
				minutes: 12,
				preview: l < 2,
				markdown,
				hash: `${slug}-${l}`,
			});
		}
		const modules = [0, 1, 2].map((m) => ({
			slug: `module-${m + 1}`,
			title: `${topic} module ${m + 1}`,
			lessons: slugs.filter((_, i) => i % 3 === m),
		}));
		bundle.courses.set(slug, {
			course: {
				slug,
				title: `${topic[0].toUpperCase()}${topic.slice(1)} course ${c + 1}`,
				summary: `A course on ${topic} for engineering students.`,
				description: paragraph(next, 60),
				level: LEVELS[c % 3],
				hours: 4 + (c % 30),
				prerequisites: [],
				outcomes: [`Apply ${topic}`],
				tags: [topic.replace(/ /g, "-")],
				modules,
			},
			lessons,
			quizzes: new Map(),
			mockTest: null,
			figures: [],
			hash: `bench-${slug}`,
		});
		byJourney.get(JOURNEYS[c % JOURNEYS.length]).push(slug);
	}
	JOURNEYS.forEach((slug, i) =>
		bundle.journeys.push({
			slug,
			title: slug,
			order: i + 1,
			tagline: "",
			description: "",
			courses: byJourney.get(slug),
		}),
	);
	await loadBundle(db, bundle, new Date());
	return [...bundle.courses.keys()];
}

export function percentile(samples, q) {
	const sorted = [...samples].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
