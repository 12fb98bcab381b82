import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { batchSchema, declaredSectionSchema } from "./sections";

/** A college's departments and the years and sections its students are in (issue 18), managed by the college. */

export const DEPARTMENT_MESSAGES = {
	code: "A department code is 2 to 8 capital letters, e.g. CSE.",
	name: "A department name has 3 to 120 characters.",
} as const;

const code = z
	.string()
	.trim()
	.transform((value) => value.toUpperCase())
	.pipe(z.string().regex(/^[A-Z]{2,8}$/, { error: DEPARTMENT_MESSAGES.code }));
const name = z
	.string()
	.trim()
	.min(3, { error: DEPARTMENT_MESSAGES.name })
	.max(120, { error: DEPARTMENT_MESSAGES.name });

export const departmentInputSchema = z.object({ code, name }).meta({ id: "DepartmentInput" });
export type DepartmentInput = z.input<typeof departmentInputSchema>;
export const departmentUpdateSchema = departmentInputSchema.partial().meta({ id: "DepartmentUpdate" });
export type DepartmentUpdate = z.input<typeof departmentUpdateSchema>;

export const departmentParamsSchema = z.object({
	departmentId: z.uuid({ error: "No such department." }),
});

/**
 * A department with where its current students are (graduates are counted apart), its declared
 * sections and its batches. `years[].sections` are the sections its students are in, declared or not.
 */
export const departmentStructureSchema = z
	.object({
		id: z.string(),
		code: z.string(),
		name: z.string(),
		/** Every current student of the department, deactivated ones included, graduates not. */
		students: z.number().int(),
		/** Students of the department who have graduated. */
		graduated: z.number().int(),
		years: z.array(
			z.object({
				year: z.number().int(),
				active: z.number().int(),
				deactivated: z.number().int(),
				sections: z.array(
					z.object({
						section: z.string().nullable(),
						active: z.number().int(),
						deactivated: z.number().int(),
					}),
				),
			}),
		),
		/** The sections the college declared, by year then name; empty when it declares none. */
		sections: z.array(declaredSectionSchema),
		/** Batches by admission year, the newest first. */
		batches: z.array(batchSchema),
	})
	.meta({ id: "DepartmentStructure" });
export type DepartmentStructure = z.infer<typeof departmentStructureSchema>;

export const academicStructureSchema = z
	.object({ departments: z.array(departmentStructureSchema) })
	.meta({ id: "AcademicStructure" });
export type AcademicStructure = z.infer<typeof academicStructureSchema>;

const tags = ["student management"];

export const departmentEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/departments",
		summary: "The college's departments, each with its students by year and section",
		tags,
		responses: { 200: academicStructureSchema },
		errors: [401, 403],
	}),
	own: defineEndpoint({
		method: "GET",
		path: "/api/departments/own",
		summary:
			"The department head's own department: its students by year and section, declared sections and batches",
		tags,
		responses: { 200: departmentStructureSchema },
		errors: [401, 403],
	}),
	create: defineEndpoint({
		method: "POST",
		path: "/api/departments",
		summary: "Adds a department (a code the college already uses is a 409)",
		tags,
		body: departmentInputSchema,
		responses: { 201: departmentStructureSchema },
		errors: [400, 401, 403, 409],
	}),
	update: defineEndpoint({
		method: "PATCH",
		path: "/api/departments/:departmentId",
		summary: "Renames a department or changes its code; its students stay in it",
		tags,
		params: departmentParamsSchema,
		body: departmentUpdateSchema,
		responses: { 200: departmentStructureSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	remove: defineEndpoint({
		method: "DELETE",
		path: "/api/departments/:departmentId",
		summary: "Deletes a department that has no students or staff (otherwise 409 with the count)",
		tags,
		params: departmentParamsSchema,
		responses: { 204: null },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;
