import { queryOptions } from "@tanstack/react-query";
import {
	type ApplyMapping,
	MAPPING_HISTORY_PAGE,
	type MappingRulesInput,
	type MoveMentees,
	mentorMappingEndpoints,
} from "@unnati/contracts/mentors";
import { callApi } from "../../lib/api-client";

/** Every query of the mentor mapping starts with these keys, so a change refreshes all of them. */
export const mappingKeys = {
	all: ["mentor-mapping"] as const,
	mapping: ["mentor-mapping", "mapping"] as const,
	history: (offset: number) => ["mentor-mapping", "history", offset] as const,
};

/** GET /api/mentors/mapping: the department head's mentors, students and the latest changes. */
export const mentorMappingQuery = () =>
	queryOptions({
		queryKey: mappingKeys.mapping,
		queryFn: ({ signal }) => callApi(mentorMappingEndpoints.mapping, { signal }),
	});

/** GET /api/mentors/mapping/history: older changes, a page at a time. */
export const mappingHistoryPage = (offset: number) =>
	callApi(mentorMappingEndpoints.history, { query: { offset, limit: MAPPING_HISTORY_PAGE } });

export const previewMapping = (rules: MappingRulesInput) =>
	callApi(mentorMappingEndpoints.preview, { body: rules });

export const applyMapping = (body: ApplyMapping) => callApi(mentorMappingEndpoints.apply, { body });

export const moveMentees = (body: MoveMentees) => callApi(mentorMappingEndpoints.move, { body });
