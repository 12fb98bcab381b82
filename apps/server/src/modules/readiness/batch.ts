import {
	type BatchReadiness,
	type BatchRow,
	type batchQuerySchema,
	COMPONENT_RULES,
	DRIVE_KINDS,
	READINESS_COMPONENTS,
	type ReadinessBatches,
} from "@unnati/contracts/readiness";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds } from "../accounts";
import { departmentsOf } from "../institutions";
import { batchesOf, studentIdsOfBatch } from "../placements/read";
import { toCsv } from "./csv";
import { readinessPolicy } from "./policy";
import { BAND_LABELS, KIND_LABELS, readinessOfStudents } from "./service";

type Query = z.output<typeof batchQuerySchema>;

/** The officer's (or counselor's) college, if they may see its batches: 403 otherwise. */
async function collegeOf(principal: Principal): Promise<string> {
	const institutionId = principal.institutionId;
	if (
		!institutionId ||
		!(await readinessPolicy.allows(principal, "batch", { userId: "", institutionId, mentorId: null }))
	)
		throw new AppError("FORBIDDEN", "Your account does not belong to a college.");
	return institutionId;
}

export async function listBatches(db: Db, principal: Principal): Promise<ReadinessBatches> {
	return { batches: await batchesOf(db, await collegeOf(principal)) };
}

/** Every student of a batch with their readiness now: a dozen queries for 2,000 students. */
async function rowsOfBatch(db: Db, institutionId: string, batch: number, now: Date): Promise<BatchRow[]> {
	const ids = await studentIdsOfBatch(db, institutionId, batch);
	const [students, departments, readiness] = await Promise.all([
		studentsByIds(db, ids),
		departmentsOf(db, institutionId),
		readinessOfStudents(db, ids, now),
	]);
	const codeOf = new Map(departments.map((d) => [d.id, d.code]));
	return students.flatMap((s) => {
		const r = readiness.get(s.id);
		if (!r || s.institutionId !== institutionId) return [];
		return [
			{
				id: s.id,
				rollNo: s.rollNo,
				name: s.name,
				deptCode: s.departmentId ? (codeOf.get(s.departmentId) ?? null) : null,
				section: s.section,
				score: r.score,
				band: r.band,
				readyFor: r.readyFor,
				components: r.components,
				applications: r.applications,
			},
		];
	});
}

/** The filters of the query, in order: search, band, kind of drive, department. */
function matching(rows: readonly BatchRow[], query: Query): BatchRow[] {
	const words = query.q?.toLowerCase() ?? "";
	const department = query.department?.toUpperCase();
	return rows.filter(
		(row) =>
			(!words || `${row.rollNo ?? ""} ${row.name}`.toLowerCase().includes(words)) &&
			(!query.band || row.band === query.band) &&
			(!query.kind || row.readyFor.includes(query.kind)) &&
			(!department || row.deptCode === department),
	);
}

/** Scores high first and names A to Z unless the query says otherwise; ties by roll number. */
function sorted(rows: BatchRow[], query: Query): BatchRow[] {
	const textual = query.sort === "rollNo" || query.sort === "name";
	const direction = query.direction ?? (textual ? "asc" : "desc");
	const sign = direction === "asc" ? 1 : -1;
	const keyOf = (row: BatchRow): string | number => {
		if (query.sort === "rollNo") return row.rollNo ?? "";
		if (query.sort === "name") return row.name.toLowerCase();
		if (query.sort === "score") return row.score;
		return row.components[query.sort];
	};
	return rows.sort((a, b) => {
		const x = keyOf(a);
		const y = keyOf(b);
		const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
		return sign * order || (a.rollNo ?? "").localeCompare(b.rollNo ?? "");
	});
}

export async function batchReadiness(
	db: Db,
	principal: Principal,
	batch: number,
	query: Query,
	now: Date,
): Promise<BatchReadiness> {
	const rows = await rowsOfBatch(db, await collegeOf(principal), batch, now);
	const found = sorted(matching(rows, query), query);
	const count = (test: (row: BatchRow) => boolean) => rows.filter(test).length;
	return {
		batch,
		asOf: now.toISOString(),
		totals: {
			students: rows.length,
			ready: count((r) => r.band === "ready"),
			nearly: count((r) => r.band === "nearly"),
			attention: count((r) => r.band === "attention"),
			averageScore: rows.length
				? Math.round((10 * rows.reduce((sum, r) => sum + r.score, 0)) / rows.length) / 10
				: null,
			byKind: Object.fromEntries(
				DRIVE_KINDS.map((kind) => [kind, count((r) => r.readyFor.includes(kind))]),
			) as BatchReadiness["totals"]["byKind"],
		},
		departments: [...new Set(rows.flatMap((r) => (r.deptCode ? [r.deptCode] : [])))].sort(),
		items: found.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
		total: found.length,
	};
}

/** The batch as CSV: every row matching the filters, in the asked order, with a link to each student's page. */
export async function batchCsv(
	db: Db,
	principal: Principal,
	batch: number,
	query: Query,
	now: Date,
	publicUrl: string,
): Promise<{ fileName: string; text: string }> {
	const rows = sorted(matching(await rowsOfBatch(db, await collegeOf(principal), batch, now), query), query);
	const base = publicUrl.replace(/\/+$/, "");
	return {
		fileName: `placement-readiness-${batch}.csv`,
		text: toCsv(
			[
				"Roll number",
				"Name",
				"Department",
				"Section",
				"Readiness score",
				"Band",
				"Ready for",
				...READINESS_COMPONENTS.map((key) => COMPONENT_RULES[key].label),
				"Applications",
				"Readiness page",
			],
			rows.map((row) => [
				row.rollNo,
				row.name,
				row.deptCode,
				row.section,
				row.score,
				BAND_LABELS[row.band],
				row.readyFor.map((kind) => KIND_LABELS[kind]).join("; "),
				...READINESS_COMPONENTS.map((key) => row.components[key]),
				row.applications,
				`${base}/student-placement-analytics/${row.id}`,
			]),
		),
	};
}
