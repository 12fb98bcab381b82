import { queryOptions } from "@tanstack/react-query";
import {
	type BatchQuery,
	readinessEndpoints as endpoints,
	type GapAction,
} from "@unnati/contracts/readiness";
import { paths } from "../../app/paths";
import { callApi, endpointUrl } from "../../lib/api-client";

/** Every query of this feature starts with "readiness". */
export const readinessKeys = {
	all: ["readiness"] as const,
	student: (id: string) => ["readiness", "students", id] as const,
	batches: ["readiness", "batches"] as const,
	batch: (batch: number, query: BatchQuery) => ["readiness", "batches", batch, query] as const,
};

export const studentReadinessQuery = (studentId: string) =>
	queryOptions({
		queryKey: readinessKeys.student(studentId),
		queryFn: () => callApi(endpoints.student, { params: { studentId } }),
	});

export const batchesQuery = () =>
	queryOptions({
		queryKey: readinessKeys.batches,
		queryFn: () => callApi(endpoints.batches).then((body) => body.batches),
	});

export const batchQuery = (batch: number, query: BatchQuery) =>
	queryOptions({
		queryKey: readinessKeys.batch(batch, query),
		queryFn: () => callApi(endpoints.batch, { params: { batch }, query }),
	});

/** The CSV of the batch with the same filters and order, every page. */
export function batchCsvHref(batch: number, query: BatchQuery): string {
	const { page: _page, pageSize: _pageSize, ...filters } = query;
	return endpointUrl(endpoints.batchCsv, { params: { batch }, query: filters });
}

/** Where a gap's link leads: one of the student's own screens. */
export function gapHref(action: GapAction): string {
	switch (action.kind) {
		case "dsa":
			return paths.dsaQuestions;
		case "exams":
			return paths.examsDashboard;
		case "practice_interview":
			return paths.newInterview;
		case "book_interview":
			return paths.scheduledInterview;
		case "resume":
			return action.resumeId
				? paths.resumeBuilder(action.resumeId, action.section ?? undefined)
				: paths.resumeBuilderPath;
		case "journey":
			return paths.learningPath(action.slug);
		case "learning":
			return paths.myLearning;
		case "job":
			return paths.job(action.driveId, action.slug);
	}
}
