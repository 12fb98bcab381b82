import { queryOptions } from "@tanstack/react-query";
import {
	type MatchRequest,
	type ResumeDocument,
	type ResumeSettings,
	resumeEndpoints,
} from "@unnati/contracts/resumes";
import { callApi, endpointUrl } from "../../lib/api-client";

/** Every query of this feature starts with "resumes", so a change can refresh what it touched. */
export const resumeKeys = {
	all: ["resumes"] as const,
	list: ["resumes", "list"] as const,
	one: (id: string) => ["resumes", "one", id] as const,
	versions: (id: string) => ["resumes", "versions", id] as const,
	comments: (id: string) => ["resumes", "comments", id] as const,
	mentees: ["resumes", "mentees"] as const,
	coverage: (year: number | null) => ["resumes", "coverage", year] as const,
	shared: (token: string) => ["resumes", "shared", token] as const,
};

export const resumesQuery = () =>
	queryOptions({
		queryKey: resumeKeys.list,
		queryFn: () => callApi(resumeEndpoints.list).then((body) => body.resumes),
	});

export const resumeQuery = (id: string) =>
	queryOptions({
		queryKey: resumeKeys.one(id),
		queryFn: () => callApi(resumeEndpoints.get, { params: { id } }),
	});

export const versionsQuery = (id: string) =>
	queryOptions({
		queryKey: resumeKeys.versions(id),
		queryFn: () => callApi(resumeEndpoints.versions, { params: { id } }).then((body) => body.versions),
	});

export const commentsQuery = (id: string) =>
	queryOptions({
		queryKey: resumeKeys.comments(id),
		queryFn: () => callApi(resumeEndpoints.comments, { params: { id } }).then((body) => body.comments),
	});

export const menteeResumesQuery = () =>
	queryOptions({
		queryKey: resumeKeys.mentees,
		queryFn: () => callApi(resumeEndpoints.menteeResumes).then((body) => body.mentees),
	});

export const coverageQuery = (year: number | null) =>
	queryOptions({
		queryKey: resumeKeys.coverage(year),
		queryFn: () => callApi(resumeEndpoints.coverage, { query: year === null ? {} : { year } }),
	});

export const sharedResumeQuery = (token: string) =>
	queryOptions({
		queryKey: resumeKeys.shared(token),
		queryFn: () => callApi(resumeEndpoints.shared, { params: { token } }),
		// Each load counts a view: never refetch on its own.
		staleTime: Number.POSITIVE_INFINITY,
		retry: false,
	});

export const createResume = (title: string, targetJobDescription?: string) =>
	callApi(resumeEndpoints.create, {
		body: { title, prefill: true, ...(targetJobDescription ? { targetJobDescription } : {}) },
	});
export const renameResume = (id: string, title: string) =>
	callApi(resumeEndpoints.update, { params: { id }, body: { title } });
export const setTarget = (id: string, targetJobDescription: string | null) =>
	callApi(resumeEndpoints.update, { params: { id }, body: { targetJobDescription } });
export const duplicateResume = (id: string) => callApi(resumeEndpoints.duplicate, { params: { id } });
export const deleteResume = (id: string) => callApi(resumeEndpoints.remove, { params: { id } });
export const saveResume = (
	id: string,
	baseVersion: number,
	document: ResumeDocument,
	settings: ResumeSettings,
) => callApi(resumeEndpoints.save, { params: { id }, body: { baseVersion, document, settings } });
export const restoreVersion = (id: string, version: number) =>
	callApi(resumeEndpoints.restore, { params: { id, version } });
export const shareResume = (id: string, expiresAt: string | null) =>
	callApi(resumeEndpoints.share, { params: { id }, body: { expiresAt } });
export const unshareResume = (id: string) => callApi(resumeEndpoints.unshare, { params: { id } });
export const importResume = (title: string, document: unknown) =>
	callApi(resumeEndpoints.import, { body: { title, document } });
/** Sends a PDF resume to be read; the answer is a document to check, nothing is saved. */
export const readPdfResume = (file: File) => {
	const form = new FormData();
	form.append("file", file);
	return callApi(resumeEndpoints.importPdf, { form });
};
export const matchResume = (request: MatchRequest) => callApi(resumeEndpoints.match, { body: request });
export const coverageMatch = (year: number | null, jobDescription: string) =>
	callApi(resumeEndpoints.coverageMatch, { body: { ...(year === null ? {} : { year }), jobDescription } });
export const addComment = (id: string, section: string, body: string) =>
	callApi(resumeEndpoints.comment, { params: { id }, body: { section, body } });

/** Where the browser downloads a resume's PDF or JSON Resume (the session cookie goes with it). */
export const pdfUrl = (id: string) => endpointUrl(resumeEndpoints.pdf, { params: { id } });
export const docxUrl = (id: string) => endpointUrl(resumeEndpoints.docx, { params: { id } });
export const jsonResumeUrl = (id: string) => endpointUrl(resumeEndpoints.jsonResume, { params: { id } });
