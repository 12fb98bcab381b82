/** What an uploaded image really is, judged by its first bytes rather than by what the browser claims. */
export function sniffImageType(bytes: Buffer): { mime: string; extension: string } | null {
	if (
		bytes.length >= 8 &&
		bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
	) {
		return { mime: "image/png", extension: "png" };
	}
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
		return { mime: "image/jpeg", extension: "jpg" };
	}
	if (bytes.length >= 6 && ["GIF87a", "GIF89a"].includes(bytes.subarray(0, 6).toString("latin1"))) {
		return { mime: "image/gif", extension: "gif" };
	}
	if (
		bytes.length >= 12 &&
		bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
		bytes.subarray(8, 12).toString("latin1") === "WEBP"
	) {
		return { mime: "image/webp", extension: "webp" };
	}
	return null;
}

export const MIME_BY_EXTENSION: Record<string, string> = {
	png: "image/png",
	jpg: "image/jpeg",
	gif: "image/gif",
	webp: "image/webp",
};
