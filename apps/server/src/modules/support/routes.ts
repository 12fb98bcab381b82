import {
	reportFieldsSchema,
	SCREENSHOT_MAX_BYTES,
	SCREENSHOT_TYPES,
	SUPPORT_MESSAGES,
	supportEndpoints,
} from "@unnati/contracts/support";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { FileStorage } from "../../platform/storage/file-storage";
import { MIME_BY_EXTENSION, sniffImageType } from "../../platform/storage/image-type";
import { supportPolicy } from "./policy";
import { createFeedback, createReport, listFeedback, listReports, screenshotKeyOf } from "./service";

const SUBMISSIONS_PER_HOUR = 10;

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

export function supportRoutes(
	app: FastifyInstance,
	{ db, limiter, storage }: { db: Db; limiter: RateLimiter; storage: FileStorage },
): void {
	const limit = async (request: FastifyRequest) => {
		if ((await limiter.hit(`support:ip:${request.ip}`)) > SUBMISSIONS_PER_HOUR) {
			throw new AppError("RATE_LIMITED", SUPPORT_MESSAGES.tooMany);
		}
	};
	const page = (query: { page: number; pageSize: number }) => ({
		page: query.page,
		pageSize: query.pageSize,
	});

	// Public: visitors without an account report problems too (signing in may be the problem).
	route(app, supportEndpoints.report, {
		access: PUBLIC,
		handler: async (request) => {
			const { fields, screenshot } = await readReportForm(request);
			await limit(request);
			const screenshotKey = screenshot ? await storage.save(screenshot.bytes, screenshot.extension) : null;
			await createReport(db, { ...fields, screenshotKey, ip: request.ip });
			return { message: SUPPORT_MESSAGES.reportReceived };
		},
	});

	// Public: the feedback page is open to every visitor.
	route(app, supportEndpoints.feedback, {
		access: PUBLIC,
		handler: async (request) => {
			await limit(request);
			await createFeedback(db, { ...request.body, ip: request.ip });
			return { message: SUPPORT_MESSAGES.feedbackReceived };
		},
	});

	route(app, supportEndpoints.adminReports, {
		access: supportPolicy.permission("read"),
		handler: async (request) => ({ ...(await listReports(db, request.query)), ...page(request.query) }),
	});

	route(app, supportEndpoints.adminScreenshot, {
		access: supportPolicy.permission("read"),
		handler: async (request, reply) => {
			const key = await screenshotKeyOf(db, request.params.id);
			const bytes = key ? await storage.read(key) : null;
			if (!key || !bytes) throw new AppError("NOT_FOUND", "This report has no screenshot.");
			const mime = MIME_BY_EXTENSION[key.split(".").pop() ?? ""] ?? "application/octet-stream";
			return reply.type(mime).header("cache-control", "private, max-age=3600").send(bytes);
		},
	});

	route(app, supportEndpoints.adminFeedback, {
		access: supportPolicy.permission("read"),
		handler: async (request) => ({ ...(await listFeedback(db, request.query)), ...page(request.query) }),
	});
}
