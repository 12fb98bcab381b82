import {
	type ComponentScores,
	certificatesScore,
	dsaScore,
	EXAMS_COUNTED,
	examsScore,
	INTERVIEWS_COUNTED,
	interviewsScore,
	learningScore,
	type ReadinessComponent,
	resumeScore,
} from "@unnati/contracts/readiness";
import type { Db } from "../../platform/db/database";
import { certificateDatesOf } from "../certificates/read";
import { scoredPercentagesOf } from "../exams/read";
import { interviewScoresOf } from "../interviews/read";
import { type LearningCounts, learningCountsAt } from "../learning/read";
import { type DriveBrief, drivesByIds, type LiveApplication, liveApplicationsOf } from "../placements/read";
import { firstSolvesOf } from "../problems/read";
import { type JobMatch, jobMatchesOf, type ResumeCompleteness, resumeCompletenessOf } from "../resumes/read";

/**
 * Everything readiness is computed from, for many students at once: one query per module whatever
 * the number of students (a batch of 2,000 is a dozen queries), each row timestamped so the score
 * can be computed as it stood at any moment of its history.
 */
export type StudentFacts = {
	/** Lessons and courses completed by each moment asked for, in the moments' order. */
	learning: LearningCounts[];
	/** Scored exam percentages, newest first. */
	exams: { percentage: number; at: Date }[];
	/** Each practice problem solved, once, when first accepted. */
	solves: { difficulty: "easy" | "medium" | "hard"; at: Date }[];
	/** Scored mock interviews, newest first. */
	interviews: { score: number; type: string; at: Date }[];
	certificates: { issuedAt: Date; revokedAt: Date | null }[];
	resumes: ResumeCompleteness[];
	/** Live applications, oldest first, each with the JD match of the resume sent (null without a resume). */
	applications: (LiveApplication & { match: JobMatch | null })[];
};

export type Facts = { byStudent: Map<string, StudentFacts>; drives: Map<string, DriveBrief> };

/** A drive's job description as the resume match reads it: the title, the roles and the description. */
export const jobDescriptionOf = (drive: DriveBrief) =>
	`${drive.title}\n${drive.roles.join(", ")}\n\n${drive.description}`;

/** The facts of `studentIds`, with learning counted at each of `moments` (the last is "now"). */
export async function gatherFacts(
	db: Db,
	studentIds: readonly string[],
	moments: readonly Date[],
	now: Date,
): Promise<Facts> {
	const [learning, exams, solves, interviews, certificates, resumes, applications] = await Promise.all([
		learningCountsAt(db, studentIds, moments),
		scoredPercentagesOf(db, studentIds),
		firstSolvesOf(db, studentIds),
		interviewScoresOf(db, studentIds),
		certificateDatesOf(db, studentIds),
		resumeCompletenessOf(db, studentIds),
		liveApplicationsOf(db, studentIds),
	]);
	const drives = new Map(
		(await drivesByIds(db, [...new Set(applications.map((a) => a.driveId))])).map((d) => [d.id, d]),
	);
	const matches = await jobMatchesOf(
		db,
		applications.flatMap((a) => {
			const drive = drives.get(a.driveId);
			return drive
				? [
						{
							key: `${a.studentId}:${a.driveId}`,
							userId: a.studentId,
							resumeId: a.resumeId,
							jobDescription: jobDescriptionOf(drive),
						},
					]
				: [];
		}),
		now,
	);

	const byStudent = new Map<string, StudentFacts>();
	for (const id of studentIds)
		byStudent.set(id, {
			learning: learning.get(id) ?? moments.map(() => ({ lessons: 0, courses: 0 })),
			exams: [],
			solves: [],
			interviews: [],
			certificates: [],
			resumes: [],
			applications: [],
		});
	const of = (id: string) => byStudent.get(id);
	for (const row of exams) of(row.studentId)?.exams.push({ percentage: row.percentage, at: row.submittedAt });
	for (const row of solves) of(row.userId)?.solves.push({ difficulty: row.difficulty, at: row.solvedAt });
	for (const row of interviews)
		of(row.userId)?.interviews.push({ score: row.score, type: row.type, at: row.at });
	for (const row of certificates) of(row.userId)?.certificates.push(row);
	for (const row of resumes) of(row.userId)?.resumes.push(row);
	for (const row of applications)
		of(row.studentId)?.applications.push({
			...row,
			match: matches.get(`${row.studentId}:${row.driveId}`) ?? null,
		});
	return { byStudent, drives };
}

/** One student's components as they stood at `moment`, with the figures behind each in words. */
export type ComponentsAt = { scores: ComponentScores; details: Record<ReadinessComponent, string> };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The components at `moment` (facts after it are not counted; `index` is the moment's place in the
 * list the learning counts were taken at). A resume counts with its content today from the day it
 * was created, and an application with the resume's match today from the day it was made: resume
 * versions are not replayed.
 */
export function componentsAt(facts: StudentFacts, moment: Date, index: number): ComponentsAt {
	const by = (at: Date) => at.getTime() <= moment.getTime();
	const done = facts.learning[index] ?? { lessons: 0, courses: 0 };

	const exams = facts.exams.filter((e) => by(e.at)).map((e) => e.percentage);

	const solved = { easy: 0, medium: 0, hard: 0 };
	for (const s of facts.solves) if (by(s.at)) solved[s.difficulty] += 1;

	const interviews = facts.interviews.filter((i) => by(i.at)).map((i) => i.score);

	const held = facts.certificates.filter((c) => by(c.issuedAt) && !(c.revokedAt && by(c.revokedAt))).length;

	const resumes = facts.resumes.filter((r) => by(r.createdAt));
	const existed = new Set(resumes.map((r) => r.id));
	const applied = facts.applications.filter((a) => by(a.appliedAt));
	const matches = applied.flatMap((a) => (a.match && existed.has(a.match.resumeId) ? [a.match.score] : []));
	const completeness = resumes.length ? Math.max(...resumes.map((r) => r.completeness)) : null;

	const scores: ComponentScores = {
		learning: learningScore(done),
		exams: examsScore(exams),
		dsa: dsaScore(solved),
		interviews: interviewsScore(interviews),
		resume: resumeScore({ matches, completeness }),
		certificates: certificatesScore(held),
	};
	const counted = Math.min(exams.length, EXAMS_COUNTED);
	return {
		scores,
		details: {
			learning: `${plural(done.lessons, "lesson")} and ${plural(done.courses, "course")} completed.`,
			exams: exams.length
				? `Average of the latest ${plural(counted, "scored exam")}: ${scores.exams}%.`
				: "No scored exams yet.",
			dsa:
				solved.easy + solved.medium + solved.hard > 0
					? `Solved ${solved.easy} easy, ${solved.medium} medium and ${solved.hard} hard ${solved.easy + solved.medium + solved.hard === 1 ? "problem" : "problems"}.`
					: "No practice problems solved yet.",
			interviews:
				interviews.length === 0
					? "No mock interviews yet."
					: interviews.length === 1
						? `1 mock interview scored: ${Math.round(interviews[0] ?? 0)}.`
						: `${interviews.length} mock interviews scored; the latest ${Math.min(interviews.length, INTERVIEWS_COUNTED)} average ${Math.round(
								interviews.slice(0, INTERVIEWS_COUNTED).reduce((a, b) => a + b, 0) /
									Math.min(interviews.length, INTERVIEWS_COUNTED),
							)}.`,
			resume:
				matches.length > 0
					? `Job-description match of the resume sent, averaged over ${plural(matches.length, "application")}.`
					: completeness !== null
						? `${applied.length ? "No application with a resume to match" : "No applications yet"}: the most complete resume is ${completeness}% complete.`
						: "No resume yet.",
			certificates: `${plural(held, "certificate")} held.`,
		},
	};
}
