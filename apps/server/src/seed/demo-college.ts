import { DEPARTMENT_CODES, type DepartmentCode, YEARS_OF_STUDY } from "@unnati/contracts";
import { createAccounts, type NewAccount } from "../modules/accounts";
import { createDepartments, createInstitution } from "../modules/institutions";
import { assignMentees } from "../modules/mentors";
import { declareSections } from "../modules/students";
import type { Db } from "../platform/db/database";
import { DEMO_PASSWORDS } from "./demo-accounts";
import { GIVEN_NAMES, SURNAMES } from "./indian-names";

const DEPARTMENT_NAMES: Record<DepartmentCode, string> = {
	CSE: "Computer Science and Engineering",
	ECE: "Electronics and Communication Engineering",
	ME: "Mechanical Engineering",
};

/** The demo is a snapshot of the 2024-25 academic year: third-years joined in 2022, so 22CSE001 is in year 3. */
const BATCH_BY_YEAR: Record<number, string> = { 1: "24", 2: "23", 3: "22", 4: "21" };

/**
 * DIT's CSE students the demo leaves without a mentor, so the department head's mentor mapping
 * (hod.cse@dit.example.org, /departmentdashboard/mentors) has work on a first start: the end of
 * section B in the first and second years. No e2e spec signs in as them.
 */
export const LEFT_FOR_THE_DEPARTMENT_HEAD: ReadonlySet<string> = new Set([
	"24CSE009",
	"24CSE010",
	"24CSE011",
	"24CSE012",
	"23CSE011",
	"23CSE012",
]);

/** Year order for numbering mentors, so FAC1001 is the CSE third-year mentor the README names. */
const MENTOR_YEAR_ORDER = [3, 1, 2, 4] as const;

export type DemoCollege = {
	code: "DIT" | "KCE";
	name: string;
	city: string;
	state: string;
	domain: string;
	/** Prepended to roll numbers so they stay unique across colleges (DIT's are the bare "22CSE001"). */
	rollPrefix: string;
	studentsPerSection: { A: number; B: number };
	firstFactId: number;
};

export type SeededCollege = {
	institutionId: string;
	departmentIds: Map<string, string>;
	students: number;
	mentors: number;
};

export type Random = () => number;

/** mulberry32: a tiny deterministic generator, so every fresh demo has the same people. */
export function randomSource(seed: number): Random {
	let state = seed;
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function pick<T>(list: readonly T[], random: Random): T {
	return list[Math.floor(random() * list.length)] as T;
}

/** A plausible Indian mobile number: ten digits starting with 6 to 9. */
function mobileNumber(random: Random): string {
	let digits = String(6 + Math.floor(random() * 4));
	while (digits.length < 10) digits += String(Math.floor(random() * 10));
	return digits;
}

const cohortKey = (dept: string, year: number) => `${dept}/${year}`;

function demoStudents(
	college: DemoCollege,
	institutionId: string,
	departmentIds: Map<string, string>,
	random: Random,
) {
	const students: NewAccount[] = [];
	for (const dept of DEPARTMENT_CODES) {
		for (const year of YEARS_OF_STUDY) {
			let seq = 0;
			for (const section of ["A", "B"] as const) {
				for (let i = 0; i < college.studentsPerSection[section]; i++) {
					seq++;
					const rollNo = `${college.rollPrefix}${BATCH_BY_YEAR[year]}${dept}${String(seq).padStart(3, "0")}`;
					students.push({
						role: "ROLE_STUDENT",
						name: `${pick(GIVEN_NAMES, random)} ${pick(SURNAMES, random)}`,
						email: `${rollNo.toLowerCase()}@students.${college.domain}`,
						password: DEMO_PASSWORDS.student,
						phone: mobileNumber(random),
						institutionId,
						departmentId: departmentIds.get(dept) ?? null,
						rollNo,
						currentYear: year,
						section,
						admissionYear: 2000 + Number(BATCH_BY_YEAR[year]),
					});
				}
			}
		}
	}
	return students;
}

/** Creates one college: departments, students in every year and section, and a mentor for each cohort. */
export async function seedCollege(db: Db, college: DemoCollege, random: Random): Promise<SeededCollege> {
	const institution = await createInstitution(db, college);
	const departments = await createDepartments(
		db,
		institution.id,
		DEPARTMENT_CODES.map((code) => ({ code, name: DEPARTMENT_NAMES[code] })),
	);
	const departmentIds = new Map(departments.map((d) => [d.code, d.id]));
	// Sections A and B of every year, declared as the college's timetable has them: 60 seats each (AICTE's intake per section).
	await declareSections(
		db,
		institution.id,
		departments.flatMap((d) =>
			YEARS_OF_STUDY.flatMap((year) =>
				(["A", "B"] as const).map((name) => ({ departmentId: d.id, year, name, capacity: 60 })),
			),
		),
	);

	const students = demoStudents(college, institution.id, departmentIds, random);
	const created = await createAccounts(db, students);
	const idByRoll = new Map(created.map((s) => [s.rollNo, s.id]));
	const menteesByCohort = new Map<string, string[]>();
	for (const student of students) {
		const dept = [...departmentIds].find(([, id]) => id === student.departmentId)?.[0] ?? "";
		const key = cohortKey(dept, student.currentYear ?? 0);
		const id = idByRoll.get(student.rollNo?.toUpperCase() ?? null);
		if (LEFT_FOR_THE_DEPARTMENT_HEAD.has(student.rollNo ?? "")) continue;
		if (id) menteesByCohort.set(key, [...(menteesByCohort.get(key) ?? []), id]);
	}

	let factNumber = college.firstFactId;
	const mentorCohorts = new Map<string, string>();
	const mentors: NewAccount[] = [];
	for (const dept of DEPARTMENT_CODES) {
		for (const year of MENTOR_YEAR_ORDER) {
			const factId = `FAC${factNumber++}`;
			mentorCohorts.set(factId, cohortKey(dept, year));
			mentors.push({
				role: "ROLE_MENTOR",
				name: `${pick(["Dr.", "Prof."], random)} ${pick(GIVEN_NAMES, random)} ${pick(SURNAMES, random)}`,
				email: `${factId.toLowerCase()}@${college.domain}`,
				password: DEMO_PASSWORDS.mentor,
				phone: mobileNumber(random),
				institutionId: institution.id,
				departmentId: departmentIds.get(dept) ?? null,
				factId,
			});
		}
	}
	const createdMentors = await createAccounts(db, mentors);
	for (const mentor of createdMentors) {
		const cohort = mentorCohorts.get(mentor.factId ?? "");
		await assignMentees(db, mentor.id, cohort ? (menteesByCohort.get(cohort) ?? []) : []);
	}

	return {
		institutionId: institution.id,
		departmentIds,
		students: created.length,
		mentors: createdMentors.length,
	};
}
