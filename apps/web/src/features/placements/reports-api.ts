import { queryOptions } from "@tanstack/react-query";
import {
	placementReportEndpoints as endpoints,
	type NewOutcomeInput,
	type OutcomeInput,
} from "@unnati/contracts/placements";
import { callApi, endpointUrl } from "../../lib/api-client";

// The placement reports' requests (kept apart from api.ts, the drives' and offers' requests). Every
// key starts with "placements", so a change anywhere in the feature refreshes the reports too.

export const reportKeys = {
	all: ["placements", "reports"] as const,
	seasons: ["placements", "reports", "seasons"] as const,
	report: (batch: number) => ["placements", "reports", batch] as const,
	outcomes: (batch: number) => ["placements", "reports", batch, "outcomes"] as const,
};

export const reportSeasonsQuery = () =>
	queryOptions({
		queryKey: reportKeys.seasons,
		queryFn: () => callApi(endpoints.reports).then((b) => b.seasons),
	});

export const reportQuery = (batch: number) =>
	queryOptions({
		queryKey: reportKeys.report(batch),
		queryFn: () => callApi(endpoints.report, { params: { batch } }),
	});

export const outcomesQuery = (batch: number) =>
	queryOptions({
		queryKey: reportKeys.outcomes(batch),
		queryFn: () => callApi(endpoints.outcomes, { params: { batch } }).then((b) => b.outcomes),
	});

/** The files, downloaded by the browser with the session cookie. */
export const reportCsvUrl = (batch: number) => endpointUrl(endpoints.reportCsv, { params: { batch } });
export const reportPdfUrl = (batch: number) => endpointUrl(endpoints.reportPdf, { params: { batch } });

export const addOutcome = (batch: number, body: NewOutcomeInput) =>
	callApi(endpoints.addOutcome, { params: { batch }, body });
export const updateOutcome = (batch: number, studentId: string, body: OutcomeInput) =>
	callApi(endpoints.updateOutcome, { params: { batch, studentId }, body });
export const removeOutcome = (batch: number, studentId: string) =>
	callApi(endpoints.removeOutcome, { params: { batch, studentId } });
