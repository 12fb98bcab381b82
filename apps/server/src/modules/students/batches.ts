import { admissionYearFor, batchLabel } from "@unnati/contracts/students";

/** What a student's batch is read from: the stored admission year, else their year of study. */
export type BatchFacts = { admissionYear: number | null; currentYear: number | null };

/**
 * The year a student's batch began: stored since issue 18 (accounts made, imported or graduated
 * since); an older account's is worked out from its year of study in the academic year of `now`.
 */
export function admissionYearOf(student: BatchFacts, now: Date): number | null {
	if (student.admissionYear !== null) return student.admissionYear;
	return student.currentYear === null ? null : admissionYearFor(student.currentYear, now);
}

/** "2022–2026", or null when neither the admission year nor the year of study is known. */
export function batchOf(student: BatchFacts, now: Date): string | null {
	const year = admissionYearOf(student, now);
	return year === null ? null : batchLabel(year);
}
