import { type MatchRequest, type MatchResult, resumeDocumentSchema } from "@unnati/contracts/resumes";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { analyzeMatch } from "./match/analyze";
import { resumeFor } from "./service";

/** POST /api/resumes/match: one of the caller's resumes, or pasted text, against a job description. */
export async function matchResume(
	db: Db,
	principal: Principal,
	request: MatchRequest,
	now: Date,
): Promise<MatchResult> {
	if (request.resumeId) {
		const row = await resumeFor(db, principal, request.resumeId, "read");
		return analyzeMatch({
			jobDescription: request.jobDescription,
			document: resumeDocumentSchema.parse(row.document),
			now,
		});
	}
	return analyzeMatch({ jobDescription: request.jobDescription, text: request.resumeText ?? "", now });
}
