import type { MappingPlan, MappingRulesInput } from "@unnati/contracts/mentors";
import { mappingPlanSchema } from "@unnati/contracts/mentors";
import { count, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs, type TestCollege, type TestPerson } from "../../test/factories";
import type { TestContext } from "../../test/test-app";
import { mentorAssignmentChanges, mentorAssignments } from "./tables";

/** What the mapping's tests share: requests as the department head, a department, and what is stored. */
export function mappingKit(ctx: TestContext) {
	const call = (method: "GET" | "POST", url: string, token: string, payload?: unknown) =>
		ctx.app.inject({
			method,
			url,
			headers: bearer(token),
			...(payload === undefined ? {} : { payload: payload as object }),
		});

	/** A college with a CSE department head signed in, and `mentorCount` CSE mentors. */
	async function department(mentorCount = 3): Promise<{
		college: TestCollege;
		hod: string;
		mentors: TestPerson[];
	}> {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const hod = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT"));
		const mentors: TestPerson[] = [];
		for (let i = 0; i < mentorCount; i++) mentors.push(await makeStaff(db, college, "ROLE_MENTOR"));
		return { college, hod, mentors };
	}

	async function preview(token: string, rules: MappingRulesInput): Promise<MappingPlan> {
		const res = await call("POST", "/api/mentors/mapping/preview", token, rules);
		expect(res.statusCode, res.body).toBe(200);
		return mappingPlanSchema.parse(res.json());
	}

	/** Who mentors each of `students` now (student id → mentor id), as stored. */
	async function stored(students: readonly TestPerson[]): Promise<Map<string, string>> {
		const rows = await ctx.database.db
			.select()
			.from(mentorAssignments)
			.where(
				inArray(
					mentorAssignments.studentId,
					students.map((s) => s.id),
				),
			);
		return new Map(rows.map((r) => [r.studentId, r.mentorId]));
	}

	async function historyCount(departmentId: string): Promise<number> {
		const [row] = await ctx.database.db
			.select({ n: count() })
			.from(mentorAssignmentChanges)
			.where(eq(mentorAssignmentChanges.departmentId, departmentId));
		return row?.n ?? 0;
	}

	return { call, department, preview, stored, historyCount };
}

/** People in roll-number order, as the rules place them. */
export const byRoll = (people: TestPerson[]) =>
	[...people].sort((a, b) => ((a.rollNo ?? "") < (b.rollNo ?? "") ? -1 : 1));
