import { defineEndpoint } from "../http/endpoint";
import {
	careerPathListSchema,
	careerPathParamsSchema,
	careerPathSchema,
	planSettingsSchema,
	savePlanSchema,
} from "./schemas";

const tags = ["careers"];

/** Career paths (issue 17): the list, one path with its progress, gap and plan, and the weekly hours. */
export const careerEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/careers/paths",
		summary: "Every career path with the student's progress on it",
		tags,
		responses: { 200: careerPathListSchema },
		errors: [],
	}),
	get: defineEndpoint({
		method: "GET",
		path: "/api/careers/paths/:pathId",
		summary:
			"One career path: milestones with progress from the student's records, the gap and a weekly plan",
		tags,
		params: careerPathParamsSchema,
		responses: { 200: careerPathSchema },
		errors: [404],
	}),
	savePlan: defineEndpoint({
		method: "PUT",
		path: "/api/careers/plan",
		summary: "Set the hours a week the student gives their career path (the weekly plan is built from it)",
		tags,
		body: savePlanSchema,
		responses: { 200: planSettingsSchema },
		errors: [400],
	}),
};
