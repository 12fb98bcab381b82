import { queryOptions } from "@tanstack/react-query";
import { insightEndpoints } from "@unnati/contracts/insights";
import { callApi } from "../../lib/api-client";

/** GET /api/insights/college: the signed-in college administrator's or principal's college. */
export const collegeInsightsQuery = () =>
	queryOptions({
		queryKey: ["insights", "college"],
		queryFn: ({ signal }) => callApi(insightEndpoints.college, { signal }),
	});

/** GET /api/insights/department: the department head's own department. */
export const departmentInsightsQuery = () =>
	queryOptions({
		queryKey: ["insights", "department"],
		queryFn: ({ signal }) => callApi(insightEndpoints.department, { query: {}, signal }),
	});
