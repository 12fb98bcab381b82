import {
	adminListQuerySchema,
	apiErrorSchema,
	feedbackListSchema,
	feedbackRequestSchema,
	messageResponseSchema,
	reportFieldsSchema,
	reportListSchema,
	SCREENSHOT_MAX_BYTES,
	SCREENSHOT_TYPES,
	SUPPORT_MESSAGES,
} from "@unnati/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { FileStorage } from "../../platform/storage/file-storage";
import { MIME_BY_EXTENSION, sniffImageType } from "../../platform/storage/image-type";
import type { Authenticator } from "../auth/guard";
import { createFeedback, createReport, listFeedback, listReports, screenshotKeyOf } from "./service";

const SUBMISSIONS_PER_HOUR = 10;
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Reads a report's multipart form: its text fields and at most one screenshot, checked by content. */
async function readReportForm(request: FastifyRequest) {
	if (!request.isMultipart()) {
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the report as multipart/form-data.");
	}
	const fields: Record<string, string> = {};
	let screenshot: Buffer | null = null;
	try {
		for await (const part of request.parts({
			limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 10, fieldSize: 8192 },
		})) {
			if (part.type === "field") fields[part.fieldname] = String(part.value);
			else if (part.fieldname === "screenshot") {
				const bytes = await part.toBuffer();
				if (bytes.length > 0) screenshot = bytes;
			} else await part.toBuffer();
		}
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === "FST_REQ_FILE_TOO_LARGE") {
			throw new AppError("PAYLOAD_TOO_LARGE", SUPPORT_MESSAGES.screenshotTooLarge, [
				{ path: "screenshot", message: SUPPORT_MESSAGES.screenshotTooLarge },
			]);
		}
		if (code?.startsWith("FST_"))
			throw new AppError("BAD_REQUEST", "The form could not be read. Please try again.");
		throw error;
	}
	const parsed = reportFieldsSchema.safeParse(fields);
	if (!parsed.success) {
		throw new AppError(
			"BAD_REQUEST",
			"The report is invalid.",
			parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "body", message: issue.message })),
		);
	}
	const image = screenshot ? sniffImageType(screenshot) : null;
	if (screenshot && (!image || !(SCREENSHOT_TYPES as readonly string[]).includes(image.mime))) {
		throw new AppError("BAD_REQUEST", SUPPORT_MESSAGES.screenshotType, [
			{ path: "screenshot", message: SUPPORT_MESSAGES.screenshotType },
		]);
	}
	return {
		fields: parsed.data,
		screenshot: screenshot && image ? { bytes: screenshot, extension: image.extension } : null,
	};
}

export const supportRoutes: FastifyPluginAsyncZod<{
	db: Db;
	auth: Authenticator;
	limiter: RateLimiter;
	storage: FileStorage;
}> = async (app, { db, auth, limiter, storage }) => {
	const limit = async (request: FastifyRequest) => {
		if ((await limiter.hit(`support:ip:${request.ip}`)) > SUBMISSIONS_PER_HOUR) {
			throw new AppError("RATE_LIMITED", SUPPORT_MESSAGES.tooMany);
		}
	};

	app.post(
		"/api/reports",
		{
			schema: {
				tags: ["support"],
				summary: "Report an issue (multipart: category, description, email?, screenshot? ≤ 5 MB image)",
				consumes: ["multipart/form-data"],
				response: {
					201: messageResponseSchema,
					400: apiErrorSchema,
					413: apiErrorSchema,
					415: apiErrorSchema,
					429: apiErrorSchema,
				},
			},
		},
		async (request, reply) => {
			const { fields, screenshot } = await readReportForm(request);
			await limit(request);
			const screenshotKey = screenshot ? await storage.save(screenshot.bytes, screenshot.extension) : null;
			await createReport(db, { ...fields, screenshotKey, ip: request.ip });
			return reply.status(201).send({ message: SUPPORT_MESSAGES.reportReceived });
		},
	);

	app.post(
		"/api/feedback",
		{
			schema: {
				tags: ["support"],
				summary: "Rate Unnati from 1 to 5 with comments",
				body: feedbackRequestSchema,
				response: { 201: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
			},
		},
		async (request, reply) => {
			await limit(request);
			await createFeedback(db, { ...request.body, ip: request.ip });
			return reply.status(201).send({ message: SUPPORT_MESSAGES.feedbackReceived });
		},
	);

	app.get(
		"/api/admin/reports",
		{
			schema: {
				tags: ["support"],
				summary: "Issue reports, newest first (platform admin)",
				querystring: adminListQuerySchema,
				response: { 200: reportListSchema, ...adminErrors },
			},
			preHandler: auth.requireAuth("ROLE_ADMIN"),
		},
		async (request) => ({
			...(await listReports(db, request.query)),
			page: request.query.page,
			pageSize: request.query.pageSize,
		}),
	);

	app.get(
		"/api/admin/reports/:id/screenshot",
		{
			schema: {
				tags: ["support"],
				summary: "A report's screenshot image (platform admin)",
				params: z.object({ id: z.uuid() }),
			},
			preHandler: auth.requireAuth("ROLE_ADMIN"),
		},
		async (request, reply) => {
			const key = await screenshotKeyOf(db, request.params.id);
			const bytes = key ? await storage.read(key) : null;
			if (!key || !bytes) throw new AppError("NOT_FOUND", "This report has no screenshot.");
			const mime = MIME_BY_EXTENSION[key.split(".").pop() ?? ""] ?? "application/octet-stream";
			return reply.type(mime).header("cache-control", "private, max-age=3600").send(bytes);
		},
	);

	app.get(
		"/api/admin/feedback",
		{
			schema: {
				tags: ["support"],
				summary: "Feedback, newest first (platform admin)",
				querystring: adminListQuerySchema,
				response: { 200: feedbackListSchema, ...adminErrors },
			},
			preHandler: auth.requireAuth("ROLE_ADMIN"),
		},
		async (request) => ({
			...(await listFeedback(db, request.query)),
			page: request.query.page,
			pageSize: request.query.pageSize,
		}),
	);
};
