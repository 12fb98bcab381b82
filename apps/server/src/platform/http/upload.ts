import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";

export type UploadLimits = {
	maxBytes: number;
	/** The 413's message, e.g. "The file must be at most 5 MB." */
	tooLarge: string;
	/** The message when no file (or an empty one) came, e.g. "Choose a file to attach." */
	noFile: string;
};

/**
 * Reads the one file of a multipart request (the part named `file`), refusing anything over the
 * size limit with a 413 and a request that is not multipart with a 415. The bytes are whole in
 * memory: keep `maxBytes` to a few megabytes.
 */
export async function readUploadedFile(
	request: FastifyRequest,
	limits: UploadLimits,
): Promise<{ bytes: Buffer; filename: string }> {
	if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", limits.noFile);
	let file: { bytes: Buffer; filename: string } | null = null;
	try {
		for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 2 } })) {
			if (part.type === "file") {
				const bytes = await part.toBuffer();
				if (part.fieldname === "file" && bytes.length > 0) file = { bytes, filename: part.filename };
			}
		}
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", limits.tooLarge);
		if (code?.startsWith("FST_"))
			throw new AppError("BAD_REQUEST", "The file could not be read. Please try again.");
		throw error;
	}
	if (!file) throw new AppError("BAD_REQUEST", limits.noFile);
	return file;
}

/** Whether the bytes are a PDF, by their first bytes rather than the file's name. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";
