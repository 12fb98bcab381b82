import {
	departmentEndpoints,
	promotionEndpoints,
	STUDENT_IMPORT_LIMITS,
	sectionEndpoints,
	studentEndpoints,
	studentManagementEndpoints,
} from "@unnati/contracts/students";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { confirmImport, importStatus, previewImport } from "./import-service";
import type { ManagementDeps } from "./invitations";
import {
	addStudent,
	editStudent,
	lookUpRollNumber,
	managedStudent,
	reinviteStudent,
	setStudentActive,
} from "./management-service";
import { academicStructurePolicy, studentManagementPolicy, studentPolicy } from "./policy";
import { applyPromotion, previewPromotion } from "./promotion-service";
import { addSection, changeSection, removeSection } from "./sections-service";
import { describeScope, studentsVisibleTo, studentVisibleTo } from "./service";
import {
	academicStructure,
	addDepartment,
	changeDepartment,
	ownDepartmentStructure,
	removeDepartment,
} from "./structure-service";

const TOO_LARGE = "The file is larger than 5 MB. Split it into smaller files (at most 10,000 students each).";

/** Reads the upload's one "file" part, refusing anything over 5 MB (413). */
async function readImportForm(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
	if (!request.isMultipart())
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as a form upload (multipart/form-data).");
	let file: { name: string; bytes: Buffer } | null = null;
	try {
		for await (const part of request.parts({
			limits: { fileSize: STUDENT_IMPORT_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 256 },
		})) {
			if (part.type === "file" && part.fieldname === "file") {
				file = { name: part.filename, bytes: await part.toBuffer() };
			} else if (part.type === "file") await part.toBuffer();
		}
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === "FST_REQ_FILE_TOO_LARGE")
			throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE, [{ path: "file", message: TOO_LARGE }]);
		if (code?.startsWith("FST_"))
			throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
		throw error;
	}
	if (!file || file.bytes.length === 0)
		throw new AppError("BAD_REQUEST", "Choose a .csv or .xlsx file of students.", [
			{ path: "file", message: "Choose a file." },
		]);
	return file;
}

export function studentRoutes(app: FastifyInstance, deps: ManagementDeps): void {
	const { db } = deps;
	route(app, studentEndpoints.scope, {
		access: studentPolicy.permission("describeScope"),
		handler: async (request) => describeScope(db, principalOf(request)),
	});

	route(app, studentEndpoints.list, {
		access: studentPolicy.permission("read"),
		handler: async (request) => studentsVisibleTo(db, principalOf(request), request.query, deps.clock()),
	});

	route(app, studentEndpoints.byRollNo, {
		access: studentPolicy.permission("read"),
		handler: async (request) =>
			studentVisibleTo(db, principalOf(request), request.params.rollNo, deps.clock()),
	});

	// Student management (issue 18): imports, one student at a time, and the support lookup.
	const manage = studentManagementPolicy.permission("manage");
	route(app, studentManagementEndpoints.previewImport, {
		access: manage,
		handler: async (request) => previewImport(deps, principalOf(request), await readImportForm(request)),
	});
	route(app, studentManagementEndpoints.importStatus, {
		access: manage,
		handler: async (request) => importStatus(deps, principalOf(request), request.params.importId),
	});
	route(app, studentManagementEndpoints.confirmImport, {
		access: manage,
		handler: async (request) => confirmImport(deps, principalOf(request), request.params.importId),
	});
	route(app, studentManagementEndpoints.create, {
		access: manage,
		handler: async (request) => addStudent(deps, principalOf(request), request.body),
	});
	route(app, studentManagementEndpoints.managed, {
		access: manage,
		handler: async (request) => managedStudent(db, principalOf(request), request.params.rollNo, deps.clock()),
	});
	route(app, studentManagementEndpoints.update, {
		access: manage,
		handler: async (request) => editStudent(deps, principalOf(request), request.params.rollNo, request.body),
	});
	route(app, studentManagementEndpoints.deactivate, {
		access: manage,
		handler: async (request) => setStudentActive(deps, principalOf(request), request.params.rollNo, false),
	});
	route(app, studentManagementEndpoints.reactivate, {
		access: manage,
		handler: async (request) => setStudentActive(deps, principalOf(request), request.params.rollNo, true),
	});
	route(app, studentManagementEndpoints.reinvite, {
		access: manage,
		handler: async (request) => reinviteStudent(deps, principalOf(request), request.params.rollNo),
	});
	route(app, studentManagementEndpoints.lookup, {
		access: studentManagementPolicy.permission("lookup"),
		handler: async (request) => lookUpRollNumber(deps, principalOf(request), request.params.rollNo),
	});

	// The academic structure (issue 18): year promotion, and the college's departments.
	const promote = academicStructurePolicy.permission("promote");
	route(app, promotionEndpoints.preview, {
		access: promote,
		handler: async (request) => previewPromotion(db, principalOf(request), request.body),
	});
	route(app, promotionEndpoints.apply, {
		access: promote,
		handler: async (request) => applyPromotion(deps, principalOf(request), request.body),
	});
	const departments = academicStructurePolicy.permission("manageDepartments");
	route(app, departmentEndpoints.list, {
		access: departments,
		handler: async (request) => academicStructure(db, principalOf(request), deps.clock()),
	});
	route(app, departmentEndpoints.create, {
		access: departments,
		handler: async (request) => addDepartment(db, principalOf(request), request.body, deps.clock()),
	});
	route(app, departmentEndpoints.update, {
		access: departments,
		handler: async (request) =>
			changeDepartment(db, principalOf(request), request.params.departmentId, request.body, deps.clock()),
	});
	route(app, departmentEndpoints.remove, {
		access: departments,
		handler: async (request, reply) => {
			await removeDepartment(db, principalOf(request), request.params.departmentId);
			return reply.status(204).send();
		},
	});

	route(app, departmentEndpoints.own, {
		access: academicStructurePolicy.permission("readOwnDepartment"),
		handler: async (request) => ownDepartmentStructure(db, principalOf(request), deps.clock()),
	});
	// Sections of a department's years (issue 18): the college administrator, or a department head their own.
	const sections = academicStructurePolicy.permission("manageSections");
	route(app, sectionEndpoints.create, {
		access: sections,
		handler: async (request) =>
			addSection(db, principalOf(request), request.params.departmentId, request.body),
	});
	route(app, sectionEndpoints.update, {
		access: sections,
		handler: async (request) =>
			changeSection(deps, principalOf(request), request.params.sectionId, request.body),
	});
	route(app, sectionEndpoints.remove, {
		access: sections,
		handler: async (request, reply) => {
			await removeSection(db, principalOf(request), request.params.sectionId);
			return reply.status(204).send();
		},
	});
}
