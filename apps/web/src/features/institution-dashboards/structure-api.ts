import { queryOptions } from "@tanstack/react-query";
import {
	type DepartmentInput,
	type DepartmentUpdate,
	departmentEndpoints,
	type PromotionApply,
	type PromotionRequest,
	promotionEndpoints,
	type SectionInput,
	type SectionUpdate,
	sectionEndpoints,
} from "@unnati/contracts/students";
import { callApi } from "../../lib/api-client";

/** The academic structure's queries start with "academic-structure"; a promotion also refreshes "students". */
export const structureKeys = {
	all: ["academic-structure"] as const,
};

/** GET /api/departments: the college's departments with their students, declared sections and batches. */
export const academicStructureQuery = () =>
	queryOptions({
		queryKey: structureKeys.all,
		queryFn: ({ signal }) => callApi(departmentEndpoints.list, { signal }),
	});

/** GET /api/departments/own: the department head's department, its sections and batches. */
export const ownDepartmentQuery = () =>
	queryOptions({
		queryKey: [...structureKeys.all, "own"] as const,
		queryFn: ({ signal }) => callApi(departmentEndpoints.own, { signal }),
	});

export const addDepartment = (body: DepartmentInput) => callApi(departmentEndpoints.create, { body });

export const changeDepartment = (departmentId: string, body: DepartmentUpdate) =>
	callApi(departmentEndpoints.update, { params: { departmentId }, body });

export const deleteDepartment = (departmentId: string) =>
	callApi(departmentEndpoints.remove, { params: { departmentId } });

/** Declares a section of one of the department's years. */
export const addSection = (departmentId: string, body: SectionInput) =>
	callApi(sectionEndpoints.create, { params: { departmentId }, body });

/** Renames a section (its students move with it) or changes its capacity. */
export const changeSection = (sectionId: string, body: SectionUpdate) =>
	callApi(sectionEndpoints.update, { params: { sectionId }, body });

/** Deletes an empty section; one with students is a 409 whose message says how many. */
export const deleteSection = (sectionId: string) =>
	callApi(sectionEndpoints.remove, { params: { sectionId } });

/** POST /api/students/promotions/preview: who would move; nothing changes. */
export const previewPromotion = (body: PromotionRequest) => callApi(promotionEndpoints.preview, { body });

export const applyPromotion = (body: PromotionApply) => callApi(promotionEndpoints.apply, { body });
