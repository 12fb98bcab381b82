/** A file as a browser's FormData sends it. */
export type FormFile = { name: string; type: string; bytes: Buffer; field?: string };

/** A multipart/form-data body as a browser's FormData would send it: text fields, then one file. */
export function multipart(fields: Record<string, string>, file?: FormFile) {
	const boundary = "----unnati-test-boundary";
	const parts: Buffer[] = [];
	for (const [name, value] of Object.entries(fields)) {
		parts.push(
			Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
		);
	}
	if (file) {
		parts.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
			),
			file.bytes,
			Buffer.from("\r\n"),
		);
	}
	parts.push(Buffer.from(`--${boundary}--\r\n`));
	return {
		payload: Buffer.concat(parts),
		headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
	};
}

/** The first bytes of a PNG, then filler: enough for the server's sniffing. */
export const PNG_BYTES = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(200, 7),
]);
