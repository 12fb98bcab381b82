import { queryOptions } from "@tanstack/react-query";
import { studentLearningEndpoints } from "@unnati/contracts/learning";
import { callApi } from "../../lib/api-client";

/** GET /api/student-home: everything the student's home shows, in one request (fast on a phone). */
export const studentHomeQuery = () =>
	queryOptions({ queryKey: ["student-home"], queryFn: () => callApi(studentLearningEndpoints.home) });
