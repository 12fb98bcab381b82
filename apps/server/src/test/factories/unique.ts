import { randomBytes } from "node:crypto";

/**
 * A tag unique to this test process, plus a counter: every factory call gets names, e-mails and
 * roll numbers no other call has, so tests in one file may run in any order (or alone) without
 * colliding, even against one shared PostgreSQL.
 */
const RUN = randomBytes(3).toString("hex").toUpperCase();
let counter = 0;

/** Upper-case letters and digits only (roll numbers, fact IDs and college codes allow nothing else). */
export function uniqueTag(): string {
	counter += 1;
	// Fixed width, so roll numbers made later also sort later (lists and exports order by roll number).
	return `${RUN}${counter.toString(36).toUpperCase().padStart(3, "0")}`;
}
