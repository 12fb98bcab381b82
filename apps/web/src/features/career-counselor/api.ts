import { queryOptions } from "@tanstack/react-query";
import {
	type CaseListQuery,
	counsellingEndpoints as endpoints,
	type NoteInput,
	type RecommendationsInput,
} from "@unnati/contracts/counselling";
import { callApi } from "../../lib/api-client";

/** Every query of this feature starts with "counselling", so a change can refresh all of them. */
export const counsellingKeys = {
	all: ["counselling"] as const,
	overview: ["counselling", "overview"] as const,
	cases: (query: CaseListQuery) => ["counselling", "cases", query] as const,
	case: (caseId: string) => ["counselling", "case", caseId] as const,
	followUps: ["counselling", "follow-ups"] as const,
	journeys: ["counselling", "journeys"] as const,
	mine: ["counselling", "mine"] as const,
};

/** GET /api/counselling/overview: the counselor's home. */
export const overviewQuery = () =>
	queryOptions({
		queryKey: counsellingKeys.overview,
		queryFn: ({ signal }) => callApi(endpoints.overview, { signal }),
	});

/** GET /api/counselling/cases: one page of the caseload, filtered. */
export const casesQuery = (query: CaseListQuery) =>
	queryOptions({
		queryKey: counsellingKeys.cases(query),
		queryFn: ({ signal }) => callApi(endpoints.cases, { query, signal }),
	});

export const caseQuery = (caseId: string) =>
	queryOptions({
		queryKey: counsellingKeys.case(caseId),
		queryFn: ({ signal }) => callApi(endpoints.case, { params: { caseId }, signal }),
	});

export const followUpsQuery = () =>
	queryOptions({
		queryKey: counsellingKeys.followUps,
		queryFn: ({ signal }) => callApi(endpoints.followUps, { signal }),
	});

/** The published journeys a counselor may recommend; they change rarely. */
export const journeysQuery = () =>
	queryOptions({
		queryKey: counsellingKeys.journeys,
		queryFn: ({ signal }) => callApi(endpoints.journeys, { signal }).then((body) => body.journeys),
		staleTime: 10 * 60_000,
	});

/** GET /api/counselling/mine: the student's own case and past ones. */
export const myCounsellingQuery = () =>
	queryOptions({
		queryKey: counsellingKeys.mine,
		queryFn: ({ signal }) => callApi(endpoints.mine, { signal }),
	});

export const takeCase = (caseId: string) => callApi(endpoints.take, { params: { caseId } });
export const closeCase = (caseId: string) => callApi(endpoints.close, { params: { caseId } });
export const reopenCase = (caseId: string) => callApi(endpoints.reopen, { params: { caseId } });
export const addNote = (caseId: string, body: NoteInput) =>
	callApi(endpoints.addNote, { params: { caseId }, body });
export const completeFollowUp = (caseId: string, noteId: string) =>
	callApi(endpoints.completeFollowUp, { params: { caseId, noteId } });
export const saveRecommendations = (caseId: string, body: RecommendationsInput) =>
	callApi(endpoints.recommend, { params: { caseId }, body });
export const referSelf = (reason: string) => callApi(endpoints.referSelf, { body: { reason } });
