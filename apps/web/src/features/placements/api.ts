import { queryOptions } from "@tanstack/react-query";
import {
	type AcademicRecord,
	type CreateRoundExamInput,
	type CreateSeasonInput,
	type DriveInput,
	type EligibilityRules,
	placementEndpoints as endpoints,
	type OFFICER_STATUSES,
	type RecordOfferInput,
	type RecordResultsInput,
	roundEndpoints,
	type ScheduleInput,
	type ScorecardInput,
	type TierPolicy,
} from "@unnati/contracts/placements";
import { callApi, endpointUrl } from "../../lib/api-client";

/** Every query of this feature starts with "placements", so a change refreshes all of them. */
export const placementKeys = {
	all: ["placements"] as const,
	seasons: ["placements", "seasons"] as const,
	drives: ["placements", "drives"] as const,
	drive: (id: string) => ["placements", "drives", id] as const,
	applicants: (id: string) => ["placements", "drives", id, "applicants"] as const,
	eligibility: (id: string) => ["placements", "drives", id, "eligibility"] as const,
	preview: (rules: EligibilityRules) => ["placements", "preview", rules] as const,
	jobs: ["placements", "jobs"] as const,
	policy: ["placements", "policy"] as const,
	myOffers: ["placements", "offers"] as const,
	driveOffers: (id: string) => ["placements", "drives", id, "offers"] as const,
	job: (id: string) => ["placements", "jobs", id] as const,
};

export const seasonsQuery = () =>
	queryOptions({
		queryKey: placementKeys.seasons,
		queryFn: () => callApi(endpoints.seasons).then((b) => b.seasons),
	});
export const drivesQuery = () =>
	queryOptions({
		queryKey: placementKeys.drives,
		queryFn: () => callApi(endpoints.drives).then((b) => b.drives),
	});
export const driveQuery = (driveId: string) =>
	queryOptions({
		queryKey: placementKeys.drive(driveId),
		queryFn: () => callApi(endpoints.drive, { params: { driveId } }),
	});
export const applicantsQuery = (driveId: string) =>
	queryOptions({
		queryKey: placementKeys.applicants(driveId),
		queryFn: () => callApi(endpoints.applicants, { params: { driveId } }).then((b) => b.applicants),
	});
export const driveEligibilityQuery = (driveId: string) =>
	queryOptions({
		queryKey: placementKeys.eligibility(driveId),
		queryFn: () => callApi(endpoints.driveEligibility, { params: { driveId } }),
	});
/** The live count: draft rules evaluated on the server without saving. */
export const previewQuery = (rules: EligibilityRules) =>
	queryOptions({
		queryKey: placementKeys.preview(rules),
		queryFn: () => callApi(endpoints.preview, { body: { rules } }),
		placeholderData: (previous) => previous,
	});
export const jobsQuery = () =>
	queryOptions({ queryKey: placementKeys.jobs, queryFn: () => callApi(endpoints.jobs).then((b) => b.jobs) });
export const jobQuery = (driveId: string) =>
	queryOptions({
		queryKey: placementKeys.job(driveId),
		queryFn: () => callApi(endpoints.job, { params: { driveId } }),
	});

export const createSeason = (body: CreateSeasonInput) => callApi(endpoints.createSeason, { body });
export const createDrive = (body: DriveInput) => callApi(endpoints.createDrive, { body });
export const updateRules = (driveId: string, rules: EligibilityRules) =>
	callApi(endpoints.updateRules, { params: { driveId }, body: { rules } });
export const setApplicationStatus = (applicationId: string, status: (typeof OFFICER_STATUSES)[number]) =>
	callApi(endpoints.setStatus, { params: { applicationId }, body: { status } });
export const setAcademicRecord = (studentId: string, body: AcademicRecord) =>
	callApi(endpoints.setAcademicRecord, { params: { studentId }, body });
export const applyToJob = (driveId: string, resumeId: string) =>
	callApi(endpoints.apply, { params: { driveId }, body: { resumeId } });
export const withdrawFromJob = (driveId: string) => callApi(endpoints.withdraw, { params: { driveId } });
export const applicantsCsvUrl = (driveId: string) =>
	endpointUrl(endpoints.applicantsCsv, { params: { driveId } });

// Offers and the tier policy.

export const policyQuery = () =>
	queryOptions({ queryKey: placementKeys.policy, queryFn: () => callApi(endpoints.policy) });
export const myOffersQuery = () =>
	queryOptions({ queryKey: placementKeys.myOffers, queryFn: () => callApi(endpoints.myOffers) });
export const driveOffersQuery = (driveId: string) =>
	queryOptions({
		queryKey: placementKeys.driveOffers(driveId),
		queryFn: () => callApi(endpoints.driveOffers, { params: { driveId } }).then((b) => b.offers),
	});
export const setTierPolicy = (body: TierPolicy) => callApi(endpoints.setPolicy, { body });
export const recordOffer = (applicationId: string, body: RecordOfferInput) =>
	callApi(endpoints.recordOffer, { params: { applicationId }, body });
export const decideOffer = (offerId: string, decision: "accept" | "decline") =>
	callApi(endpoints.decideOffer, { params: { offerId }, body: { decision } });

/** Uploads (or replaces) an offer's letter, a PDF of at most 5 MB. */
export function uploadOfferLetter(offerId: string, file: File) {
	const form = new FormData();
	form.append("file", file);
	return callApi(endpoints.uploadOfferLetter, { params: { offerId }, form });
}
export const offerLetterUrl = (offerId: string) =>
	endpointUrl(endpoints.offerLetter, { params: { offerId } });

// A drive's rounds: the officer runs them, the student reads their own. Keys start with "placements",
// so any placements change refreshes them too.

export const roundKeys = {
	drive: (driveId: string) => ["placements", "drives", driveId, "rounds"] as const,
	testSources: ["placements", "test-sources"] as const,
	job: (driveId: string) => ["placements", "jobs", driveId, "rounds"] as const,
};
export const driveRoundsQuery = (driveId: string) =>
	queryOptions({
		queryKey: roundKeys.drive(driveId),
		queryFn: () => callApi(roundEndpoints.driveRounds, { params: { driveId } }),
	});
export const testSourcesQuery = () =>
	queryOptions({ queryKey: roundKeys.testSources, queryFn: () => callApi(roundEndpoints.testSources) });
export const jobRoundsQuery = (driveId: string) =>
	queryOptions({
		queryKey: roundKeys.job(driveId),
		queryFn: () => callApi(roundEndpoints.jobRounds, { params: { driveId } }),
	});

type Round = { driveId: string; roundIndex: number };
export const createRoundExam = (round: Round, body: CreateRoundExamInput) =>
	callApi(roundEndpoints.createRoundExam, { params: round, body });
export const previewExamResults = (round: Round, cutoffPercent: number) =>
	callApi(roundEndpoints.previewExamResults, { params: round, body: { cutoffPercent } });
export const previewResultsCsv = (round: Round, csv: string) =>
	callApi(roundEndpoints.previewCsv, { params: round, body: { csv } });
export const recordRoundResults = (round: Round, results: RecordResultsInput["results"]) =>
	callApi(roundEndpoints.recordResults, { params: round, body: { results } });
export const scheduleRound = (round: Round, body: ScheduleInput) =>
	callApi(roundEndpoints.schedule, { params: round, body });
export const recordScorecard = (applicationId: string, roundIndex: number, body: ScorecardInput) =>
	callApi(roundEndpoints.scorecard, { params: { applicationId, roundIndex }, body });
export const advanceRound = (round: Round) => callApi(roundEndpoints.advance, { params: round });
