import { queryOptions } from "@tanstack/react-query";
import { studentLearningEndpoints } from "@unnati/contracts/learning";
import { callApi } from "../../lib/api-client";

/**
 * GET /api/student-home: everything the student's home shows, in one request (fast on a phone).
 * Fetched again on every visit (staleTime 0): a lesson finished or a test taken a moment ago is there
 * when the student comes back, while the last answer shows meanwhile.
 */
export const studentHomeQuery = () =>
	queryOptions({
		queryKey: ["student-home"],
		queryFn: () => callApi(studentLearningEndpoints.home),
		staleTime: 0,
	});
