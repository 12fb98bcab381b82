import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { ModuleSeed } from "../../platform/module";
import { findAccountForLogin } from "../accounts";
import { bookSlot, listSlots, publishSlots, type SchedulingDeps } from "./service";

/** The README's demo mentor (DIT, CSE, third year). */
const DEMO_MENTOR_FACT_ID = "FAC1001";

/** A principal for writing demo data through the services, as the account itself would. */
export function seedPrincipal(
	account: {
		id: string;
		name: string;
		email: string;
		institutionId: string | null;
		departmentId: string | null;
		rollNo: string | null;
		factId: string | null;
	},
	role: Principal["role"],
	now: Date,
): Principal {
	return {
		sessionId: "demo-seed",
		userId: account.id,
		role,
		name: account.name,
		email: account.email,
		institutionId: account.institutionId,
		departmentId: account.departmentId,
		organizationId: null,
		rollNo: account.rollNo,
		factId: account.factId,
		currentYear: null,
		section: null,
		expiresAt: new Date(now.getTime() + 60_000),
	};
}

// The demo writes no mail: nobody reads a seed's confirmations.
const quiet = (db: Db, clock: Clock): SchedulingDeps => ({
	db,
	clock,
	notify: async () => ({ inApp: 0, emails: 0 }),
});
const istDate = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * FAC1001 offers three weeks of mock interviews (behavioral online, technical in the placement cell)
 * and of mentoring hours for their mentees.
 */
export const seedDemoSlots: ModuleSeed = async ({ db, clock }) => {
	const account = await findAccountForLogin(db, "ROLE_MENTOR", DEMO_MENTOR_FACT_ID);
	if (!account) return;
	const now = clock();
	const mentor = seedPrincipal(account, "ROLE_MENTOR", now);
	const fromDate = istDate(new Date(now.getTime() + 86_400_000));
	const toDate = istDate(new Date(now.getTime() + 21 * 86_400_000));
	await publishSlots(quiet(db, clock), mentor, {
		purpose: "mock_interview",
		interviewType: "behavioral",
		title: "Behavioral round practice",
		fromDate,
		toDate,
		weekdays: [1, 3, 5],
		startTimes: ["10:00", "11:00"],
		lengthMinutes: 30,
		bufferMinutes: 10,
		capacity: 1,
		mode: "online",
		location: "https://meet.jit.si/unnati-dit-fac1001",
	});
	await publishSlots(quiet(db, clock), mentor, {
		purpose: "mock_interview",
		interviewType: "technical",
		title: "Technical round: DBMS and OS",
		fromDate,
		toDate,
		weekdays: [2, 4],
		startTimes: ["15:00"],
		lengthMinutes: 45,
		bufferMinutes: 15,
		capacity: 2,
		mode: "room",
		location: "Placement cell, Room 204",
	});
	// Within the office hours of FAC1001's profile (mentors/seed.ts): booked from /mentor/profile/{id}.
	await publishSlots(quiet(db, clock), mentor, {
		purpose: "mentor_appointment",
		interviewType: null,
		title: "Mentoring hour",
		fromDate,
		toDate,
		weekdays: [2, 4],
		startTimes: ["16:15", "16:45"],
		lengthMinutes: 25,
		bufferMinutes: 5,
		capacity: 1,
		mode: "room",
		location: "Faculty room 2, CSE block, second floor",
	});
};

/** Books the earliest open slot of the demo mentor for a demo student (the interviews seed calls it). */
export async function bookDemoSlot(db: Db, clock: Clock, student: Principal, note: string): Promise<void> {
	const mentor = await findAccountForLogin(db, "ROLE_MENTOR", DEMO_MENTOR_FACT_ID);
	if (!mentor) return;
	const [slot] = await listSlots(quiet(db, clock), student, {
		hostId: mentor.id,
		interviewType: "behavioral",
	});
	if (slot) await bookSlot(quiet(db, clock), student, slot.id, note);
}
