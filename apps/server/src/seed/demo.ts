import { MODULES } from "../app";
import { createAccounts, listStudents } from "../modules/accounts";
import { hasNoInstitutions } from "../modules/institutions";
import { createOrganization } from "../modules/organizations";
import type { Database, Db } from "../platform/db/database";
import { DEMO_LOGINS } from "./demo-accounts";
import { type DemoCollege, randomSource, type SeededCollege, seedCollege } from "./demo-college";
import { seedDemoExams } from "./demo-exams";

/** Advisory-lock key: two processes starting on one empty PostgreSQL seed it once. */
const SEED_LOCK = 72_616_002;

const COLLEGES: DemoCollege[] = [
	{
		code: "DIT",
		name: "Demo Institute of Technology",
		city: "Bengaluru",
		state: "Karnataka",
		domain: "dit.example.org",
		rollPrefix: "",
		studentsPerSection: { A: 6, B: 6 },
		firstFactId: 1001,
	},
	{
		code: "KCE",
		name: "Kaveri College of Engineering",
		city: "Mysuru",
		state: "Karnataka",
		domain: "kce.example.org",
		rollPrefix: "KCE",
		studentsPerSection: { A: 3, B: 2 },
		firstFactId: 2001,
	},
];

export type SeedSummary = {
	institutions: number;
	students: number;
	mentors: number;
	namedLogins: number;
	exams: number;
	examAttempts: number;
};

async function seedDemo(db: Db): Promise<SeedSummary> {
	const random = randomSource(20240601);
	const colleges = new Map<string, SeededCollege>();
	for (const college of COLLEGES) colleges.set(college.code, await seedCollege(db, college, random));
	const organization = await createOrganization(db, { name: "TalentBridge Technologies", city: "Hyderabad" });

	const named = await createAccounts(
		db,
		DEMO_LOGINS.map((login) => {
			const college = colleges.get(login.home);
			return {
				role: login.role,
				name: login.name,
				email: login.email,
				password: login.password,
				institutionId: college?.institutionId ?? null,
				departmentId: login.departmentCode
					? (college?.departmentIds.get(login.departmentCode) ?? null)
					: null,
				organizationId: login.home === "TalentBridge" ? organization.id : null,
			};
		}),
	);

	const dit = colleges.get("DIT");
	const examAdmin = named.find((account) => account.role === "ROLE_EXAM_ADMIN");
	if (!dit || !examAdmin) throw new Error("the demo needs DIT and its examination admin");
	const ditStudents = await listStudents(
		db,
		{ kind: "institution", institutionId: dit.institutionId },
		{ page: 1, pageSize: 10_000 },
	);
	const exams = await seedDemoExams(db, {
		institutionId: dit.institutionId,
		examAdminId: examAdmin.id,
		students: ditStudents.items,
		now: new Date(),
		random,
	});
	// Each module's own demo data (ModuleSeed), in the modules' order, after the people and exams above.
	for (const module of MODULES) await module.seed?.({ db, clock: () => new Date() });

	const seeded = [...colleges.values()];
	return {
		exams: exams.exams,
		examAttempts: exams.attempts,
		institutions: seeded.length,
		students: seeded.reduce((n, c) => n + c.students, 0),
		mentors: seeded.reduce((n, c) => n + c.mentors, 0),
		namedLogins: named.length,
	};
}

/**
 * Seeds the demo institutions, people and logins, in one transaction, when the database has no
 * institution yet. Returns what it created, or null when there was data already (idempotent).
 */
export function seedDemoIfEmpty(database: Database): Promise<SeedSummary | null> {
	return database.withExclusiveLock(SEED_LOCK, (lockedDb) =>
		lockedDb.transaction(async (tx) => {
			const db = tx as unknown as Db;
			return (await hasNoInstitutions(db)) ? seedDemo(db) : null;
		}),
	);
}
