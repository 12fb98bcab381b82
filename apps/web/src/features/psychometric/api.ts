import { queryOptions } from "@tanstack/react-query";
import { psychometricEndpoints } from "@unnati/contracts/psychometric";
import { callApi } from "../../lib/api-client";

export const psychometricKeys = {
	all: ["psychometric"] as const,
	assessment: (examId: string) => ["psychometric", "assessment", examId] as const,
	mine: ["psychometric", "mine"] as const,
};

export const assessmentQuery = (examId: string) =>
	queryOptions({
		queryKey: psychometricKeys.assessment(examId),
		queryFn: () => callApi(psychometricEndpoints.assessment, { params: { examId } }),
		staleTime: Number.POSITIVE_INFINITY,
	});
export const myResultsQuery = () =>
	queryOptions({ queryKey: psychometricKeys.mine, queryFn: () => callApi(psychometricEndpoints.myResults) });
export const submitAnswers = (examId: string, answers: number[]) =>
	callApi(psychometricEndpoints.submit, { params: { examId }, body: { answers } });
export const setSharing = (id: string, shareWithMentor: boolean, shareWithCounselor: boolean) =>
	callApi(psychometricEndpoints.sharing, { params: { id }, body: { shareWithMentor, shareWithCounselor } });
