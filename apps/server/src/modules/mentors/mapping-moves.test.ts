import {
	MAPPING_MESSAGES,
	mappingChangedSchema,
	mappingHistorySchema,
	mentorMappingSchema,
} from "@unnati/contracts/mentors";
import { describe, expect, it } from "vitest";
import {
	makeCollege,
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
const { call, department, stored, historyCount } = mappingKit(ctx);

describe("the department head's mentor mapping by hand", () => {
	it("refuses a department head touching another department (403), unknown people (404) and bad rules (400)", async () => {
		const db = ctx.database.db;
		const { college, hod, mentors } = await department(1);
		const mine = mentors[0] as TestPerson;
		const [student] = await makeStudents(db, college, 1, { year: 2 });
		const eceStudent = (await makeStudents(db, college, 1, { department: "ECE" }))[0] as TestPerson;
		const eceMentor = await makeStaff(db, college, "ROLE_MENTOR", { department: "ECE" });
		const elsewhere = await makeCollege(db);
		const elsewhereStudent = (await makeStudents(db, elsewhere, 1))[0] as TestPerson;
		const eceHod = await signInAs(
			ctx.app,
			await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" }),
		);
		const move = (token: string, studentId: string | undefined, mentorId: string | null) =>
			call("POST", "/api/mentors/mapping/moves", token, { studentIds: [studentId], mentorId });

		const refusals: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
			[move(hod, eceStudent.id, mine.id), 403, MAPPING_MESSAGES.otherDepartmentStudent],
			[move(hod, elsewhereStudent.id, mine.id), 403, MAPPING_MESSAGES.otherDepartmentStudent],
			[move(hod, student?.id, eceMentor.id), 403, MAPPING_MESSAGES.otherDepartmentMentor],
			[move(eceHod, student?.id, eceMentor.id), 403, MAPPING_MESSAGES.otherDepartmentStudent],
			[move(hod, "00000000-0000-4000-8000-000000000000", mine.id), 404, MAPPING_MESSAGES.unknownStudent],
			[move(hod, mine.id, mine.id), 404, MAPPING_MESSAGES.unknownStudent],
			[move(hod, student?.id, "not-an-id"), 404, MAPPING_MESSAGES.unknownMentor],
			[
				call("POST", "/api/mentors/mapping/preview", hod, {
					strategy: "round_robin",
					scope: {},
					mentorIds: [eceMentor.id],
					maxPerMentor: 5,
				}),
				403,
				MAPPING_MESSAGES.otherDepartmentMentor,
			],
		];
		for (const [pending, status, message] of refusals) {
			const res = await pending;
			expect(res.statusCode, message).toBe(status);
			expect(res.json().message).toBe(message);
		}

		const bad: [unknown, string][] = [
			[
				{ strategy: "round_robin", scope: {}, mentorIds: [mine.id], maxPerMentor: 0 },
				"Give a maximum from 1 to 60.",
			],
			[
				{ strategy: "round_robin", scope: {}, mentorIds: [mine.id], maxPerMentor: 61 },
				"Give a maximum from 1 to 60.",
			],
			[{ strategy: "round_robin", scope: {}, mentorIds: [], maxPerMentor: 5 }, "Choose at least one mentor."],
			[
				{ strategy: "round_robin", scope: { years: [5] }, mentorIds: [mine.id], maxPerMentor: 5 },
				"Choose a year from 1 to 4.",
			],
			[{ strategy: "by_hand", scope: {}, maxPerMentor: 5 }, "Choose by section or round-robin."],
			[
				{
					strategy: "by_section",
					scope: {},
					sectionMentors: [
						{ year: 2, section: "A", mentorIds: [mine.id] },
						{ year: 2, section: "a", mentorIds: [mine.id] },
					],
					maxPerMentor: 5,
				},
				"Year 2 section A is listed twice.",
			],
		];
		for (const [payload, message] of bad) {
			const res = await call("POST", "/api/mentors/mapping/preview", hod, payload);
			expect(res.statusCode, message).toBe(400);
			expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
		}

		// Other roles may not map at all; nothing was stored by any refusal.
		const mentorToken = await signInAs(ctx.app, mine);
		expect((await call("GET", "/api/mentors/mapping", mentorToken)).statusCode).toBe(403);
		const collegeAdmin = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
		expect((await move(collegeAdmin, student?.id, mine.id)).statusCode).toBe(403);
		expect((await stored([student as TestPerson, eceStudent, elsewhereStudent])).size).toBe(0);
		expect(await historyCount(college.departments.CSE)).toBe(0);
		expect(await historyCount(college.departments.ECE)).toBe(0);
	});

	it("moves students by hand with history, leaves them unmapped, and refuses a mentor past 60 mentees", async () => {
		const db = ctx.database.db;
		const { college, hod, mentors } = await department(2);
		const [first, second] = mentors as [TestPerson, TestPerson];
		const students = byRoll(await makeStudents(db, college, 2, { year: 4, section: "A" }));

		const mapping = mentorMappingSchema.parse((await call("GET", "/api/mentors/mapping", hod)).json());
		expect(mapping.department.code).toBe("CSE");
		expect(mapping.students.map((s) => s.mentorId)).toEqual([null, null]);
		expect(mapping.history).toEqual({ items: [], total: 0 });

		const toFirst = await call("POST", "/api/mentors/mapping/moves", hod, {
			studentIds: students.map((s) => s.id),
			mentorId: first.id,
			version: mapping.version,
		});
		expect(toFirst.statusCode, toFirst.body).toBe(200);
		const toSecond = await call("POST", "/api/mentors/mapping/moves", hod, {
			studentIds: [students[0]?.id],
			mentorId: second.id,
		});
		expect(mappingChangedSchema.parse(toSecond.json()).changed).toBe(1);
		const none = await call("POST", "/api/mentors/mapping/moves", hod, {
			studentIds: [students[1]?.id],
			mentorId: null,
		});
		expect(none.statusCode, none.body).toBe(200);
		expect(Object.fromEntries(await stored(students))).toEqual({ [students[0]?.id ?? ""]: second.id });

		const history = mappingHistorySchema.parse(
			(await call("GET", "/api/mentors/mapping/history?limit=10", hod)).json(),
		);
		expect(history.total).toBe(4);
		expect(
			history.items.map((h) => [h.student.id, h.fromMentor?.id ?? null, h.toMentor?.id ?? null]),
		).toEqual([
			[students[1]?.id, first.id, null],
			[students[0]?.id, first.id, second.id],
			[students[0]?.id, null, first.id],
			[students[1]?.id, null, first.id],
		]);
		expect(history.items.every((h) => h.how === "manual" && h.rule === null)).toBe(true);
		const told = await notificationsOf(ctx.app, await signInAs(ctx.app, students[0] as TestPerson), {
			type: "mentor_assigned",
		});
		expect(told.items.map((n) => n.title)).toEqual([
			`${second.name} is your faculty mentor`,
			`${first.name} is your faculty mentor`,
		]);

		// 59 mentees already: one more is fine, two are refused whole.
		const { mentor: full } = await makeMentorWithMentees(db, college, { mentees: 59, year: 1 });
		const refused = await call("POST", "/api/mentors/mapping/moves", hod, {
			studentIds: students.map((s) => s.id),
			mentorId: full.id,
		});
		expect(refused.statusCode).toBe(409);
		expect(refused.json().message).toContain("the most a mentor may have, 60");
		expect(Object.fromEntries(await stored(students))).toEqual({ [students[0]?.id ?? ""]: second.id });
	});
});
