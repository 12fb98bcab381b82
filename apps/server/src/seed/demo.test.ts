import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../modules/accounts/passwords";
import { users } from "../modules/accounts/tables";
import { departments, institutions } from "../modules/institutions/tables";
import { mentorAssignments, mentorProfiles } from "../modules/mentors/tables";
import { scheduleSlots } from "../modules/scheduling/tables";
import type { Database } from "../platform/db/database";
import { createTestDatabase } from "../test/test-database";
import { type SeedSummary, seedDemoIfEmpty } from "./demo";
import { DEMO_LOGINS } from "./demo-accounts";
import { LEFT_FOR_THE_DEPARTMENT_HEAD } from "./demo-college";

describe("the demo seed", () => {
	let database: Database;
	let summary: SeedSummary | null;
	beforeAll(async () => {
		database = await createTestDatabase();
		summary = await seedDemoIfEmpty(database);
	});
	afterAll(() => database.close());

	const userBy = async (column: "rollNo" | "factId" | "email", value: string) => {
		const [row] = await database.db.select().from(users).where(eq(users[column], value));
		if (!row) throw new Error(`no user with ${column} ${value}`);
		return row;
	};

	it("creates two colleges, about 200 students, mentors and every named login", async () => {
		expect(summary).toEqual({
			institutions: 2,
			students: 204,
			mentors: 24,
			namedLogins: DEMO_LOGINS.length,
			exams: 10,
			// Every DIT student but 22CSE001 and 22CSE002, who keep the live demo exam to take: the practice
			// test (142) and the term's three earlier tests, each missed by about one student in sixteen
			// (399 of 426 sittings); and the written test's eight sitters.
			examAttempts: 549,
		});
		const colleges = await database.db.select().from(institutions).orderBy(institutions.code);
		expect(colleges.map((c) => [c.name, c.city])).toEqual([
			["Demo Institute of Technology", "Bengaluru"],
			["Kaveri College of Engineering", "Mysuru"],
		]);
		const depts = await database.db.select({ code: departments.code }).from(departments);
		expect(depts.map((d) => d.code).sort()).toEqual(["CSE", "CSE", "ECE", "ECE", "ME", "ME"]);
	});

	it("puts students in every department, year 1-4 and section A and B", async () => {
		const cohorts = await database.db
			.select({ year: users.currentYear, section: users.section, n: sql<number>`count(*)::int` })
			.from(users)
			.where(eq(users.role, "ROLE_STUDENT"))
			.groupBy(users.currentYear, users.section);
		expect(cohorts).toHaveLength(8);
		expect(cohorts.every((c) => c.n > 0)).toBe(true);
	});

	it("has the README's students: 22CSE001 and 22CSE002, CSE year 3 section A, password Student@123", async () => {
		const [cse] = await database.db.select().from(departments).where(eq(departments.code, "CSE")).limit(1);
		for (const roll of ["22CSE001", "22CSE002"]) {
			const student = await userBy("rollNo", roll);
			expect(student).toMatchObject({ role: "ROLE_STUDENT", currentYear: 3, section: "A" });
			expect(student.departmentId).toBe(cse?.id);
			expect(student.email).toBe(`${roll.toLowerCase()}@students.dit.example.org`);
			expect(student.name).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z']+$/);
			expect(await verifyPassword(student.passwordHash, "Student@123")).toBe(true);
			expect(await verifyPassword(student.passwordHash, "student@123")).toBe(false);
		}
	});

	it("maps mentor FAC1001 (Mentor@123) to both README students", async () => {
		const mentor = await userBy("factId", "FAC1001");
		expect(mentor.role).toBe("ROLE_MENTOR");
		expect(await verifyPassword(mentor.passwordHash, "Mentor@123")).toBe(true);
		const mentees = await database.db
			.select({ rollNo: users.rollNo })
			.from(mentorAssignments)
			.innerJoin(users, eq(users.id, mentorAssignments.studentId))
			.where(eq(mentorAssignments.mentorId, mentor.id));
		expect(mentees.map((m) => m.rollNo)).toEqual(expect.arrayContaining(["22CSE001", "22CSE002"]));
	});

	it("gives every mentor a profile with office hours, and FAC1001 mentoring hours to book in them", async () => {
		const [without] = await database.db
			.select({ n: sql<number>`count(*)::int` })
			.from(users)
			.leftJoin(mentorProfiles, eq(mentorProfiles.mentorId, users.id))
			.where(and(eq(users.role, "ROLE_MENTOR"), sql`${mentorProfiles.mentorId} is null`));
		expect(without?.n).toBe(0);
		const mentor = await userBy("factId", "FAC1001");
		const [profile] = await database.db
			.select()
			.from(mentorProfiles)
			.where(eq(mentorProfiles.mentorId, mentor.id));
		expect(profile?.officeHours.map((h) => h.day)).toEqual(["Tue", "Thu"]);
		const hours = await database.db
			.select()
			.from(scheduleSlots)
			.where(and(eq(scheduleSlots.hostId, mentor.id), eq(scheduleSlots.purpose, "mentor_appointment")));
		expect(hours.length).toBeGreaterThan(4);
		// Each begins within the office hours (16:00-17:15 IST, 10:30-11:45 UTC).
		for (const slot of hours) expect(slot.startsAt.toISOString().slice(11, 16)).toMatch(/^(10:45|11:15)$/);
	});

	it("gives every student one mentor but the few CSE students left for the department head to map", async () => {
		const unmapped = await database.db
			.select({ rollNo: users.rollNo })
			.from(users)
			.leftJoin(mentorAssignments, eq(mentorAssignments.studentId, users.id))
			.where(and(eq(users.role, "ROLE_STUDENT"), sql`${mentorAssignments.mentorId} is null`));
		expect(unmapped.map((s) => s.rollNo).sort()).toEqual([...LEFT_FOR_THE_DEPARTMENT_HEAD].sort());
	});

	it("creates every named demo login with its role and password", async () => {
		for (const login of DEMO_LOGINS) {
			const account = await userBy("email", login.email);
			expect(account.role, login.email).toBe(login.role);
			expect(await verifyPassword(account.passwordHash, login.password), login.email).toBe(true);
		}
		const hod = await userBy("email", "hod.cse@dit.example.org");
		const [dept] = await database.db
			.select()
			.from(departments)
			.where(eq(departments.id, hod.departmentId ?? ""));
		expect(dept?.code).toBe("CSE");
	});

	it("has one account for every role", async () => {
		const roles = await database.db.selectDistinct({ role: users.role }).from(users);
		expect(roles).toHaveLength(14);
	});

	it("is idempotent: a second run on a seeded database changes nothing", async () => {
		const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
		const before = await count();
		expect(await seedDemoIfEmpty(database)).toBeNull();
		expect(await count()).toBe(before);
	});
});
