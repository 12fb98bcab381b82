import { type AnswerKey, correctAnswerOf, matchEntry, type StudentAnswer } from "@unnati/contracts";
import type { FrozenQuestion } from "../modules/exams";
import type { Random } from "./demo-college";

// How the demo's simulated students answer: the history of past sittings (demo-exams.ts) and the
// term's earlier tests (demo-term-exams.ts) both draw answers here.

/** A plausible answer from a student who gets a question right with probability `skill`. */
export function simulatedAnswer(
	question: FrozenQuestion,
	skill: number,
	random: Random,
): { value: StudentAnswer; timeSpent: number } | null {
	if (random() < 0.07) return null;
	const timeSpent = 20 + Math.floor(random() * 100);
	const key = question.answerKey;
	const right = random() < skill;
	if (key.type === "numeric") {
		return { value: String(right ? key.value : key.value + 1 + Math.floor(random() * 9)), timeSpent };
	}
	// The demo history has no programs to judge.
	if (key.type === "coding") return null;
	if (key.type !== "mcq") {
		const value = right ? correctAnswerOf(key, question.multiAnswer) : wrongAnswerOf(key);
		return value === null ? null : { value, timeSpent };
	}
	const wrong = question.options.map((o) => o.id).filter((id) => !key.correct.includes(id));
	if (question.multiAnswer) {
		if (right) return { value: [...key.correct], timeSpent };
		const some = key.correct.filter(() => random() < 0.5);
		return { value: [...some, wrong[Math.floor(random() * wrong.length)] ?? "a"], timeSpent };
	}
	return {
		value: right ? (key.correct[0] ?? null) : (wrong[Math.floor(random() * wrong.length)] ?? null),
		timeSpent,
	};
}

/** A believable wrong answer to a question of the newer types. */
function wrongAnswerOf(key: AnswerKey): StudentAnswer {
	switch (key.type) {
		case "truefalse":
			return String(!key.correct);
		case "short":
			return "not sure";
		case "matching": {
			// Everyone's choice moved one item down: every pair wrong unless choices repeat.
			const choices = key.prompts.map((p) => p.choice);
			return key.prompts.map((p, i) => matchEntry(p.id, choices[(i + 1) % choices.length] ?? p.choice));
		}
		case "ordering":
			return [...key.order].reverse();
		default:
			return null;
	}
}
