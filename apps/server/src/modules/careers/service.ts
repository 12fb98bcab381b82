import {
	CAREER_PATH_NOT_FOUND,
	type CareerPath,
	type CareerPathSummary,
	DEFAULT_WEEKLY_HOURS,
	type SavePlan,
} from "@unnati/contracts/careers";
import { eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { CAREER_PATHS, pathById } from "./paths";
import { pathView, recordsOf, resumeScoreFor } from "./progress";
import { careerSettings } from "./tables";

export type CareerDeps = { db: Db; clock: Clock };

async function weeklyHoursOf(db: Db, userId: string): Promise<number> {
	const [row] = await db
		.select({ weeklyHours: careerSettings.weeklyHours })
		.from(careerSettings)
		.where(eq(careerSettings.userId, userId));
	return row?.weeklyHours ?? DEFAULT_WEEKLY_HOURS;
}

/** GET /api/careers/paths: every path with the caller's progress (resumes are matched on a path's own page only). */
export async function listPaths(deps: CareerDeps, principal: Principal): Promise<CareerPathSummary[]> {
	const records = await recordsOf(deps.db, principal.userId, CAREER_PATHS);
	const hours = await weeklyHoursOf(deps.db, principal.userId);
	return CAREER_PATHS.map((path) => {
		const { id, title, summary, percent, milestonesDone, milestonesTotal } = pathView(
			path,
			records,
			null,
			hours,
		);
		return { id, title, summary, percent, milestonesDone, milestonesTotal };
	});
}

/** GET /api/careers/paths/:pathId: one path, judged on the caller's own records. */
export async function getPath(deps: CareerDeps, principal: Principal, pathId: string): Promise<CareerPath> {
	const path = pathById(pathId);
	if (!path) throw new AppError("NOT_FOUND", CAREER_PATH_NOT_FOUND);
	const records = await recordsOf(deps.db, principal.userId, [path]);
	const score = await resumeScoreFor(deps.db, principal.userId, path, deps.clock());
	return pathView(path, records, score, await weeklyHoursOf(deps.db, principal.userId));
}

/** PUT /api/careers/plan: the caller's hours a week. */
export async function savePlan(deps: CareerDeps, principal: Principal, input: SavePlan): Promise<SavePlan> {
	const now = deps.clock();
	await deps.db
		.insert(careerSettings)
		.values({ userId: principal.userId, weeklyHours: input.weeklyHours, updatedAt: now })
		.onConflictDoUpdate({
			target: careerSettings.userId,
			set: { weeklyHours: input.weeklyHours, updatedAt: now },
		});
	return { weeklyHours: input.weeklyHours };
}
