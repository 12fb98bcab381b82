import { PDF_IMPORT_MAX_BYTES, PDF_IMPORT_MESSAGES, type PdfImport } from "@unnati/contracts/resumes";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../../platform/errors";
import { extractPdfText, type PdfColumnPage } from "./extract";
import { parsePdfResume } from "./parse";

/** Reads the upload's one "file" part, refusing anything over the limit (413) before it is all read. */
export async function readPdfUpload(request: FastifyRequest): Promise<Buffer> {
	if (!request.isMultipart())
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", PDF_IMPORT_MESSAGES.multipartRequired);
	let file: Buffer | null = null;
	try {
		for await (const part of request.parts({
			limits: { fileSize: PDF_IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: 256 },
		})) {
			if (part.type === "file" && part.fieldname === "file") file = await part.toBuffer();
			else if (part.type === "file") await part.toBuffer();
		}
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === "FST_REQ_FILE_TOO_LARGE")
			throw new AppError("PAYLOAD_TOO_LARGE", PDF_IMPORT_MESSAGES.tooLarge, [
				{ path: "file", message: PDF_IMPORT_MESSAGES.tooLarge },
			]);
		if (code?.startsWith("FST_"))
			throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
		throw error;
	}
	if (!file || file.length === 0)
		throw new AppError("BAD_REQUEST", PDF_IMPORT_MESSAGES.noFile, [
			{ path: "file", message: PDF_IMPORT_MESSAGES.noFile },
		]);
	return file;
}

/** What the student is told when a page was read as two columns, so a misplaced line is looked for. */
export function columnsNote(columns: PdfColumnPage[]): string {
	const pages = columns.map(({ page, sidebar }) => `page ${page} (sidebar on the ${sidebar})`).join(", ");
	return `Read as two columns: ${pages}. Each column was read top to bottom on its own; check that the sidebar's skills, languages and contact details are in the right sections.`;
}

/** A PDF starts "%PDF-" (some writers put a few bytes before it; the format allows up to 1 KB). */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes("%PDF-");

/**
 * A PDF resume read into sections to check. The type is decided by the bytes, never the name or
 * the declared type; a PDF whose pages carry no text (a scan, a photo) is refused with a clear
 * reason rather than an empty resume.
 */
export async function importPdfResume(bytes: Buffer): Promise<PdfImport> {
	if (!isPdf(bytes))
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", PDF_IMPORT_MESSAGES.notPdf, [
			{ path: "file", message: PDF_IMPORT_MESSAGES.notPdf },
		]);
	let text: Awaited<ReturnType<typeof extractPdfText>>;
	try {
		text = await extractPdfText(new Uint8Array(bytes));
	} catch {
		throw new AppError("BAD_REQUEST", PDF_IMPORT_MESSAGES.unreadable, [
			{ path: "file", message: PDF_IMPORT_MESSAGES.unreadable },
		]);
	}
	const words = text.lines.reduce(
		(count, line) => count + (line.text.match(/[A-Za-z]{2,}/g)?.length ?? 0),
		0,
	);
	if (words < 5)
		throw new AppError("BAD_REQUEST", PDF_IMPORT_MESSAGES.noText, [
			{ path: "file", message: PDF_IMPORT_MESSAGES.noText },
		]);
	const parsed = parsePdfResume(text.lines);
	const notes = text.columns.length > 0 ? [columnsNote(text.columns), ...parsed.notes] : parsed.notes;
	return { ...parsed, notes, found: parsed.found.map(String), pages: text.pages };
}
