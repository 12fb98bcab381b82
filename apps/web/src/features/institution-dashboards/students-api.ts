import { queryOptions } from "@tanstack/react-query";
import {
	type StudentInput,
	type StudentListResponse,
	studentEndpoints,
	studentManagementEndpoints,
	type studentUpdateSchema,
} from "@unnati/contracts/students";
import type { z } from "zod";
import { callApi } from "../../lib/api-client";

/** Every query of student management starts with "students", so a change refreshes all of them. */
export const studentKeys = {
	all: ["students"] as const,
	list: (query: object) => ["students", "list", query] as const,
	import: (id: string) => ["students", "import", id] as const,
	lookup: (rollNo: string) => ["students", "lookup", rollNo] as const,
};

export type StudentListQuery = {
	q?: string;
	year?: number;
	section?: string;
	/** Current students (the server's default) or graduates. */
	standing?: "current" | "graduated";
	page: number;
	pageSize: number;
};

/** GET /api/students: the students in the caller's scope (college or department), a page at a time. */
export const studentListQuery = (query: StudentListQuery) =>
	queryOptions<StudentListResponse>({
		queryKey: studentKeys.list(query),
		queryFn: ({ signal }) => callApi(studentEndpoints.list, { query, signal }),
	});

/** Every page of the list, for the CSV export (at most 100 a request). */
export async function allStudents(query: Omit<StudentListQuery, "page" | "pageSize">) {
	const items: StudentListResponse["items"] = [];
	for (let page = 1; ; page++) {
		const answer = await callApi(studentEndpoints.list, { query: { ...query, page, pageSize: 100 } });
		items.push(...answer.items);
		if (items.length >= answer.total || answer.items.length === 0) return items;
	}
}

export const uploadStudentFile = (file: File) => {
	const form = new FormData();
	form.append("file", file, file.name);
	return callApi(studentManagementEndpoints.previewImport, { form });
};

/** GET /api/students/imports/{id}: the preview, or the progress while the confirm runs. */
export const importQuery = (importId: string) =>
	queryOptions({
		queryKey: studentKeys.import(importId),
		queryFn: ({ signal }) =>
			callApi(studentManagementEndpoints.importStatus, { params: { importId }, signal }),
	});

export const confirmImport = (importId: string) =>
	callApi(studentManagementEndpoints.confirmImport, { params: { importId } });

export const addStudent = (body: StudentInput) => callApi(studentManagementEndpoints.create, { body });

export const editStudent = (rollNo: string, body: z.input<typeof studentUpdateSchema>) =>
	callApi(studentManagementEndpoints.update, { params: { rollNo }, body });

export const setStudentActive = (rollNo: string, active: boolean) =>
	callApi(active ? studentManagementEndpoints.reactivate : studentManagementEndpoints.deactivate, {
		params: { rollNo },
	});

export const reinviteStudent = (rollNo: string) =>
	callApi(studentManagementEndpoints.reinvite, { params: { rollNo } });

/** GET /api/debug-rollnumber/{rollNo}: the support lookup. */
export const rollNumberLookupQuery = (rollNo: string) =>
	queryOptions({
		queryKey: studentKeys.lookup(rollNo),
		queryFn: ({ signal }) => callApi(studentManagementEndpoints.lookup, { params: { rollNo }, signal }),
		retry: false,
	});
