import { resumeEndpoints as endpoints, resumeDocumentSchema, toJsonResume } from "@unnati/contracts/resumes";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { menteeIdsOf } from "../mentors";
import { addComment, listComments } from "./comments";
import { coverageOf } from "./coverage";
import { renderResumeDocx } from "./docx/render";
import { matchResume } from "./match-service";
import { renderResumePdf } from "./pdf/render";
import { importPdfResume, readPdfUpload } from "./pdf-import/service";
import { mentorResumesPolicy, placementResumesPolicy, resumePolicy } from "./policy";
import { prefillFor } from "./prefill";
import {
	createResume,
	deleteResume,
	duplicateResume,
	importResume,
	listResumes,
	listVersions,
	restoreVersion,
	resumeDetail,
	resumeFor,
	resumesOfStudents,
	saveResume,
	sharedResume,
	shareResume,
	unshareResume,
	updateResume,
	versionDetail,
} from "./service";

/** A file name from the resume's title: letters, digits and dashes only. */
const fileNameOf = (title: string, extension: string) =>
	`${
		title
			.replace(/[^A-Za-z0-9]+/g, "-")
			.replace(/^-+|-+$/g, "")
			.slice(0, 60) || "resume"
	}.${extension}`;

export function resumeRoutes(app: FastifyInstance, db: Db, clock: Clock, publicUrl: string): void {
	const activity = { publicUrl };
	const own = resumePolicy.permission("own");
	const read = resumePolicy.permission("read");
	const comment = resumePolicy.permission("comment");

	route(app, endpoints.list, {
		access: own,
		handler: async (request) => ({ resumes: await listResumes(db, principalOf(request).userId, clock()) }),
	});
	route(app, endpoints.create, {
		access: own,
		handler: async (request, reply) =>
			reply.status(201).send(await createResume(db, principalOf(request), request.body, clock(), activity)),
	});
	route(app, endpoints.prefill, {
		access: own,
		handler: async (request) => prefillFor(db, principalOf(request).userId, clock(), activity),
	});
	route(app, endpoints.import, {
		access: own,
		handler: async (request, reply) =>
			reply.status(201).send(await importResume(db, principalOf(request), request.body, clock())),
	});
	route(app, endpoints.importPdf, {
		access: own,
		handler: async (request) => importPdfResume(await readPdfUpload(request)),
	});
	route(app, endpoints.match, {
		access: own,
		handler: async (request) => matchResume(db, principalOf(request), request.body, clock()),
	});
	route(app, endpoints.get, {
		access: read,
		handler: async (request) => resumeDetail(db, principalOf(request), request.params.id, clock()),
	});
	route(app, endpoints.update, {
		access: own,
		handler: async (request) =>
			updateResume(db, principalOf(request), request.params.id, request.body, clock()),
	});
	route(app, endpoints.save, {
		access: own,
		handler: async (request) =>
			saveResume(db, principalOf(request), request.params.id, request.body, clock()),
	});
	route(app, endpoints.remove, {
		access: own,
		handler: async (request, reply) => {
			await deleteResume(db, principalOf(request), request.params.id);
			return reply.status(204).send();
		},
	});
	route(app, endpoints.duplicate, {
		access: own,
		handler: async (request, reply) =>
			reply.status(201).send(await duplicateResume(db, principalOf(request), request.params.id, clock())),
	});
	route(app, endpoints.versions, {
		access: own,
		handler: async (request) => listVersions(db, principalOf(request), request.params.id),
	});
	route(app, endpoints.version, {
		access: own,
		handler: async (request) =>
			versionDetail(db, principalOf(request), request.params.id, request.params.version),
	});
	route(app, endpoints.restore, {
		access: own,
		handler: async (request) =>
			restoreVersion(db, principalOf(request), request.params.id, request.params.version, clock()),
	});
	route(app, endpoints.share, {
		access: own,
		handler: async (request) =>
			shareResume(db, principalOf(request), request.params.id, request.body.expiresAt, clock()),
	});
	route(app, endpoints.unshare, {
		access: own,
		handler: async (request, reply) => {
			await unshareResume(db, principalOf(request), request.params.id);
			return reply.status(204).send();
		},
	});
	route(app, endpoints.shared, {
		access: PUBLIC,
		handler: async (request) => sharedResume(db, request.params.token, clock()),
	});
	route(app, endpoints.jsonResume, {
		access: read,
		handler: async (request, reply) => {
			const row = await resumeFor(db, principalOf(request), request.params.id, "read");
			const body = toJsonResume(resumeDocumentSchema.parse(row.document), row.updatedAt);
			return reply
				.header("content-disposition", `attachment; filename="${fileNameOf(row.title, "json")}"`)
				.type("application/json; charset=utf-8")
				.send(JSON.stringify(body, null, 2));
		},
	});
	route(app, endpoints.pdf, {
		access: read,
		handler: async (request, reply) => {
			const row = await resumeFor(db, principalOf(request), request.params.id, "read");
			const pdf = await renderResumePdf(row.document, row.settings, row.title);
			return reply
				.header("content-disposition", `attachment; filename="${fileNameOf(row.title, "pdf")}"`)
				.type("application/pdf")
				.send(pdf);
		},
	});
	route(app, endpoints.docx, {
		access: read,
		handler: async (request, reply) => {
			const row = await resumeFor(db, principalOf(request), request.params.id, "read");
			const docx = await renderResumeDocx(row.document, row.settings, row.title);
			return reply
				.header("content-disposition", `attachment; filename="${fileNameOf(row.title, "docx")}"`)
				.type("application/vnd.openxmlformats-officedocument.wordprocessingml.document")
				.send(docx);
		},
	});
	route(app, endpoints.comments, {
		access: read,
		handler: async (request) => listComments(db, principalOf(request), request.params.id),
	});
	route(app, endpoints.comment, {
		access: comment,
		handler: async (request, reply) =>
			reply
				.status(201)
				.send(await addComment(db, principalOf(request), request.params.id, request.body, clock())),
	});
	route(app, endpoints.menteeResumes, {
		access: mentorResumesPolicy.permission("list"),
		handler: async (request) => ({
			mentees: await resumesOfStudents(db, await menteeIdsOf(db, principalOf(request).userId)),
		}),
	});
	const cover = placementResumesPolicy.permission("cover");
	route(app, endpoints.coverage, {
		access: cover,
		handler: async (request) => coverageOf(db, principalOf(request), request.query.year, null, clock()),
	});
	route(app, endpoints.coverageMatch, {
		access: cover,
		handler: async (request) =>
			coverageOf(db, principalOf(request), request.body.year, request.body.jobDescription, clock()),
	});
}
