import type { CareerPath, Milestone, WeeklyPlan } from "@unnati/contracts/careers";
import type { Db } from "../../platform/db/database";
import { validCertificatesOf } from "../certificates/read";
import { completedPracticeOf } from "../interviews/read";
import { courseCompletionOf } from "../learning/read";
import { problemCountIn, solvedProblemsOf } from "../problems/read";
import { bestResumeMatchOf } from "../resumes/read";
import {
	HOURS_FOR_CERTIFICATE,
	HOURS_FOR_RESUME,
	HOURS_PER_INTERVIEW,
	HOURS_PER_PROBLEM,
	type MilestoneSpec,
	type PathSpec,
} from "./paths";

// Where a student stands on a career path, computed each time from what they did, read through the
// owning modules' read functions: lessons and final tests (learning), Accepted submissions
// (problems), finished practice interviews (interviews), the best resume match (resumes) and valid
// certificates (certificates). Nothing here is stored, so it is never out of date.

const INTERVIEW_LABELS: Record<string, string> = {
	technical: "technical",
	hr: "HR",
	behavioral: "behavioral",
	negotiation: "negotiation",
};

/** The student's records the milestones are judged on, read once per request. */
export type StudentRecords = {
	solved: Awaited<ReturnType<typeof solvedProblemsOf>>;
	practice: Awaited<ReturnType<typeof completedPracticeOf>>;
	certificates: Awaited<ReturnType<typeof validCertificatesOf>>;
	courses: Map<string, Awaited<ReturnType<typeof courseCompletionOf>>>;
};

export async function recordsOf(db: Db, userId: string, paths: readonly PathSpec[]): Promise<StudentRecords> {
	const slugs = new Set(
		paths.flatMap((path) => path.milestones.flatMap((m) => (m.kind === "course" ? [m.course] : []))),
	);
	const courses = new Map<string, Awaited<ReturnType<typeof courseCompletionOf>>>();
	for (const slug of slugs) courses.set(slug, await courseCompletionOf(db, userId, slug));
	return {
		solved: await solvedProblemsOf(db, userId),
		practice: await completedPracticeOf(db, userId),
		certificates: await validCertificatesOf(db, userId),
		courses,
	};
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** One milestone judged against the records (the resume's match score is passed in: it is computed per path). */
export function judgeMilestone(
	spec: MilestoneSpec,
	records: StudentRecords,
	resumeScore: number | null,
): Milestone {
	const base = { id: spec.id, kind: spec.kind, title: spec.title, why: spec.why, skills: spec.skills };
	const finish = (
		done: number,
		target: number,
		unit: string,
		hours: number,
		rest: { rule: string; link: string; linkLabel: string },
	): Milestone => {
		const clamped = Math.min(done, target);
		const completed = clamped >= target;
		return {
			...base,
			...rest,
			done: clamped,
			target,
			unit,
			completed,
			hours: round1(hours),
			hoursLeft: completed ? 0 : round1(hours * (1 - clamped / target)),
		};
	};
	switch (spec.kind) {
		case "course": {
			const course = records.courses.get(spec.course);
			const total = (course?.totalLessons ?? 0) + (course?.finalTest ? 1 : 0);
			const done = (course?.completedLessons ?? 0) + (course?.finalTest?.passedAt ? 1 : 0);
			return finish(done, Math.max(total, 1), "steps", course?.hours ?? 10, {
				rule: course?.finalTest
					? `Done when all ${course.totalLessons} lessons are finished and the final test is passed (${course.finalTest.passPercent}% or more).`
					: `Done when all ${course?.totalLessons ?? 0} lessons are finished.`,
				link: `/dashboard/learning-path/${encodeURIComponent(spec.course)}`,
				linkLabel: course ? `Open ${course.courseTitle}` : "Open the course",
			});
		}
		case "certificate": {
			const held = records.certificates.some((c) => c.kind === "course" && c.subjectSlug === spec.course);
			return finish(held ? 1 : 0, 1, "certificate", HOURS_FOR_CERTIFICATE, {
				rule: "Done when the course's certificate is issued to you and not revoked (it is issued when you finish the course).",
				link: "/dashboard/certificates",
				linkLabel: "See your certificates",
			});
		}
		case "problems": {
			const target = Math.max(1, Math.min(spec.count, problemCountIn(spec.topics)));
			const done = records.solved.filter((p) => spec.topics.includes(p.topic)).length;
			return finish(done, target, "problems", target * HOURS_PER_PROBLEM, {
				rule: `Done when ${target} problems of these topics have an Accepted submission: ${spec.topics.join(", ")}.`,
				link: "/dashboard/dsa-questions",
				linkLabel: "Open the DSA problems",
			});
		}
		case "interview": {
			const done = records.practice.filter(
				(s) => s.type === spec.type && (spec.roleFamily === null || s.roleFamily === spec.roleFamily),
			).length;
			const label = INTERVIEW_LABELS[spec.type] ?? spec.type;
			return finish(done, spec.count, "interviews", spec.count * HOURS_PER_INTERVIEW, {
				rule:
					`Done when you have finished ${spec.count} ${label} practice interview${spec.count === 1 ? "" : "s"}` +
					(spec.roleFamily ? " for this role." : " (any target role)."),
				link: "/mockinterviews/new-interview",
				linkLabel: `Start a ${label} interview`,
			});
		}
		case "resume":
			return finish(resumeScore ?? 0, spec.minScore, "match points", HOURS_FOR_RESUME, {
				rule:
					`Done when one of your resumes scores ${spec.minScore} or more against a typical job description of this role ` +
					`(the JD match's score; your five most recently saved resumes are matched).`,
				link: "/dashboard/jd",
				linkLabel: "Match a resume to a job description",
			});
	}
}

/** The next weeks' work, in the roadmap's order, at the student's hours a week. */
export function weeklyPlan(milestones: readonly Milestone[], weeklyHours: number): WeeklyPlan {
	const left = milestones.filter((m) => m.hoursLeft > 0).map((m) => ({ ...m, rest: m.hoursLeft }));
	const total = left.reduce((sum, m) => sum + m.rest, 0);
	const weeks: WeeklyPlan["weeks"] = [];
	let index = 0;
	for (let week = 1; week <= 4 && index < left.length; week++) {
		let budget = weeklyHours;
		const items: WeeklyPlan["weeks"][number]["items"] = [];
		while (budget > 0.05 && index < left.length) {
			const m = left[index] as (typeof left)[number];
			const hours = Math.min(budget, m.rest);
			items.push({ milestoneId: m.id, title: m.title, hours: round1(hours) });
			m.rest -= hours;
			budget -= hours;
			if (m.rest <= 0.05) index++;
		}
		weeks.push({ week, items });
	}
	return { weeklyHours, weeksToFinish: Math.ceil(round1(total) / weeklyHours), weeks };
}

/** The whole view of one path: milestones, the gap, the plan. */
export function pathView(
	path: PathSpec,
	records: StudentRecords,
	resumeScore: number | null,
	weeklyHours: number,
): CareerPath {
	const milestones = path.milestones.map((spec) => judgeMilestone(spec, records, resumeScore));
	const skills = [...new Set(milestones.flatMap((m) => m.skills))];
	const missing = skills.flatMap((skill) => {
		const open = milestones.filter((m) => m.skills.includes(skill) && !m.completed);
		return open.length > 0 ? [{ skill, milestoneIds: open.map((m) => m.id) }] : [];
	});
	const hours = milestones.reduce((sum, m) => sum + m.hours, 0);
	const hoursLeft = round1(milestones.reduce((sum, m) => sum + m.hoursLeft, 0));
	return {
		id: path.id,
		title: path.title,
		summary: path.summary,
		role: path.role,
		alsoLearn: path.alsoLearn,
		// Clamped: each milestone's hours are rounded to a tenth, so the sums may differ by a rounding.
		percent: hours === 0 ? 0 : Math.min(100, Math.max(0, Math.floor(((hours - hoursLeft) / hours) * 100))),
		milestonesDone: milestones.filter((m) => m.completed).length,
		milestonesTotal: milestones.length,
		milestones,
		gap: {
			skillsCovered: skills.filter((skill) => !missing.some((m) => m.skill === skill)),
			skillsMissing: missing,
			hoursLeft,
			nextMilestoneId: milestones.find((m) => !m.completed)?.id ?? null,
		},
		plan: weeklyPlan(milestones, weeklyHours),
	};
}

/** The best match of the student's resumes against the path's job description (null without a resume). */
export async function resumeScoreFor(
	db: Db,
	userId: string,
	path: PathSpec,
	now: Date,
): Promise<number | null> {
	if (!path.milestones.some((m) => m.kind === "resume")) return null;
	return (await bestResumeMatchOf(db, userId, path.jobDescription, now))?.score ?? null;
}
