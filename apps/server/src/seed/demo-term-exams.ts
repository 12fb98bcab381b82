import type { ExamInputRaw } from "@unnati/contracts";
import { type FrozenQuestion, recordPastAttempts } from "../modules/exams";
import type { Db } from "../platform/db/database";
import { simulatedAnswer } from "./demo-answers";
import { type Random, randomSource } from "./demo-college";

// The term's earlier tests at DIT, so growth across tests (issue 18) has trajectories to show on a
// first start: three tests that closed ten, seven and four weeks before it, before Aptitude Practice
// Test 1 (two weeks before). Each student drifts over the term towards the level their practice test
// showed: most improve a little, some a lot, some slip. The drift and the day's form are drawn from
// the roll number alone, so a fresh demo always tells the same story and nothing else in the seed
// moves.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The tests, oldest first: title, how many days before the first start, which questions. */
const TERM_TESTS = [
	{
		title: "Aptitude Diagnostic Test",
		daysAgo: 70,
		description: "The start of the term's placement preparation: where each student stands.",
		durationMinutes: 30,
		sections: ["quant", "programming"],
	},
	{
		title: "Quantitative Aptitude Unit Test",
		daysAgo: 49,
		description: "Percentages, ratios, time and work, and probability.",
		durationMinutes: 20,
		sections: ["quant"],
	},
	{
		title: "Programming Fundamentals Unit Test",
		daysAgo: 28,
		description: "Complexity, data structures and the output of short programs.",
		durationMinutes: 20,
		sections: ["programming"],
	},
] as const;

const SECTION_TITLES = { quant: "Quantitative Aptitude", programming: "Programming Fundamentals" } as const;

/** FNV-1a of the roll number: each student's own random stream. */
function seedOf(rollNo: string): number {
	let hash = 2_166_136_261;
	for (const char of rollNo) {
		hash ^= char.charCodeAt(0);
		hash = Math.imul(hash, 16_777_619);
	}
	return hash >>> 0;
}

const clamp = (value: number) => Math.min(0.97, Math.max(0.08, value));

/**
 * A student's chance of a right answer in each test: `end` (the practice test's level, or one drawn
 * for a student who did not sit it) less a drift that the term makes up, plus a day's form.
 */
function skillsOf(random: Random, end: number | undefined): number[] {
	const level = end ?? 0.35 + random() * 0.5;
	const drift = -0.12 + random() * 0.3;
	const steps = TERM_TESTS.length;
	return TERM_TESTS.map((_, i) => clamp(level - (drift * (steps - i)) / steps + (random() - 0.5) * 0.08));
}

export async function seedTermExams(
	db: Db,
	input: {
		publish: (body: ExamInputRaw) => Promise<{ id: string }>;
		questionIds: Record<keyof typeof SECTION_TITLES, string[]>;
		students: { id: string; rollNo: string | null }[];
		/** Each student's share of marks in the practice test that follows these, 0–1, where they sat it. */
		endLevels: ReadonlyMap<string, number>;
		now: Date;
	},
): Promise<{ exams: number; attempts: number }> {
	const plans = input.students.flatMap((student) => {
		if (!student.rollNo) return [];
		const random = randomSource(seedOf(student.rollNo));
		return [{ student, random, skills: skillsOf(random, input.endLevels.get(student.id)) }];
	});
	let attempts = 0;
	for (const [i, test] of TERM_TESTS.entries()) {
		const day = new Date(input.now.getTime() - test.daysAgo * DAY);
		// 10:00 IST on that day, open for six hours.
		const opensAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 4, 30));
		const exam = await input.publish({
			title: test.title,
			description: test.description,
			opensAt: opensAt.toISOString(),
			closesAt: new Date(opensAt.getTime() + 6 * HOUR).toISOString(),
			durationMinutes: test.durationMinutes,
			passingScorePercentage: 40,
			showAnswers: "after_close",
			audience: { kind: "college" },
			sections: test.sections.map((section) => ({
				title: SECTION_TITLES[section],
				source: { mode: "fixed", questionIds: input.questionIds[section] },
			})),
		});
		const sittings = plans.flatMap(({ student, random, skills }) => {
			// One student in sixteen misses a test.
			if (random() < 1 / 16) return [];
			const startedAt = new Date(opensAt.getTime() + Math.floor(random() * 4 * HOUR));
			const skill = skills[i] ?? 0.5;
			return [
				{
					studentId: student.id,
					startedAt,
					submittedAt: new Date(startedAt.getTime() + (10 + Math.floor(random() * 15)) * 60_000),
					answer: (question: FrozenQuestion) => simulatedAnswer(question, skill, random),
				},
			];
		});
		attempts += await recordPastAttempts({ db, clock: () => input.now }, exam.id, sittings);
	}
	return { exams: TERM_TESTS.length, attempts };
}
