import type { TopicScore, TopicStanding } from "./schemas";

// Strengths and weaknesses of a mock test, by the questions' tags (their topics), shared so the result
// page and the server agree on what "strong" means.

/** At or above this share of a topic's marks: a strength. */
export const STRONG_FROM = 75;
/** Below this share: a weakness to revise. */
export const WEAK_BELOW = 50;

export function standingOf(percentage: number): TopicStanding {
	if (percentage >= STRONG_FROM) return "strong";
	if (percentage < WEAK_BELOW) return "weak";
	return "developing";
}

/**
 * Each tag's share of right answers over the questions carrying it (a question with two tags counts
 * for both; one with none counts for "general"). Weakest first, then by name.
 */
export function topicBreakdown(questions: { tags: readonly string[]; outcome: string }[]): TopicScore[] {
	const byTopic = new Map<string, { correct: number; total: number }>();
	for (const question of questions) {
		const tags = question.tags.length > 0 ? question.tags : ["general"];
		for (const topic of new Set(tags)) {
			const entry = byTopic.get(topic) ?? { correct: 0, total: 0 };
			entry.total += 1;
			if (question.outcome === "correct") entry.correct += 1;
			byTopic.set(topic, entry);
		}
	}
	return [...byTopic.entries()]
		.map(([topic, { correct, total }]) => {
			const percentage = Math.round((correct / total) * 100);
			return { topic, correct, total, percentage, standing: standingOf(percentage) };
		})
		.sort((a, b) => a.percentage - b.percentage || a.topic.localeCompare(b.topic));
}
