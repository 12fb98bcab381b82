import type { InterviewSession, Narrative, OverallFeedback } from "@unnati/contracts/interviews";
import { INTERVIEW_TYPE_LABELS, ROLE_FAMILY_LABELS } from "@unnati/contracts/interviews";
import { z } from "zod";
import type { Config } from "../../platform/config";

// The optional language model (issue 17): any OpenAI-compatible chat endpoint adds a narrative and
// follow-up questions on top of the offline feedback. It never blocks that feedback: the screen asks
// for the narrative separately, a slow model is cut off at LLM_TIMEOUT_MS, and an answer that is
// not the JSON asked for is reported as such, never shown raw.

export type LlmConfig = NonNullable<Config["llm"]>;

const modelAnswerSchema = z.object({
	summary: z.string().min(1).max(4000),
	followUps: z
		.array(z.object({ position: z.number().int().min(1), question: z.string().min(1).max(500) }))
		.max(30)
		.default([]),
});

const chatResponseSchema = z.object({
	choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The prompt: the questions, the answers and the offline figures, asking for JSON only. */
function prompt(session: InterviewSession, overall: OverallFeedback): string {
	const answered = session.questions
		.filter((q) => q.status === "answered")
		.map((q) => `Q${q.position}: ${q.text}\nA${q.position}: ${(q.answer ?? "").slice(0, 6000)}`)
		.join("\n\n");
	return [
		`A student in India practised a ${INTERVIEW_TYPE_LABELS[session.type]} interview for the role "${ROLE_FAMILY_LABELS[session.roleFamily]}".`,
		`Offline analysis: key-point coverage ${Math.round(overall.averageCoverage * 100)}%, ${overall.fillersPer100Words} filler words per 100 words.`,
		"Write kind, specific, honest feedback a campus candidate can act on (no scores, no verdict), and one follow-up question an interviewer would ask for each answered question.",
		'Reply with JSON only: {"summary": string, "followUps": [{"position": number, "question": string}]}.',
		"",
		answered,
	].join("\n");
}

/** Reads the model's reply; a fenced ```json block is accepted, anything else unreadable is null. */
export function parseModelReply(content: string): z.infer<typeof modelAnswerSchema> | null {
	const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
	const text = (fenced?.[1] ?? content).trim();
	const start = text.indexOf("{");
	const end = text.lastIndexOf("}");
	if (start === -1 || end <= start) return null;
	try {
		const parsed = modelAnswerSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/** Asks the configured model; always resolves, with status "ready" or "failed" and a reason. */
export async function askModel(
	llm: LlmConfig,
	session: InterviewSession,
	overall: OverallFeedback,
): Promise<Narrative> {
	const failed = (message: string): Narrative => ({
		status: "failed",
		message,
		summary: null,
		followUps: [],
	});
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), llm.timeoutMs);
	try {
		const response = await fetch(`${llm.baseUrl}/chat/completions`, {
			method: "POST",
			signal: controller.signal,
			headers: {
				"content-type": "application/json",
				...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
			},
			body: JSON.stringify({
				model: llm.model,
				temperature: 0.3,
				messages: [
					{ role: "system", content: "You are an experienced campus interviewer and career coach in India." },
					{ role: "user", content: prompt(session, overall) },
				],
			}),
		});
		if (!response.ok) return failed(`The language model answered with an error (HTTP ${response.status}).`);
		const body = chatResponseSchema.safeParse(await response.json().catch(() => null));
		if (!body.success) return failed("The language model's answer could not be read.");
		const reply = parseModelReply(body.data.choices[0]?.message.content ?? "");
		if (!reply) return failed("The language model's answer could not be read.");
		const positions = new Set(session.questions.map((q) => q.position));
		return {
			status: "ready",
			message: null,
			summary: reply.summary,
			followUps: reply.followUps.filter((f) => positions.has(f.position)),
		};
	} catch (error) {
		if (controller.signal.aborted)
			return failed(`The language model did not answer within ${Math.round(llm.timeoutMs / 1000)} seconds.`);
		return failed(`The language model could not be reached (${(error as Error).message}).`);
	} finally {
		clearTimeout(timer);
	}
}
