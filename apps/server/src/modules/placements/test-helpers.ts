import { type DriveInput, type EligibilityRules, OPEN_RULES } from "@unnati/contracts/placements";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { bearer } from "../../test/auth-helpers";

export type Call = (
	token: string,
	method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
	url: string,
	payload?: unknown,
) => Promise<LightMyRequestResponse>;

export const caller =
	(app: () => FastifyInstance): Call =>
	(token, method, url, payload) =>
		app().inject({
			method,
			url,
			headers: bearer(token),
			...(payload === undefined ? {} : { payload: payload as object }),
		});

export const rulesOf = (partial: Partial<EligibilityRules>): EligibilityRules => ({
	...OPEN_RULES,
	...partial,
});

export type Record = {
	batch: number;
	cgpa: number;
	tenthPercent: number;
	twelfthPercent: number | null;
	diplomaPercent: number | null;
	activeBacklogs: number;
	pastBacklogs: number;
	gapYears: number;
};

export const record = (partial: Partial<Record> = {}): Record => ({
	batch: 2026,
	cgpa: 8,
	tenthPercent: 80,
	twelfthPercent: 75,
	diplomaPercent: null,
	activeBacklogs: 0,
	pastBacklogs: 0,
	gapYears: 0,
	...partial,
});

export async function setRecord(call: Call, officer: string, studentId: string, value: Record) {
	const res = await call(officer, "PUT", `/api/placements/students/${studentId}/academic-record`, value);
	expect(res.statusCode, res.body).toBe(200);
}

export function driveBody(seasonId: string, now: Date, overrides: Partial<DriveInput> = {}): DriveInput {
	return {
		seasonId,
		companyName: `Tungabhadra Software ${Math.random().toString(36).slice(2, 8)}`,
		companyCity: "Mysuru",
		title: "Graduate Software Engineer",
		roles: ["Graduate Software Engineer"],
		ctcFixedInr: 600_000,
		ctcVariableInr: 50_000,
		location: "Mysuru",
		bondMonths: null,
		bondDetails: null,
		description: "Build and support billing software for co-operative banks in Karnataka.",
		applicationDeadline: new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString(),
		driveDate: new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000).toISOString(),
		rounds: [
			{ name: "Online test", kind: "aptitude" },
			{ name: "Technical interview", kind: "technical_interview" },
		],
		rules: OPEN_RULES,
		...overrides,
	};
}

export async function makeSeason(call: Call, officer: string, batch = 2026): Promise<string> {
	const res = await call(officer, "POST", "/api/placements/seasons", {
		batch,
		name: `Placements ${batch - 1}-${String(batch).slice(2)}`,
	});
	expect(res.statusCode, res.body).toBe(201);
	return (res.json() as { id: string }).id;
}

export async function makeDrive(
	call: Call,
	officer: string,
	body: DriveInput,
): Promise<{ id: string; slug: string; eligible: number }> {
	const res = await call(officer, "POST", "/api/placements/drives", body);
	expect(res.statusCode, res.body).toBe(201);
	return res.json() as { id: string; slug: string; eligible: number };
}

export async function makeResume(call: Call, student: string, title = "Campus resume"): Promise<string> {
	const res = await call(student, "POST", "/api/resumes", { title });
	expect(res.statusCode, res.body).toBe(201);
	return (res.json() as { id: string }).id;
}
