import { queryOptions } from "@tanstack/react-query";
import { careerEndpoints } from "@unnati/contracts/careers";
import { callApi } from "../../lib/api-client";

/** Every query of this feature starts with "careers", so saving the weekly hours refreshes them all. */
export const careerKeys = {
	all: ["careers"] as const,
	list: ["careers", "list"] as const,
	one: (id: string) => ["careers", "one", id] as const,
};

/** GET /api/careers/paths: every path with the student's progress. */
export const careerPathsQuery = () =>
	queryOptions({
		queryKey: careerKeys.list,
		queryFn: () => callApi(careerEndpoints.list).then((body) => body.paths),
	});

/** GET /api/careers/paths/{id}: one path's milestones, gap and weekly plan. */
export const careerPathQuery = (id: string) =>
	queryOptions({
		queryKey: careerKeys.one(id),
		queryFn: () => callApi(careerEndpoints.get, { params: { pathId: id } }),
	});

/** PUT /api/careers/plan: the hours a week the plan is built from. */
export const saveWeeklyHours = (weeklyHours: number) =>
	callApi(careerEndpoints.savePlan, { body: { weeklyHours } });
