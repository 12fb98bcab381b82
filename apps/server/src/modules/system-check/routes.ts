import {
	apiErrorSchema,
	identityPhotoFieldsSchema,
	identityPhotoSchema,
	latestSystemCheckSchema,
	recordSystemCheckSchema,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
	systemCheckResultSchema,
} from "@unnati/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { sniffImageType } from "../../platform/storage/image-type";
import type { Authenticator } from "../auth/guard";
import { principalOf } from "../exams/routes";
import {
	latestPass,
	networkProbeBytes,
	readIdentityPhoto,
	recordResult,
	type SystemCheckDeps,
	saveIdentityPhoto,
} from "./service";

const tags = ["system check"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** Per person and hour: a few runs a day are normal, hundreds are a script filling the disk. */
const PHOTOS_PER_HOUR = 30;
const RESULTS_PER_HOUR = 60;

/** Reads the identity photo's multipart form: an optional examId and one "photo" file, a real JPEG. */
async function readPhotoForm(request: FastifyRequest) {
	if (!request.isMultipart()) {
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", SYSTEM_CHECK_MESSAGES.multipartRequired);
	}
	const fields: Record<string, string> = {};
	let photo: { bytes: Buffer; declared: string } | null = null;
	try {
		for await (const part of request.parts({
			limits: { fileSize: SYSTEM_CHECK.identityPhotoMaxBytes, files: 1, fields: 4, fieldSize: 256 },
		})) {
			if (part.type === "field") fields[part.fieldname] = String(part.value);
			else if (part.fieldname === "photo") photo = { bytes: await part.toBuffer(), declared: part.mimetype };
			else await part.toBuffer();
		}
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === "FST_REQ_FILE_TOO_LARGE") {
			throw new AppError("PAYLOAD_TOO_LARGE", SYSTEM_CHECK_MESSAGES.photoTooLarge, [
				{ path: "photo", message: SYSTEM_CHECK_MESSAGES.photoTooLarge },
			]);
		}
		if (code?.startsWith("FST_"))
			throw new AppError("BAD_REQUEST", "The form could not be read. Please try again.");
		throw error;
	}
	const parsed = identityPhotoFieldsSchema.safeParse(fields);
	if (!parsed.success) {
		throw new AppError(
			"BAD_REQUEST",
			"The photo's details are invalid.",
			parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "body", message: issue.message })),
		);
	}
	if (!photo || photo.bytes.length === 0) {
		throw new AppError("BAD_REQUEST", SYSTEM_CHECK_MESSAGES.photoRequired, [
			{ path: "photo", message: SYSTEM_CHECK_MESSAGES.photoRequired },
		]);
	}
	// Both the label and the bytes must say JPEG (SPEC §5): a PNG renamed .jpg is refused too.
	if (photo.declared !== "image/jpeg" || sniffImageType(photo.bytes)?.mime !== "image/jpeg") {
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", SYSTEM_CHECK_MESSAGES.photoNotJpeg, [
			{ path: "photo", message: SYSTEM_CHECK_MESSAGES.photoNotJpeg },
		]);
	}
	return { jpeg: photo.bytes, examId: parsed.data.examId };
}

export const systemCheckRoutes: FastifyPluginAsyncZod<{
	deps: SystemCheckDeps;
	auth: Authenticator;
	limiter: RateLimiter;
}> = async (app, { deps, auth, limiter }) => {
	const limit = async (kind: string, userId: string, max: number) => {
		if ((await limiter.hit(`system-check:${kind}:${userId}`)) > max) {
			throw new AppError("RATE_LIMITED", SYSTEM_CHECK_MESSAGES.tooMany);
		}
	};

	app.get(
		"/api/system-check/network-probe",
		{
			// Random bytes do not compress, and must not: the probe measures the network (SPEC §5).
			compress: false,
			schema: {
				tags,
				summary: "About 500 KB of random bytes for the speed test; never cached, never compressed",
			},
		},
		// Public, like any static asset of the same size: the check runs before signing in too.
		async (_request, reply) =>
			reply
				.type("application/octet-stream")
				.header("cache-control", "no-store")
				.header("content-length", String(networkProbeBytes().length))
				.send(networkProbeBytes()),
	);

	app.post(
		"/api/system-check/identity-photo",
		{
			schema: {
				tags,
				summary: "The identity step's photo (multipart: photo = JPEG ≤ 2 MB, examId?); signed-in students",
				consumes: ["multipart/form-data"],
				response: {
					201: identityPhotoSchema,
					...errors,
					413: apiErrorSchema,
					415: apiErrorSchema,
					429: apiErrorSchema,
				},
			},
			preHandler: auth.requireAuth("ROLE_STUDENT"),
		},
		async (request, reply) => {
			const principal = principalOf(request);
			const form = await readPhotoForm(request);
			await limit("photo", principal.userId, PHOTOS_PER_HOUR);
			return reply.status(201).send(await saveIdentityPhoto(deps, principal, form));
		},
	);

	app.get(
		"/api/system-check/identity-photos/:id",
		{
			schema: {
				tags,
				summary: "An identity photo (JPEG): the student's own, or for their college's exam staff",
				params: z.object({ id: z.uuid() }),
			},
			preHandler: auth.requireAuth(),
		},
		async (request, reply) => {
			const bytes = await readIdentityPhoto(deps, principalOf(request), request.params.id);
			return reply.type("image/jpeg").header("cache-control", "private, no-store").send(bytes);
		},
	);

	app.post(
		"/api/system-check/results",
		{
			schema: {
				tags,
				summary: "Record a finished check (passed, or stopped at a failed step) for the signed-in person",
				body: recordSystemCheckSchema,
				response: { 201: systemCheckResultSchema, ...errors, 429: apiErrorSchema },
			},
			preHandler: auth.requireAuth(),
		},
		async (request, reply) => {
			const principal = principalOf(request);
			await limit("result", principal.userId, RESULTS_PER_HOUR);
			const result = await recordResult(deps, principal, {
				...request.body,
				userAgent: request.headers["user-agent"],
			});
			return reply.status(201).send(result);
		},
	);

	app.get(
		"/api/system-check/latest",
		{
			schema: {
				tags,
				summary: "The signed-in person's latest passed check, with its time (null when none)",
				response: { 200: latestSystemCheckSchema, 401: apiErrorSchema },
			},
			preHandler: auth.requireAuth(),
		},
		async (request) => ({ pass: await latestPass(deps.db, principalOf(request).userId) }),
	);
};
