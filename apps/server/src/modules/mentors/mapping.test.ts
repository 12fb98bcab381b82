import { MAPPING_MESSAGES, type MappingRulesInput, mappingChangedSchema } from "@unnati/contracts/mentors";
import { describe, expect, it } from "vitest";
import {
	makeMentorWithMentees,
	makeStaff,
	makeStudents,
	signInAs,
	type TestPerson,
} from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { byRoll, mappingKit } from "./test-helpers";

const ctx = useTestApp();
const { call, department, preview, stored, historyCount } = mappingKit(ctx);

describe("the department head's mentor mapping", () => {
	it("round-robin spreads the unmapped evenly in roll-number order and never past the maximum", async () => {
		const db = ctx.database.db;
		const { college, hod, mentors } = await department(3);
		const [m1, m2, m3] = mentors as [TestPerson, TestPerson, TestPerson];
		const students = byRoll(await makeStudents(db, college, 7, { year: 1, section: "A" }));
		const rules = {
			strategy: "round_robin",
			scope: { years: [1], sections: [], onlyUnassigned: true },
			mentorIds: [m1.id, m2.id, m3.id],
			maxPerMentor: 60,
		} satisfies MappingRulesInput;

		const even = await preview(hod, rules);
		expect(even.moves.map((m) => [m.student.id, m.toMentor.id])).toEqual(
			students.map((s, i) => [s.id, [m1.id, m2.id, m3.id][i % 3]]),
		);
		expect(even.loads.map((l) => l.after)).toEqual([3, 2, 2]);
		expect(even.unplaced).toEqual([]);

		const capped = await preview(hod, { ...rules, maxPerMentor: 2 });
		expect(capped.loads.map((l) => l.after)).toEqual([2, 2, 2]);
		expect(capped.moves).toHaveLength(6);
		expect(capped.unplaced).toEqual([
			{
				student: { id: students[6]?.id, name: students[6]?.name, rollNo: students[6]?.rollNo },
				mentor: null,
				reason: "Every chosen mentor already has the maximum of 2 mentees.",
			},
		]);
		// A preview changes nothing.
		expect((await stored(students)).size).toBe(0);
		expect(await historyCount(college.departments.CSE)).toBe(0);

		const applied = await call("POST", "/api/mentors/mapping/apply", hod, {
			rules: { ...rules, maxPerMentor: 2 },
			version: capped.version,
		});
		expect(applied.statusCode, applied.body).toBe(200);
		const answer = mappingChangedSchema.parse(applied.json());
		expect(answer.changed).toBe(6);
		const now = await stored(students);
		expect([...now.values()].sort()).toEqual([m1.id, m1.id, m2.id, m2.id, m3.id, m3.id].sort());
		expect(now.has(students[6]?.id ?? "")).toBe(false);
		expect(answer.mapping.mentors.map((m) => m.menteeCount)).toEqual([2, 2, 2]);
		expect(answer.mapping.cohorts).toEqual([{ year: 1, section: "A", students: 7, unassigned: 1 }]);

		// The history names each move, the rule and who applied it; each mentee hears of their mentor.
		expect(answer.mapping.history.total).toBe(6);
		const first = answer.mapping.history.items[0];
		expect(first).toMatchObject({
			student: { id: students[0]?.id, rollNo: students[0]?.rollNo },
			fromMentor: null,
			toMentor: { id: m1.id, name: m1.name },
			how: "rule",
			changedBy: { name: expect.stringContaining("DEPARTMENT") },
		});
		expect(first?.rule).toBe(capped.summary);
		expect(first?.rule).toContain("Round-robin across");
		expect(first?.rule).toContain("at most 2 mentees a mentor");
		const told = await notificationsOf(ctx.app, await signInAs(ctx.app, students[0] as TestPerson), {
			type: "mentor_assigned",
		});
		expect(told.items[0]).toMatchObject({
			title: `${m1.name} is your faculty mentor`,
			link: `/mentor/profile/${m1.id}`,
		});
	});

	it("counts a mentor's mentees of any year toward the maximum", async () => {
		const db = ctx.database.db;
		const { college, hod } = await department(0);
		const { mentor: busy } = await makeMentorWithMentees(db, college, { mentees: 3, year: 4 });
		const free = await makeStaff(db, college, "ROLE_MENTOR");
		await makeStudents(db, college, 4, { year: 2, section: "B" });
		const plan = await preview(hod, {
			strategy: "round_robin",
			scope: { years: [2], sections: ["b"], onlyUnassigned: true },
			mentorIds: [busy.id, free.id],
			maxPerMentor: 4,
		});
		expect(plan.loads).toEqual([
			{ id: busy.id, name: busy.name, before: 3, after: 4 },
			{ id: free.id, name: free.name, before: 0, after: 3 },
		]);
	});

	it("by section sends each section's students to the mentors named for it, and says which section has none", async () => {
		const db = ctx.database.db;
		const { college, hod, mentors } = await department(3);
		const [a1, a2, b] = mentors as [TestPerson, TestPerson, TestPerson];
		const sectionA = byRoll(await makeStudents(db, college, 3, { year: 2, section: "A" }));
		const sectionB = byRoll(await makeStudents(db, college, 2, { year: 2, section: "B" }));
		const sectionC = await makeStudents(db, college, 1, { year: 2, section: "C" });
		// Another year is out of scope and untouched.
		const thirdYears = await makeStudents(db, college, 2, { year: 3, section: "A" });

		const rules = {
			strategy: "by_section",
			scope: { years: [2], sections: [], onlyUnassigned: true },
			sectionMentors: [
				{ year: 2, section: "A", mentorIds: [a1.id, a2.id] },
				{ year: 2, section: "B", mentorIds: [b.id] },
			],
			maxPerMentor: 10,
		} satisfies MappingRulesInput;
		const plan = await preview(hod, rules);
		expect(Object.fromEntries(plan.moves.map((m) => [m.student.id, m.toMentor.id]))).toEqual({
			[sectionA[0]?.id ?? ""]: a1.id,
			[sectionA[1]?.id ?? ""]: a2.id,
			[sectionA[2]?.id ?? ""]: a1.id,
			[sectionB[0]?.id ?? ""]: b.id,
			[sectionB[1]?.id ?? ""]: b.id,
		});
		expect(plan.unplaced).toEqual([
			expect.objectContaining({
				student: expect.objectContaining({ id: sectionC[0]?.id }),
				reason: "No mentor is named for year 2 section C.",
			}),
		]);
		expect(plan.summary).toContain(`year 2 section A to ${a1.name}, ${a2.name}`);

		const res = await call("POST", "/api/mentors/mapping/apply", hod, { rules, version: plan.version });
		expect(res.statusCode, res.body).toBe(200);
		expect(mappingChangedSchema.parse(res.json()).changed).toBe(5);
		expect((await stored(thirdYears)).size).toBe(0);
		expect(await historyCount(college.departments.CSE)).toBe(5);
	});

	it("moves only the unmapped when told so, and maps everyone in scope afresh otherwise", async () => {
		const db = ctx.database.db;
		const { college, hod, mentors } = await department(1);
		const other = mentors[0] as TestPerson;
		const { mentor: keeper, mentees: mapped } = await makeMentorWithMentees(db, college, {
			mentees: 2,
			year: 3,
			section: "A",
		});
		const unmapped = await makeStudents(db, college, 2, { year: 3, section: "A" });
		const base = {
			strategy: "round_robin",
			scope: { years: [3], sections: ["A"], onlyUnassigned: true },
			mentorIds: [other.id, keeper.id],
			maxPerMentor: 10,
		} satisfies MappingRulesInput;

		const onlyNew = await preview(hod, base);
		expect(onlyNew.moves.map((m) => m.student.id).sort()).toEqual(unmapped.map((s) => s.id).sort());
		expect(onlyNew.stays).toEqual([]);

		// Afresh, in roll-number order across both mentors: the mapped students were made first.
		const everyone = byRoll([...mapped, ...unmapped]);
		const afresh = await preview(hod, { ...base, scope: { ...base.scope, onlyUnassigned: false } });
		const target = (i: number) => (i % 2 === 0 ? other.id : keeper.id);
		expect(afresh.moves.map((m) => [m.student.id, m.toMentor.id])).toEqual(
			everyone.flatMap((s, i) => (s.id === mapped[1]?.id ? [] : [[s.id, target(i)]])),
		);
		// The second mapped student lands with the mentor they have: they stay.
		expect(afresh.stays).toEqual([
			{
				student: expect.objectContaining({ id: mapped[1]?.id }),
				mentor: { id: keeper.id, name: keeper.name },
			},
		]);
		expect(afresh.moves[0]?.fromMentor).toEqual({ id: keeper.id, name: keeper.name });

		const applied = await call("POST", "/api/mentors/mapping/apply", hod, {
			rules: base,
			version: onlyNew.version,
		});
		expect(applied.statusCode, applied.body).toBe(200);
		const now = await stored(mapped);
		expect([...now.values()]).toEqual([keeper.id, keeper.id]);
	});

	it("refuses a stale preview with 409 and changes nothing", async () => {
		const db = ctx.database.db;
		const { college, hod, mentors } = await department(2);
		const students = byRoll(await makeStudents(db, college, 4, { year: 1, section: "B" }));
		const rules = {
			strategy: "round_robin",
			scope: { years: [1], sections: [], onlyUnassigned: true },
			mentorIds: mentors.map((m) => m.id),
			maxPerMentor: 5,
		} satisfies MappingRulesInput;
		const plan = await preview(hod, rules);

		// Meanwhile one student is mapped by hand (another tab, another department head).
		const moved = await call("POST", "/api/mentors/mapping/moves", hod, {
			studentIds: [students[3]?.id],
			mentorId: mentors[0]?.id,
		});
		expect(moved.statusCode, moved.body).toBe(200);

		const stale = await call("POST", "/api/mentors/mapping/apply", hod, { rules, version: plan.version });
		expect(stale.statusCode).toBe(409);
		expect(stale.json().message).toBe(MAPPING_MESSAGES.stale);
		expect((await stored(students)).size).toBe(1);
		expect(await historyCount(college.departments.CSE)).toBe(1);

		// A hand move made on an old version is refused the same way.
		const staleMove = await call("POST", "/api/mentors/mapping/moves", hod, {
			studentIds: [students[0]?.id],
			mentorId: mentors[1]?.id,
			version: plan.version,
		});
		expect(staleMove.statusCode).toBe(409);
		expect((await stored(students)).size).toBe(1);
	});
});
