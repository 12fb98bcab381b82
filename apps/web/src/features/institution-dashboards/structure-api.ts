import { queryOptions } from "@tanstack/react-query";
import {
	type DepartmentInput,
	type DepartmentUpdate,
	departmentEndpoints,
	type PromotionApply,
	type PromotionRequest,
	promotionEndpoints,
} from "@unnati/contracts/students";
import { callApi } from "../../lib/api-client";

/** The academic structure's queries start with "academic-structure"; a promotion also refreshes "students". */
export const structureKeys = {
	all: ["academic-structure"] as const,
};

/** GET /api/departments: the college's departments with their students by year and section. */
export const academicStructureQuery = () =>
	queryOptions({
		queryKey: structureKeys.all,
		queryFn: ({ signal }) => callApi(departmentEndpoints.list, { signal }),
	});

export const addDepartment = (body: DepartmentInput) => callApi(departmentEndpoints.create, { body });

export const changeDepartment = (departmentId: string, body: DepartmentUpdate) =>
	callApi(departmentEndpoints.update, { params: { departmentId }, body });

export const deleteDepartment = (departmentId: string) =>
	callApi(departmentEndpoints.remove, { params: { departmentId } });

/** POST /api/students/promotions/preview: who would move; nothing changes. */
export const previewPromotion = (body: PromotionRequest) => callApi(promotionEndpoints.preview, { body });

export const applyPromotion = (body: PromotionApply) => callApi(promotionEndpoints.apply, { body });
