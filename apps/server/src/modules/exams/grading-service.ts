import {
	type AnswerKey,
	countWords,
	type EssayUpload,
	GRADER_ROLES,
	GRADING_MESSAGES,
	type Grade,
	type GradeAnswerRequest,
	type GradingExamList,
	type GradingQueue,
	type GradingSettings,
	gradeAnswerRequestSchema,
	type ReleaseResult,
	roundMarks,
	rubricScore,
} from "@unnati/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { AppError } from "../../platform/errors";
import { staffOfInstitution, userNamesByIds } from "../accounts/read";
import { type ExamDeps, type ExamRow, frozenQuestionsOf, sectionsOf } from "./access";
import { isUuid } from "./authoring-service";
import { EXAM_AUTHORS, inOwnCollege } from "./policy";
import { resultReady } from "./submission-service";
import { examAttempts, examGraders, examManualGrades, exams, type FrozenQuestion } from "./tables";

// Manual grading (issue 15; contracts' grading.ts). A submitted attempt with an answered essay is
// `awaiting_grading`: its essays scored 0 ("pending"). Graders store a grade per answer in
// exam_manual_grades; the examination admin's release writes the grades into the answers, adds them
// to the attempts' scores and tells the students, for every attempt whose essays are all graded.

type Essay = FrozenQuestion & { answerKey: Extract<AnswerKey, { type: "essay" }> };
const isEssay = (q: FrozenQuestion): q is Essay => q.answerKey.type === "essay";

const isAuthor = (principal: Principal) => EXAM_AUTHORS.includes(principal.role);

/**
 * The exam, if the principal may grade it: its college's examination admin, or faculty of that
 * college whom the admin assigned. Another college's grader is told so (403), as is unassigned
 * faculty; an exam that does not exist is a 404.
 */
export async function gradableExam(
	db: Db,
	principal: Principal,
	examId: string,
	manage = false,
): Promise<ExamRow> {
	if (!isUuid(examId)) throw new AppError("NOT_FOUND", "No such exam.");
	const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
	if (!exam) throw new AppError("NOT_FOUND", "No such exam.");
	if (!inOwnCollege(principal, exam)) throw new AppError("FORBIDDEN", GRADING_MESSAGES.otherCollege);
	if (isAuthor(principal)) return exam;
	if (manage) throw new AppError("FORBIDDEN", GRADING_MESSAGES.onlyAdminManages);
	const [assigned] = await db
		.select()
		.from(examGraders)
		.where(and(eq(examGraders.examId, exam.id), eq(examGraders.userId, principal.userId)));
	if (!assigned) throw new AppError("FORBIDDEN", GRADING_MESSAGES.notAGrader);
	return exam;
}

async function essaysOf(db: Db, examId: string): Promise<Essay[]> {
	return [...(await frozenQuestionsOf(db, examId)).values()].filter(isEssay);
}

type EntryRow = {
	attemptId: string;
	questionId: string;
	studentId: string;
	answer: string | null;
	submittedAt: Date | string;
	score: number | null;
	levels: Record<string, string> | null;
	comment: string | null;
	gradedBy: string | null;
	gradedAt: Date | string | null;
	releasedAt: Date | string | null;
	awaiting: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every answered essay of the exam's submitted attempts, with its grade, in the order attempts were submitted. */
function answeredEssays(db: Db, examId: string, essayIds: string[]): Promise<EntryRow[]> {
	if (essayIds.length === 0) return Promise.resolve([]);
	return rowsOf<EntryRow>(
		db,
		sql`select aa.attempt_id::text as "attemptId", aa.question_id::text as "questionId",
			ea.student_id::text as "studentId", aa.answer ->> 'value' as "answer", ea.submitted_at as "submittedAt",
			g.score as "score", g.levels as "levels", g.comment as "comment", g.graded_by::text as "gradedBy",
			g.graded_at as "gradedAt", g.released_at as "releasedAt", ea.awaiting_grading as "awaiting"
		from exam_attempts ea
		join attempt_answers aa on aa.attempt_id = ea.id
			and aa.question_id = any(${`{${essayIds.join(",")}}`}::uuid[])
		left join exam_manual_grades g on g.attempt_id = aa.attempt_id and g.question_id = aa.question_id
		where ea.exam_id = ${examId} and ea.status = 'submitted' and aa.outcome is distinct from 'unanswered'
		order by ea.submitted_at, ea.id`,
	);
}

function gradeOf(
	row: Pick<EntryRow, "score" | "levels" | "comment" | "gradedAt" | "releasedAt">,
	graderName: string,
): Grade | null {
	if (row.score === null || row.gradedAt === null) return null;
	return {
		score: row.score,
		levels: row.levels ?? {},
		comment: row.comment ?? "",
		graded_by: graderName,
		graded_at: iso(row.gradedAt),
		released: row.releasedAt !== null,
	};
}

/** GET /api/exams/{examId}/grading: the essay questions, every answer to grade and the counts. */
export async function gradingQueue(db: Db, principal: Principal, examId: string): Promise<GradingQueue> {
	const exam = await gradableExam(db, principal, examId);
	const essays = await essaysOf(db, exam.id);
	const titles = new Map((await sectionsOf(db, exam.id)).map((s) => [s.id, s.title]));
	const rows = await answeredEssays(
		db,
		exam.id,
		essays.map((q) => q.id),
	);
	const graderIds = (await db.select().from(examGraders).where(eq(examGraders.examId, exam.id))).map(
		(g) => g.userId,
	);
	const names = await userNamesByIds(db, [
		...rows.flatMap((r) => [r.studentId, ...(r.gradedBy ? [r.gradedBy] : [])]),
		...graderIds,
	]);
	const uploads = await uploadsOfExam(db, exam.id);
	const rollNos = exam.anonymousGrading ? new Map<string, string | null>() : await rollNosOf(db, rows);
	// "Student 3" is the third attempt submitted: the same label on every screen and every visit.
	const labelOf = new Map<string, string>();
	for (const row of rows)
		if (!labelOf.has(row.attemptId)) labelOf.set(row.attemptId, `Student ${labelOf.size + 1}`);

	const entries = rows.map((row) => ({
		attempt_id: row.attemptId,
		question_id: row.questionId,
		student_label: exam.anonymousGrading
			? (labelOf.get(row.attemptId) ?? "Student")
			: (names.get(row.studentId) ?? "A former student"),
		roll_no: exam.anonymousGrading ? null : (rollNos.get(row.studentId) ?? null),
		answer: row.answer ?? "",
		words: countWords(row.answer ?? ""),
		upload: uploads.get(`${row.attemptId}/${row.questionId}`) ?? null,
		submitted_at: iso(row.submittedAt),
		grade: gradeOf(row, (row.gradedBy && names.get(row.gradedBy)) || "A former member of staff"),
	}));
	const awaitingAttempts = new Set(rows.filter((r) => r.awaiting).map((r) => r.attemptId));
	const notReady = new Set(rows.filter((r) => r.awaiting && r.score === null).map((r) => r.attemptId));
	const candidates = isAuthor(principal)
		? await staffOfInstitution(db, exam.institutionId, GRADER_ROLES)
		: [];
	return {
		exam_id: exam.id,
		exam_title: exam.title,
		anonymous: exam.anonymousGrading,
		can_manage: isAuthor(principal),
		questions: essays.map((q) => ({
			question_id: q.id,
			section_title: titles.get(q.sectionId) ?? "Section",
			text: q.text,
			marks: q.marks,
			word_limit: q.answerKey.wordLimit,
			rubric: q.answerKey.rubric ?? null,
			guidance: q.answerKey.guidance,
		})),
		entries,
		graders: graderIds.map((id) => ({ user_id: id, name: names.get(id) ?? "A former member of staff" })),
		grader_candidates: candidates.map((c) => ({ user_id: c.id, name: c.name, role: c.role })),
		counts: {
			ungraded: entries.filter((e) => e.grade === null).length,
			unreleased: entries.filter((e) => e.grade !== null && !e.grade.released).length,
			released: entries.filter((e) => e.grade?.released).length,
			attempts_ready: awaitingAttempts.size - notReady.size,
			attempts_awaiting: notReady.size,
		},
	};
}

/** The files attached to the exam's essays, by "attemptId/questionId". */
async function uploadsOfExam(db: Db, examId: string): Promise<Map<string, EssayUpload>> {
	const rows = await rowsOf<{
		attemptId: string;
		questionId: string;
		mime: EssayUpload["mime"];
		size: number;
		uploadedAt: string | Date;
	}>(
		db,
		sql`select u.attempt_id::text as "attemptId", u.question_id::text as "questionId", u.mime, u.size,
			u.uploaded_at as "uploadedAt"
		from attempt_uploads u join exam_attempts ea on ea.id = u.attempt_id where ea.exam_id = ${examId}`,
	);
	return new Map(
		rows.map((r) => [
			`${r.attemptId}/${r.questionId}`,
			{ mime: r.mime, size: r.size, uploaded_at: iso(r.uploadedAt) },
		]),
	);
}

async function rollNosOf(db: Db, rows: EntryRow[]): Promise<Map<string, string | null>> {
	const ids = [...new Set(rows.map((r) => r.studentId))];
	if (ids.length === 0) return new Map();
	const found = await rowsOf<{ id: string; rollNo: string | null }>(
		db,
		sql`select id::text as "id", roll_no as "rollNo" from users where id = any(${`{${ids.join(",")}}`}::uuid[])`,
	);
	return new Map(found.map((u) => [u.id, u.rollNo]));
}

/** The marks a grade gives: the rubric's (every criterion needs a level), or the grader's own. */
function marksOf(
	question: Essay,
	body: ReturnType<typeof gradeAnswerRequestSchema.parse>,
): { score: number; levels: Record<string, string> } {
	const rubric = question.answerKey.rubric;
	if (rubric) {
		const levels = body.levels ?? {};
		const score = rubricScore(rubric, levels, question.marks);
		if (score === null) throw new AppError("BAD_REQUEST", GRADING_MESSAGES.rubricIncomplete);
		// Only the rubric's own criteria are kept.
		return { score, levels: Object.fromEntries(rubric.map((c) => [c.id, levels[c.id] as string])) };
	}
	if (body.score === undefined) throw new AppError("BAD_REQUEST", GRADING_MESSAGES.scoreRequired);
	if (body.score > question.marks)
		throw new AppError("BAD_REQUEST", GRADING_MESSAGES.scoreTooHigh(question.marks));
	return { score: roundMarks(body.score), levels: {} };
}

/**
 * PUT /api/exams/{examId}/grading/{attemptId}/{questionId}: grades (or re-grades) one answered
 * essay. The attempt's row is locked, so a grade and a release never cross; a released grade is final.
 */
export async function gradeAnswer(
	deps: Pick<ExamDeps, "db" | "clock">,
	principal: Principal,
	params: { examId: string; attemptId: string; questionId: string },
	input: GradeAnswerRequest,
): Promise<Grade> {
	const { db } = deps;
	const exam = await gradableExam(db, principal, params.examId);
	const body = gradeAnswerRequestSchema.parse(input);
	if (!isUuid(params.attemptId) || !isUuid(params.questionId))
		throw new AppError("NOT_FOUND", GRADING_MESSAGES.noSuchAnswer);
	const question = (await frozenQuestionsOf(db, exam.id)).get(params.questionId);
	if (!question) throw new AppError("NOT_FOUND", GRADING_MESSAGES.noSuchAnswer);
	if (!isEssay(question)) throw new AppError("BAD_REQUEST", GRADING_MESSAGES.notHandGraded);
	const { score, levels } = marksOf(question, body);
	const now = deps.clock();
	await db.transaction(async (tx) => {
		const [attempt] = await tx
			.select({ id: examAttempts.id })
			.from(examAttempts)
			.where(
				and(
					eq(examAttempts.id, params.attemptId),
					eq(examAttempts.examId, exam.id),
					eq(examAttempts.status, "submitted"),
				),
			)
			.for("update");
		const answered = attempt
			? await rowsOf<{ ok: number }>(
					tx,
					sql`select 1 as "ok" from attempt_answers where attempt_id = ${attempt.id}
						and question_id = ${question.id} and outcome is distinct from 'unanswered'`,
				)
			: [];
		if (answered.length === 0) throw new AppError("NOT_FOUND", GRADING_MESSAGES.noSuchAnswer);
		const [existing] = await tx
			.select({ releasedAt: examManualGrades.releasedAt })
			.from(examManualGrades)
			.where(
				and(eq(examManualGrades.attemptId, params.attemptId), eq(examManualGrades.questionId, question.id)),
			);
		if (existing?.releasedAt) throw new AppError("CONFLICT", GRADING_MESSAGES.alreadyReleased);
		const grade = { score, levels, comment: body.comment, gradedBy: principal.userId, gradedAt: now };
		await tx
			.insert(examManualGrades)
			.values({ attemptId: params.attemptId, questionId: question.id, ...grade })
			.onConflictDoUpdate({ target: [examManualGrades.attemptId, examManualGrades.questionId], set: grade });
	});
	const names = await userNamesByIds(db, [principal.userId]);
	return {
		score,
		levels,
		comment: body.comment,
		graded_by: names.get(principal.userId) ?? "",
		graded_at: now.toISOString(),
		released: false,
	};
}

/** PATCH /api/exams/{examId}/grading: anonymity and the assigned graders (faculty of the exam's college). */
export async function updateGradingSettings(
	db: Db,
	principal: Principal,
	examId: string,
	settings: GradingSettings,
): Promise<GradingQueue> {
	const exam = await gradableExam(db, principal, examId, true);
	if (settings.grader_ids) {
		const wanted = [...new Set(settings.grader_ids)];
		const faculty = new Set(
			(await staffOfInstitution(db, exam.institutionId, GRADER_ROLES)).map((f) => f.id),
		);
		if (wanted.some((id) => !faculty.has(id)))
			throw new AppError("FORBIDDEN", GRADING_MESSAGES.graderOutsideCollege);
		await db.transaction(async (tx) => {
			await tx.delete(examGraders).where(eq(examGraders.examId, exam.id));
			if (wanted.length > 0)
				await tx.insert(examGraders).values(wanted.map((userId) => ({ examId: exam.id, userId })));
		});
	}
	if (settings.anonymous !== undefined)
		await db.update(exams).set({ anonymousGrading: settings.anonymous }).where(eq(exams.id, exam.id));
	return gradingQueue(db, principal, exam.id);
}

type ReadyRow = {
	id: string;
	studentId: string;
	score: number;
	maxScore: number;
	graded: number;
	autoSubmitted: boolean;
};
type Released = ReadyRow & { percentage: number; passed: boolean };

/**
 * POST /api/exams/{examId}/grading/release: every awaiting attempt whose answered essays all have
 * a grade gets them: the essays' scores and outcomes, the attempt's score, percentage and pass, and
 * a notification. Attempts with an ungraded essay stay awaiting; a second release finds nothing to do.
 */
export async function releaseGrades(
	deps: ExamDeps,
	principal: Principal,
	examId: string,
): Promise<ReleaseResult> {
	return releaseReadyAttempts(deps, await gradableExam(deps.db, principal, examId, true));
}

/** The release itself, for the examination admin's request and the demo seed. */
export async function releaseReadyAttempts(
	deps: ExamDeps,
	exam: Pick<ExamRow, "id" | "title" | "passingScorePercentage">,
): Promise<ReleaseResult> {
	const now = deps.clock();
	const { released, stillAwaiting } = await deps.db.transaction(async (tx) => {
		const awaiting = await rowsOf<{ id: string }>(
			tx,
			sql`select id::text as "id" from exam_attempts
			where exam_id = ${exam.id} and status = 'submitted' and awaiting_grading for update`,
		);
		if (awaiting.length === 0) return { released: [] as Released[], stillAwaiting: 0 };
		const ready = await rowsOf<ReadyRow>(
			tx,
			sql`select ea.id::text as "id", ea.student_id::text as "studentId", coalesce(ea.score, 0)::float8 as "score",
				coalesce(ea.max_score, 0)::float8 as "maxScore", ea.auto_submitted as "autoSubmitted",
				coalesce((select sum(g.score) from exam_manual_grades g where g.attempt_id = ea.id
					and g.released_at is null), 0)::float8 as "graded"
			from exam_attempts ea
			where ea.exam_id = ${exam.id} and ea.status = 'submitted' and ea.awaiting_grading
				and not exists (
					select 1 from attempt_answers aa
					left join exam_manual_grades g on g.attempt_id = aa.attempt_id and g.question_id = aa.question_id
					where aa.attempt_id = ea.id and aa.outcome = 'pending' and g.attempt_id is null
				)`,
		);
		if (ready.length === 0) return { released: [], stillAwaiting: awaiting.length };
		const ids = `{${ready.map((r) => r.id).join(",")}}`;
		await tx.execute(sql`update attempt_answers aa set score = g.score,
				outcome = case when g.score >= q.marks then 'correct' when g.score <= 0 then 'wrong' else 'partial' end
			from exam_manual_grades g, exam_questions q
			where g.attempt_id = aa.attempt_id and g.question_id = aa.question_id and q.id = aa.question_id
				and aa.attempt_id = any(${ids}::uuid[]) and aa.outcome = 'pending'`);
		await tx.execute(sql`update exam_manual_grades set released_at = ${now}
			where attempt_id = any(${ids}::uuid[]) and released_at is null`);
		const totals = ready.map((r) => {
			const score = roundMarks(r.score + r.graded);
			const percentage = r.maxScore > 0 ? roundMarks((score / r.maxScore) * 100) : 0;
			return { ...r, score, percentage, passed: percentage >= exam.passingScorePercentage };
		});
		const values = sql.join(
			totals.map(
				(t) => sql`(${t.id}::uuid, ${t.score}::float8, ${t.percentage}::float8, ${t.passed}::boolean)`,
			),
			sql`, `,
		);
		await tx.execute(sql`update exam_attempts ea set score = v.score, percentage = v.percentage,
				passed = v.passed, awaiting_grading = false
			from (values ${values}) as v(id, score, percentage, passed) where ea.id = v.id`);
		return { released: totals, stillAwaiting: awaiting.length - ready.length };
	});
	// After the commit: each student hears of their result (and a pass may earn a certificate).
	for (const attempt of released) {
		await resultReady(deps, {
			studentId: attempt.studentId,
			examId: exam.id,
			attemptId: attempt.id,
			examTitle: exam.title,
			percentage: attempt.percentage,
			passed: attempt.passed,
			autoSubmitted: attempt.autoSubmitted,
		});
	}
	return { released: released.length, still_awaiting: stillAwaiting };
}

type ListRow = {
	examId: string;
	title: string;
	closesAt: Date | string;
	ungraded: number;
	unreleased: number;
	released: number;
};

/** GET /api/grading: the exams with essay questions the principal may grade, newest closing first. */
export async function gradingExams(db: Db, principal: Principal): Promise<GradingExamList> {
	if (!principal.institutionId) return { exams: [] };
	const author = isAuthor(principal);
	const assignedOnly = author
		? sql``
		: sql`and e.id in (select exam_id from exam_graders where user_id = ${principal.userId})`;
	const rows = await rowsOf<ListRow>(
		db,
		sql`select e.id::text as "examId", e.title as "title", e.closes_at as "closesAt",
			(count(aa.attempt_id) filter (where g.attempt_id is null))::int as "ungraded",
			(count(g.attempt_id) filter (where g.released_at is null))::int as "unreleased",
			(count(g.attempt_id) filter (where g.released_at is not null))::int as "released"
		from exams e
		join exam_questions q on q.exam_id = e.id and q.type = 'essay'
		left join exam_attempts ea on ea.exam_id = e.id and ea.status = 'submitted'
		left join attempt_answers aa on aa.attempt_id = ea.id and aa.question_id = q.id
			and aa.outcome is distinct from 'unanswered'
		left join exam_manual_grades g on g.attempt_id = aa.attempt_id and g.question_id = aa.question_id
		where e.institution_id = ${principal.institutionId} and e.state = 'published' ${assignedOnly}
		group by e.id order by e.closes_at desc`,
	);
	return {
		exams: rows.map((r) => ({
			exam_id: r.examId,
			title: r.title,
			closes_at: iso(r.closesAt),
			ungraded: r.ungraded,
			unreleased: r.unreleased,
			released: r.released,
			can_manage: author,
		})),
	};
}

/** A grade recorded without a request (the demo seed): the same row a grader's PUT writes. */
export type RecordedGrade = {
	attemptId: string;
	questionId: string;
	levels: Record<string, string>;
	comment: string;
	gradedBy: string;
};

/**
 * Records grades of essays in bulk, scored from the questions' rubrics, and assigns `graderIds` to
 * the exam. For seeding: no access checks, and grades of unknown answers are the caller's mistake.
 */
export async function recordGrades(
	deps: Pick<ExamDeps, "db" | "clock">,
	examId: string,
	grades: RecordedGrade[],
	graderIds: string[] = [],
): Promise<void> {
	const essays = new Map((await essaysOf(deps.db, examId)).map((q) => [q.id, q]));
	const rows = grades.flatMap((g) => {
		const question = essays.get(g.questionId);
		const rubric = question?.answerKey.rubric;
		const score = question && rubric ? rubricScore(rubric, g.levels, question.marks) : null;
		return score === null ? [] : [{ ...g, score, gradedAt: deps.clock() }];
	});
	if (rows.length > 0) await deps.db.insert(examManualGrades).values(rows);
	if (graderIds.length > 0)
		await deps.db.insert(examGraders).values(graderIds.map((userId) => ({ examId, userId })));
}
