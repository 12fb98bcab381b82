import { AppError } from "../../platform/errors";
import type { Principal } from "../auth/sessions";

/**
 * Practice is open to every signed-in person, whatever their role: students practise, and faculty
 * and admins try a problem before they set it in an exam. Returns whose practice this is.
 */
export function practitionerOf(principal: Principal | null): { userId: string } {
	if (!principal) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
	return { userId: principal.userId };
}

/** A submission's source and results are its author's alone; no role reads another's history. */
export function mayReadSubmission(reader: { userId: string }, submission: { userId: string }): boolean {
	return reader.userId === submission.userId;
}
