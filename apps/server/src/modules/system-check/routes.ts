import {
	identityPhotoFieldsSchema,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
	systemCheckEndpoints,
} from "@unnati/contracts/system-check";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { sniffImageType } from "../../platform/storage/image-type";
import { identityPhotoPolicy, systemCheckPolicy } from "./policy";
import {
	latestPass,
	networkProbeBytes,
	readIdentityPhoto,
	recordResult,
	type SystemCheckDeps,
	saveIdentityPhoto,
} from "./service";

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

export function systemCheckRoutes(
	app: FastifyInstance,
	{ deps, limiter }: { deps: SystemCheckDeps; limiter: RateLimiter },
): void {
	const limit = async (kind: string, userId: string, max: number) => {
		if ((await limiter.hit(`system-check:${kind}:${userId}`)) > max) {
			throw new AppError("RATE_LIMITED", SYSTEM_CHECK_MESSAGES.tooMany);
		}
	};

	// Public, like any static asset of the same size: the check runs before signing in too.
	route(app, systemCheckEndpoints.networkProbe, {
		access: PUBLIC,
		// Random bytes do not compress, and must not: the probe measures the network (SPEC §5).
		compress: false,
		handler: async (_request, reply) =>
			reply
				.type("application/octet-stream")
				.header("cache-control", "no-store")
				.header("content-length", String(networkProbeBytes().length))
				.send(networkProbeBytes()),
	});

	route(app, systemCheckEndpoints.uploadIdentityPhoto, {
		access: identityPhotoPolicy.permission("upload"),
		handler: async (request) => {
			const principal = principalOf(request);
			const form = await readPhotoForm(request);
			await limit("photo", principal.userId, PHOTOS_PER_HOUR);
			return saveIdentityPhoto(deps, principal, form);
		},
	});

	route(app, systemCheckEndpoints.identityPhoto, {
		access: identityPhotoPolicy.permission("read"),
		handler: async (request, reply) => {
			const bytes = await readIdentityPhoto(deps, principalOf(request), request.params.id);
			return reply.type("image/jpeg").header("cache-control", "private, no-store").send(bytes);
		},
	});

	route(app, systemCheckEndpoints.recordResult, {
		access: systemCheckPolicy.permission("record"),
		handler: async (request) => {
			const principal = principalOf(request);
			await limit("result", principal.userId, RESULTS_PER_HOUR);
			return recordResult(deps, principal, { ...request.body, userAgent: request.headers["user-agent"] });
		},
	});

	route(app, systemCheckEndpoints.latest, {
		access: systemCheckPolicy.permission("readLatest"),
		handler: async (request) => ({ pass: await latestPass(deps.db, principalOf(request).userId) }),
	});
}
