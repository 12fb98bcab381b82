import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { examQuestionsSchema, studentExamListSchema } from "@unnati/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { collectOutput, isHealthy, spawnTs, waitForExit, waitUntil } from "../../test/processes";

// ARCHITECTURE §5: an answer the server acknowledged survives a crash of the process. The server runs
// as a real process on the embedded database; simulated students save answers until it is killed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-exam-crash-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let nextPort = 43_000 + Math.floor(Math.random() * 2000);
const startServer = () => {
	const port = nextPort++;
	const child = spawnTs("src/main.ts", { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" });
	return { child, port, output: collectOutput(child) };
};

const STUDENTS = [
	...Array.from({ length: 10 }, (_, i) => `22CSE${String(i + 3).padStart(3, "0")}`),
	"22ECE001",
	"22ECE002",
];
const OPTIONS = ["a", "b", "c", "d"];

type Paper = { examId: string; sectionByQuestion: Map<string, string>; singles: string[] };

async function call(port: number, method: string, url: string, token?: string, body?: unknown) {
	const res = await fetch(`http://127.0.0.1:${port}${url}`, {
		method,
		headers: {
			...(token ? { authorization: `Bearer ${token}` } : {}),
			...(body ? { "content-type": "application/json" } : {}),
		},
		...(body ? { body: JSON.stringify(body) } : {}),
	});
	return { status: res.status, json: (await res.json()) as unknown };
}

async function joinDemoExam(port: number, rollNo: string): Promise<{ token: string; paper: Paper }> {
	const login = await call(port, "POST", "/api/auth/login", undefined, {
		username: rollNo,
		password: "Student@123",
		loginType: "student",
	});
	const token = (login.json as { token: string }).token;
	const list = studentExamListSchema.parse((await call(port, "GET", "/students/exams", token)).json);
	const examId = list.exams.find((e) => e.title === "Demo Aptitude Test")?.exam_id ?? "";
	expect((await call(port, "POST", `/students/exam/${examId}/start`, token)).status).toBe(200);
	const exam = examQuestionsSchema.parse(
		(await call(port, "GET", `/students/exam/${examId}/questions`, token)).json,
	).exam;
	const questions = exam.sections.flatMap((s) =>
		s.questions.map((q) => ({ ...q, section_id: s.section_id })),
	);
	return {
		token,
		paper: {
			examId,
			sectionByQuestion: new Map(questions.map((q) => [q.question_id, q.section_id])),
			singles: questions.filter((q) => q.type === "mcq" && !q.multi_answer).map((q) => q.question_id),
		},
	};
}

describe("answers the server acknowledged", () => {
	it("are all stored after the server is killed with SIGKILL mid-load and restarted", async () => {
		const first = startServer();
		// 12 s on a quiet machine; the demo seed has grown with the second half, and CI runs this beside
		// the other server suite, so the wait allows for a machine several times as busy.
		await waitUntil("the first start (migrations and demo seed)", () => isHealthy(first.port), 150_000);
		const students = await Promise.all(STUDENTS.map((roll) => joinDemoExam(first.port, roll)));

		// The newest acknowledged answer per student and question: time_spent grows with every save,
		// so the stored one must be that save or a later one that landed before the kill.
		const acknowledged = new Map<string, { timeSpent: number; option: string }>();
		let acks = 0;
		let running = true;
		const saver = async (student: { token: string; paper: Paper }, index: number) => {
			let seq = 0;
			while (running) {
				const answers = student.paper.singles.slice(0, 3).map((questionId) => {
					seq++;
					return {
						section_id: student.paper.sectionByQuestion.get(questionId) ?? "",
						question_id: questionId,
						student_answer: OPTIONS[(seq + index) % OPTIONS.length] ?? "a",
						time_spent: seq,
						client_seq: seq,
					};
				});
				const res = await call(
					first.port,
					"POST",
					`/students/exam/${student.paper.examId}/save-answers-batch`,
					student.token,
					{ answers },
				).catch(() => null);
				if (res?.status !== 200) return;
				acks++;
				for (const a of answers) {
					acknowledged.set(`${index}/${a.question_id}`, {
						timeSpent: a.time_spent,
						option: a.student_answer,
					});
				}
			}
		};
		const savers = students.map((s, i) => saver(s, i));
		await waitUntil("300 acknowledged batches", () => acks >= 300, 60_000);
		first.child.kill("SIGKILL");
		running = false;
		await Promise.all(savers);
		await waitForExit(first.child);

		const second = startServer();
		await waitUntil("a healthy restart", () => isHealthy(second.port), 60_000);
		try {
			let checked = 0;
			for (const [index, student] of students.entries()) {
				const res = await call(
					second.port,
					"GET",
					`/students/exam/${student.paper.examId}/questions`,
					student.token,
				);
				expect(res.status).toBe(200);
				const stored = examQuestionsSchema.parse(res.json).attempt.answers;
				for (const questionId of student.paper.singles.slice(0, 3)) {
					const acked = acknowledged.get(`${index}/${questionId}`);
					if (!acked) continue;
					const held = stored[questionId];
					expect(held, `${STUDENTS[index]} ${questionId}`).toBeDefined();
					expect(held?.time_spent).toBeGreaterThanOrEqual(acked.timeSpent);
					if (held?.time_spent === acked.timeSpent) expect(held.student_answer).toBe(acked.option);
					checked++;
				}
			}
			expect(checked).toBe(STUDENTS.length * 3);
		} finally {
			second.child.kill("SIGTERM");
			await waitForExit(second.child);
		}
	}, 300_000);
});
