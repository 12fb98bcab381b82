import { describe, expect, it } from "vitest";
import {
	answersTo,
	neighbour,
	nextStudentEssay,
	nextToGrade,
	nextUngradedAfter,
	studentsOf,
} from "./queue-navigation";
import { makeEntry, makeGrade, makeQueue } from "./test-data";

// The test queue: Q1 and Q2 each answered by att-1 (ungraded), att-2 (graded; released on Q2) and att-3 (ungraded).
const queue = makeQueue();
const q1 = answersTo(queue, "q-1");
const id = (entry: { attempt_id: string; question_id: string } | null | undefined) =>
	entry ? `${entry.attempt_id}/${entry.question_id}` : null;

describe("moving through the queue", () => {
	it("finds the nearest answer either way that passes the filter", () => {
		expect(id(neighbour(q1, 0, 1, "ungraded"))).toBe("att-3/q-1");
		expect(id(neighbour(q1, 0, 1, "all"))).toBe("att-2/q-1");
		expect(id(neighbour(q1, 2, -1, "graded"))).toBe("att-2/q-1");
		expect(neighbour(q1, 0, -1, "all")).toBeNull();
	});

	it("goes round to the start for the next ungraded answer, never returning the one just graded", () => {
		expect(id(nextUngradedAfter(q1, 2))).toBe("att-1/q-1");
		expect(nextUngradedAfter([makeEntry()], 0)).toBeNull();
	});

	it("moves on to a later question once every answer to this one is graded", () => {
		const graded = makeGrade();
		const q1Done = makeQueue({
			entries: queue.entries.map((entry) =>
				entry.question_id === "q-1" ? { ...entry, grade: graded } : entry,
			),
		});
		expect(id(nextToGrade(q1Done, { ...makeEntry(), grade: graded }))).toBe("att-1/q-2");
		const allDone = makeQueue({ entries: queue.entries.map((entry) => ({ ...entry, grade: graded })) });
		expect(nextToGrade(allDone, makeEntry())).toBeNull();
	});

	it("lists each student's essays in the questions' order, with how many wait", () => {
		const reversed = makeQueue({ entries: [...queue.entries].reverse() });
		const students = studentsOf(reversed);
		expect(students.map((s) => [s.attemptId, s.entries.map((e) => e.question_id), s.ungraded])).toEqual([
			["att-3", ["q-1", "q-2"], 2],
			["att-2", ["q-1", "q-2"], 0],
			["att-1", ["q-1", "q-2"], 2],
		]);
	});

	it("goes to the same student's next ungraded essay, then to the next student with one", () => {
		const students = studentsOf(queue);
		expect(id(nextStudentEssay(students, q1[0] ?? makeEntry()))).toBe("att-1/q-2");
		const lastOfFirst = { ...makeEntry({ question_id: "q-2" }) };
		const afterFirst = studentsOf(
			makeQueue({
				entries: queue.entries.map((entry) =>
					entry.attempt_id === "att-1" && entry.question_id === "q-1"
						? { ...entry, grade: makeGrade() }
						: entry,
				),
			}),
		);
		expect(id(nextStudentEssay(afterFirst, lastOfFirst))).toBe("att-3/q-1");
	});
});
