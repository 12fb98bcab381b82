import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
	EMPTY_ANSWER_MESSAGE,
	feedbackSchema,
	historySchema,
	LONG_ANSWER_MESSAGE,
	narrativeSchema,
	sessionSchema,
} from "@unnati/contracts/interviews";
import { bookingSchema, publishResultSchema } from "@unnati/contracts/scheduling";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { interviewAnswers, interviewScorecards } from "./tables";

const STORY =
	"During my third year, our team of four had to submit the college fest website in five days. " +
	"My role was to build the registration page. I split the work into small tasks and I wrote the backend. " +
	"As a result, we launched on time and 1,200 students registered in the first week.";

const clock = testClock();

describe("practice interviews over HTTP", () => {
	const ctx = useTestApp({ clock });
	let student: string;
	let classmate: string;
	let mentor: string;
	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		student = await signInAs(ctx.app, await makeStudent(db, college));
		classmate = await signInAs(ctx.app, await makeStudent(db, college));
		mentor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_MENTOR"));
	});

	const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

	async function start(body: object) {
		const res = await call(student, "POST", "/api/interviews/sessions", body);
		expect(res.statusCode, res.body).toBe(201);
		return sessionSchema.parse(res.json());
	}

	it("starts a behavioral interview with competencies, and refuses coding here", async () => {
		const session = await start({
			type: "behavioral",
			roleFamily: "sde",
			difficulty: "easy",
			questionCount: 5,
		});
		expect(session.questions).toHaveLength(5);
		expect(session.questions.every((q) => q.competency && q.status === "pending")).toBe(true);
		const coding = await call(student, "POST", "/api/interviews/sessions", {
			type: "coding",
			roleFamily: "sde",
		});
		expect(coding.statusCode).toBe(400);
		expect(coding.body).toContain("Coding interviews run in the coding interview");
		expect(
			(await call(mentor, "POST", "/api/interviews/sessions", { type: "hr", roleFamily: "sde" })).statusCode,
		).toBe(403);
	});

	it("refuses an empty answer and a transcript over 10,000 words, storing nothing", async () => {
		const session = await start({ type: "hr", roleFamily: "general", questionCount: 3 });
		const empty = await call(student, "PUT", `/api/interviews/sessions/${session.id}/answers/1`, {
			answer: "  ...  ",
		});
		expect(empty.statusCode).toBe(400);
		expect(empty.json().errors[0].message).toBe(EMPTY_ANSWER_MESSAGE);
		const long = await call(student, "PUT", `/api/interviews/sessions/${session.id}/answers/1`, {
			answer: "word ".repeat(10_001),
			mode: "spoken",
			durationSeconds: 600,
		});
		expect(long.statusCode).toBe(400);
		expect(long.json().errors[0].message).toBe(LONG_ANSWER_MESSAGE);
		const [row] = await ctx.database.db
			.select()
			.from(interviewAnswers)
			.where(eq(interviewAnswers.sessionId, session.id))
			.orderBy(interviewAnswers.position);
		expect(row).toMatchObject({ status: "pending", answer: null, feedback: null });
		expect((await call(student, "POST", `/api/interviews/sessions/${session.id}/complete`)).statusCode).toBe(
			400,
		);
	});

	it("answers, retries, skips and finishes; the feedback is the student's alone", async () => {
		const session = await start({ type: "behavioral", roleFamily: "sde", questionCount: 3 });
		const url = (position: number) => `/api/interviews/sessions/${session.id}/answers/${position}`;
		expect((await call(student, "PUT", url(1), { answer: "Um, I think teamwork matters." })).statusCode).toBe(
			200,
		);
		// A retry replaces the first answer.
		const retried = await call(student, "PUT", url(1), {
			answer: STORY,
			mode: "spoken",
			durationSeconds: 25,
		});
		expect(retried.statusCode, retried.body).toBe(200);
		expect(sessionSchema.parse(retried.json()).questions[0]).toMatchObject({
			status: "answered",
			answer: STORY,
		});
		expect((await call(student, "POST", `${url(2)}/skip`)).statusCode).toBe(200);
		expect((await call(student, "PUT", url(9), { answer: STORY })).statusCode).toBe(404);

		// Not finished yet: no feedback page.
		expect((await call(student, "GET", `/api/interviews/feedback/${session.id}`)).statusCode).toBe(409);
		const done = await call(student, "POST", `/api/interviews/sessions/${session.id}/complete`);
		expect(done.statusCode, done.body).toBe(200);
		const feedback = feedbackSchema.parse(done.json());
		if (feedback.kind !== "practice") throw new Error("expected practice feedback");
		expect(feedback.overall).toMatchObject({ answered: 1, skipped: 2, starComplete: 1 });
		const first = feedback.answers[0]?.feedback;
		expect(first?.star?.present).toBe(4);
		// 53 words in 25 seconds of speech: 127 words a minute.
		expect(first?.wordCount).toBe(53);
		expect(first?.pace).toEqual({ wordsPerMinute: 127, band: "comfortable" });
		expect(feedback.narrativeAvailable).toBe(false);

		const again = await call(student, "PUT", url(3), { answer: STORY });
		expect(again.statusCode).toBe(409);
		for (const path of [`/api/interviews/feedback/${session.id}`, `/api/interviews/sessions/${session.id}`])
			expect((await call(classmate, "GET", path)).statusCode).toBe(404);
		const narrative = narrativeSchema.parse(
			(await call(student, "POST", `/api/interviews/sessions/${session.id}/narrative`)).json(),
		);
		expect(narrative.status).toBe("off");

		const history = historySchema.parse((await call(student, "GET", "/api/interviews/history")).json());
		expect(history.items.find((item) => item.id === session.id)).toMatchObject({
			kind: "practice",
			status: "completed",
		});
		expect(
			historySchema.parse((await call(classmate, "GET", "/api/interviews/history")).json()).items,
		).toEqual([]);
	});

	it("lets the interviewer fill the scorecard after the interview starts, and shows it to the student only", async () => {
		// A slot two hours ahead (IST), booked by the student.
		const at = new Date(clock().getTime() + 2 * 3_600_000 + 330 * 60_000).toISOString();
		const date = at.slice(0, 10);
		const published = await call(mentor, "POST", "/api/scheduling/slots", {
			interviewType: "behavioral",
			title: "Behavioral round with Prof. Iyer",
			fromDate: date,
			toDate: date,
			weekdays: [new Date(`${date}T00:00:00Z`).getUTCDay()],
			startTimes: [at.slice(11, 16)],
			lengthMinutes: 30,
			mode: "room",
			location: "T&P cell",
		});
		expect(published.statusCode, published.body).toBe(201);
		const slot = publishResultSchema.parse(published.json()).slots[0];
		const booking = bookingSchema.parse(
			(await call(student, "POST", `/api/scheduling/slots/${slot?.id}/bookings`, {})).json(),
		);
		const card = {
			scores: [
				{ criterion: "structure", score: 4, comment: "Clear situation and task" },
				{ criterion: "ownership", score: 3, comment: "" },
				{ criterion: "impact", score: 2, comment: "Say how many users" },
				{ criterion: "reflection", score: 5, comment: "" },
			],
			strengths: "Calm, structured answers with a clear situation.",
			improvements: "Quantify results: users, time saved, marks.",
		};
		const early = await call(mentor, "PUT", `/api/interviews/scorecards/${booking.id}`, card);
		expect(early.statusCode).toBe(409);
		clock.advance(3 * 3_600_000);
		try {
			const missing = await call(mentor, "PUT", `/api/interviews/scorecards/${booking.id}`, {
				...card,
				scores: card.scores.slice(1),
			});
			expect(missing.statusCode).toBe(400);
			expect(
				(await call(classmate, "PUT", `/api/interviews/scorecards/${booking.id}`, card)).statusCode,
			).toBe(403);
			const saved = await call(mentor, "PUT", `/api/interviews/scorecards/${booking.id}`, card);
			expect(saved.statusCode, saved.body).toBe(200);
			expect(saved.json().average).toBe(3.5);

			const seen = feedbackSchema.parse(
				(await call(student, "GET", `/api/interviews/feedback/${booking.id}`)).json(),
			);
			if (seen.kind !== "scheduled") throw new Error("expected the scorecard");
			expect(seen.scorecard.scores.map((s) => [s.label, s.score])).toEqual([
				["Structure (STAR)", 4],
				["Ownership", 3],
				["Impact", 2],
				["Reflection", 5],
			]);
			expect(seen.scorecard.improvements).toBe(card.improvements);
			expect((await call(classmate, "GET", `/api/interviews/feedback/${booking.id}`)).statusCode).toBe(404);
			const history = historySchema.parse((await call(student, "GET", "/api/interviews/history")).json());
			expect(history.items.find((item) => item.id === booking.id)).toMatchObject({
				kind: "scheduled",
				score: 70,
			});
		} finally {
			clock.advance(-3 * 3_600_000);
		}
		const rows = await ctx.database.db
			.select()
			.from(interviewScorecards)
			.where(eq(interviewScorecards.bookingId, booking.id));
		expect(rows).toHaveLength(1);
	});
});

/** A local stand-in for an OpenAI-compatible endpoint: answers well, with garbage, or never. */
function standIn() {
	let mode: "good" | "garbage" | "hang" = "good";
	const server: Server = createServer((request, response) => {
		let body = "";
		request.on("data", (chunk) => {
			body += chunk;
		});
		request.on("end", () => {
			if (mode === "hang") return;
			const reply =
				mode === "good"
					? '```json\n{"summary": "Your stories are structured; add numbers to the results.", "followUps": [{"position": 1, "question": "How did you decide how to split the work?"}, {"position": 99, "question": "Ignored"}]}\n```'
					: "Sure! Here is some feedback: great job!!!";
			response.setHeader("content-type", "application/json");
			response.end(
				JSON.stringify({
					choices: [{ message: { role: "assistant", content: reply } }],
					received: body.length,
				}),
			);
		});
	});
	return {
		server,
		setMode: (next: typeof mode) => {
			mode = next;
		},
	};
}

describe("narrative feedback from a language model", () => {
	const stand = standIn();
	const env: Record<string, string> = {};
	beforeAll(async () => {
		await new Promise<void>((resolve) => stand.server.listen(0, "127.0.0.1", resolve));
		const { port } = stand.server.address() as AddressInfo;
		Object.assign(env, {
			LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
			LLM_API_KEY: "test-key",
			LLM_TIMEOUT_MS: "1500",
		});
	});
	afterAll(async () => {
		stand.server.closeAllConnections();
		await new Promise((resolve) => stand.server.close(resolve));
	});
	const ctx = useTestApp({ env });
	let student: string;
	beforeAll(async () => {
		student = await signInAs(ctx.app, await makeStudent(ctx.database.db, await makeCollege(ctx.database.db)));
	});

	it("adds the model's summary and follow-ups; garbage and silence fail clearly; offline feedback stays", async () => {
		const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
			ctx.app.inject({ method, url, headers: bearer(student), ...(payload ? { payload } : {}) });
		const session = sessionSchema.parse(
			(
				await call("POST", "/api/interviews/sessions", {
					type: "behavioral",
					roleFamily: "sde",
					questionCount: 3,
				})
			).json(),
		);
		await call("PUT", `/api/interviews/sessions/${session.id}/answers/1`, { answer: STORY });
		const done = feedbackSchema.parse(
			(await call("POST", `/api/interviews/sessions/${session.id}/complete`)).json(),
		);
		expect(done.kind === "practice" && done.narrativeAvailable).toBe(true);

		stand.setMode("hang");
		const silent = narrativeSchema.parse(
			(await call("POST", `/api/interviews/sessions/${session.id}/narrative`)).json(),
		);
		expect(silent).toMatchObject({
			status: "failed",
			message: "The language model did not answer within 2 seconds.",
		});

		stand.setMode("garbage");
		const garbage = narrativeSchema.parse(
			(await call("POST", `/api/interviews/sessions/${session.id}/narrative`)).json(),
		);
		expect(garbage).toMatchObject({
			status: "failed",
			message: "The language model's answer could not be read.",
		});

		stand.setMode("good");
		const good = narrativeSchema.parse(
			(await call("POST", `/api/interviews/sessions/${session.id}/narrative`)).json(),
		);
		expect(good).toEqual({
			status: "ready",
			message: null,
			summary: "Your stories are structured; add numbers to the results.",
			followUps: [{ position: 1, question: "How did you decide how to split the work?" }],
		});
		// The offline feedback is unchanged by any of it.
		const feedback = feedbackSchema.parse(
			(await call("GET", `/api/interviews/feedback/${session.id}`)).json(),
		);
		expect(feedback.kind === "practice" && feedback.answers[0]?.feedback?.star?.present).toBe(4);
	}, 60_000);
});
