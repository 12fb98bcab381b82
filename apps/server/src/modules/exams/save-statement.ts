import type { QueuedAnswer } from "@unnati/contracts";
import pg from "pg";
import type { Db } from "../../platform/db/database";
import { liveSessionSql } from "../auth";
import { SECTION_START_SLACK_MS } from "./section-timing";

/**
 * The whole of a save in one statement of constant text, so PostgreSQL parses and plans it once per
 * connection (a named prepared statement) rather than once per save, and the server builds no SQL
 * per request: the answers travel as one JSON parameter.
 *
 * - `live`: the session is checked in the same statement (the route's guard may have taken the
 *   principal from memory), so a revoked session writes nothing.
 * - `open`: the update locks the attempt row only while it is open and within its time (a submit
 *   waits for it, and a save after a submit finds no open row and writes nothing).
 * - `saved`: one upsert per question that keeps the answer with the highest client_seq; with timed
 *   sections, only for a section that has started and has not ended (beyond the grace), by the
 *   row's own `section_ends`, which finishing a section early moves (section-timing.ts has the rule).
 */
const SAVE_SQL = `
with live as (select ${liveSessionSql("$4::uuid", "$5::uuid", "$2::timestamptz")} as ok),
open as (
	update exam_attempts set last_seen_at = $2::timestamptz
	where id = $1::uuid and status = 'in_progress' and deadline >= $3::timestamptz and (select ok from live)
	returning id, section_ends, deadline
), saved as (
	insert into attempt_answers (attempt_id, question_id, section_id, answer, time_spent, client_seq, programming_language, saved_at)
	select open.id, v.question_id, v.section_id, v.answer, v.time_spent, v.client_seq, v.programming_language, $2::timestamptz
	from open, jsonb_to_recordset($6::jsonb) as v(question_id uuid, section_id uuid, answer jsonb, time_spent int, client_seq bigint, programming_language text, section_index int)
	where open.section_ends is null or (
		(open.section_ends->>v.section_index)::timestamptz >= $3::timestamptz
		and (v.section_index = 0
			or (open.section_ends->>(v.section_index - 1))::timestamptz <= $2::timestamptz + interval '${SECTION_START_SLACK_MS} milliseconds'))
	on conflict (attempt_id, question_id) do update set
		answer = excluded.answer, time_spent = excluded.time_spent, client_seq = excluded.client_seq,
		programming_language = excluded.programming_language, saved_at = excluded.saved_at
	where attempt_answers.client_seq is null or excluded.client_seq is null
		or excluded.client_seq >= attempt_answers.client_seq
	returning 1
)
select (select ok from live) as live, (select count(*) from open)::int as open,
	(select section_ends from open) as section_ends, (select deadline from open) as deadline`;

/** Bump the suffix whenever SAVE_SQL changes: a connection keeps a name's first text for its life. */
const SAVE_STATEMENT_NAME = "exam_save_answers_2";

export type SaveInput = {
	attemptId: string;
	sessionId: string;
	userId: string;
	now: Date;
	/** The earliest deadline that still takes saves: now minus the network grace. */
	openIfDeadlineFrom: Date;
	/** At most one answer per question (the batch's newest), with its section's place in the paper. */
	answers: (QueuedAnswer & { sectionIndex: number })[];
};

type SaveRow = {
	live: boolean;
	open: number;
	/** The open attempt's section ends (timed sections) and deadline, as stored; null when not open. */
	sectionEnds: string[] | null;
	deadline: Date | null;
};
type StatementRow = {
	live: boolean;
	open: number;
	section_ends: string[] | null;
	deadline: Date | string | null;
};
type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

/** Runs the save; `live` false: the session has ended; `open` 0: the attempt no longer takes saves. */
export async function runSave(db: Db, input: SaveInput): Promise<SaveRow> {
	const rows = JSON.stringify(
		input.answers.map((a) => ({
			question_id: a.question_id,
			section_id: a.section_id,
			answer: { value: a.student_answer },
			time_spent: a.time_spent,
			client_seq: a.client_seq ?? null,
			programming_language: a.programming_language ?? null,
			section_index: a.sectionIndex,
		})),
	);
	// Times as ISO text: node-postgres formats a Date in local time, slowly; the cast reads either.
	const params = [
		input.attemptId,
		input.now.toISOString(),
		input.openIfDeadlineFrom.toISOString(),
		input.sessionId,
		input.userId,
		rows,
	];
	// Drizzle has no prepared form for raw SQL, so the statement goes to the driver underneath:
	// node-postgres (a pool, or one client) by name; PGlite (one in-process connection) as it is.
	const client = (db as unknown as { $client: unknown }).$client;
	const result =
		client instanceof pg.Pool || client instanceof pg.Client
			? await client.query<StatementRow>({ name: SAVE_STATEMENT_NAME, text: SAVE_SQL, values: params })
			: await (client as QueryClient).query(SAVE_SQL, params);
	const [row] = result.rows as StatementRow[];
	if (!row) throw new Error("the save statement returned no row");
	return {
		live: row.live,
		open: row.open,
		sectionEnds: row.section_ends,
		deadline: row.deadline === null ? null : new Date(row.deadline),
	};
}
