import type { MenteeDetail, MenteeGlance, MenteeList } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds } from "../accounts";
import { departmentsOf } from "../institutions";
import { assertMentee, lastMeetings, meetingsOf, meetingWire, menteeIdsOf, notesOf } from "../mentors";
import { readinessOfStudents } from "../readiness";
import { summarize } from "./figures";
import { type CollegeFacts, collegeFacts } from "./service";

/** Days without any exam activity after which a mentor is alerted. */
export const INACTIVE_DAYS = 14;
const DAY = 86_400_000;

const dayMonth = (date: Date) =>
	date.toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** The at-risk reasons, and inactivity: no exam activity in INACTIVE_DAYS days (or none at all). */
export function alertsFor(facts: CollegeFacts, studentId: string, now: Date): string[] {
	const alerts = [...(facts.reasons.get(studentId) ?? [])];
	const last = facts.lastExamActivity.get(studentId);
	if (!last) alerts.push("No exam activity on Unnati yet");
	else {
		const days = Math.floor((now.getTime() - last.getTime()) / DAY);
		if (days >= INACTIVE_DAYS)
			alerts.push(`Inactive for ${days} days (last exam activity ${dayMonth(last)})`);
	}
	return alerts;
}

function institutionOf(principal: Principal): string {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "Your account does not belong to a college.");
	return principal.institutionId;
}

async function glances(db: Db, principal: Principal, studentIds: string[], now: Date) {
	const institutionId = institutionOf(principal);
	// Only these students' facts: each figure and alert of a mentee is theirs alone.
	const facts = await collegeFacts(db, institutionId, now, { studentIds });
	const students = await studentsByIds(db, studentIds);
	const depts = new Map((await departmentsOf(db, institutionId)).map((d) => [d.id, d.code]));
	const met = await lastMeetings(db, principal.userId);
	const readiness = await readinessOfStudents(db, studentIds, now);
	const list: MenteeGlance[] = students.map((s) => {
		const mine = summarize(facts.termScored.filter((a) => a.studentId === s.id));
		return {
			id: s.id,
			rollNo: s.rollNo ?? "",
			name: s.name,
			deptCode: s.departmentId ? (depts.get(s.departmentId) ?? null) : null,
			year: s.currentYear,
			section: s.section,
			scoredAttempts: mine.scoredAttempts,
			averagePercentage: mine.averagePercentage,
			lastExamActivityAt: facts.lastExamActivity.get(s.id)?.toISOString() ?? null,
			lastMeetingAt: met.get(s.id)?.toISOString() ?? null,
			readiness: {
				score: readiness.get(s.id)?.score ?? 0,
				band: readiness.get(s.id)?.band ?? "attention",
			},
			alerts: alertsFor(facts, s.id, now),
		};
	});
	return { facts, list };
}

/** `/mentordashboard`: each mentee at a glance, those with the most alerts first. */
export async function menteesOf(db: Db, principal: Principal, now: Date): Promise<MenteeList> {
	const { facts, list } = await glances(db, principal, await menteeIdsOf(db, principal.userId), now);
	return {
		term: facts.term.label,
		mentees: list.sort((a, b) => b.alerts.length - a.alerts.length || a.rollNo.localeCompare(b.rollNo)),
	};
}

/** One mentee: this term's exams, the mentor's notes and meetings. 403 for anyone else's student. */
export async function menteeDetail(
	db: Db,
	principal: Principal,
	studentId: string,
	now: Date,
): Promise<MenteeDetail> {
	await assertMentee(db, principal, studentId);
	const { facts, list } = await glances(db, principal, [studentId], now);
	const [mentee] = list;
	if (!mentee) throw new AppError("FORBIDDEN", "This student is not one of your mentees.");
	const titles = new Map(facts.exams.map((e) => [e.id, e.title]));
	const termIds = new Set(facts.termExams.map((e) => e.id));
	return {
		mentee,
		exams: facts.scored
			.filter((a) => a.studentId === studentId && termIds.has(a.examId))
			.sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())
			.map((a) => ({
				title: titles.get(a.examId) ?? "Exam",
				submittedAt: a.submittedAt.toISOString(),
				percentage: a.percentage,
				passed: a.passed,
			})),
		notes: (await notesOf(db, principal.userId, studentId)).map((n) => ({
			...n,
			createdAt: n.createdAt.toISOString(),
		})),
		meetings: await meetingWire(db, await meetingsOf(db, principal.userId, studentId)),
	};
}
