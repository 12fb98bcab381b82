// Step 4 of `npm run build -w @unnati/web`: writes a brotli (`.br`) and a gzip (`.gz`) copy beside
// every text file of dist/ (scripts, styles, the pre-rendered pages, JSON, SVG) of 1 KB or more.
// The server sends the copy the browser accepts (@fastify/static's preCompressed) instead of
// compressing each file again on every request: a page that loads 35 chunks in a fresh browser cost
// the server's one event loop the compression of all of them, every time (bench/RESULTS.md,
// "Pre-compressed assets"). Compressed once here, at the strongest settings, the files are also
// smaller than the fast settings a server can afford per request.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const TEXT = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
/** The server's own threshold (@fastify/compress in app.ts): smaller files go as they are. */
const MIN_BYTES = 1024;
/**
 * Brotli's strongest setting compresses ~0.4 MB a second here: above this size (the face-detection
 * worker, 1.5 MB, loaded only in a proctored exam) quality 9 keeps the build quick for 2% more bytes.
 */
const MAX_QUALITY_BYTES = 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function textFiles(dir) {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return textFiles(full);
		return TEXT.test(entry.name) ? [full] : [];
	});
}

async function precompress(file) {
	const body = fs.readFileSync(file);
	if (body.length < MIN_BYTES) return 0;
	const [br, gz] = await Promise.all([
		brotli(body, {
			params: {
				[zlib.constants.BROTLI_PARAM_QUALITY]:
					body.length > MAX_QUALITY_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
				[zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
			},
		}),
		gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
	]);
	fs.writeFileSync(`${file}.br`, br);
	fs.writeFileSync(`${file}.gz`, gz);
	return body.length;
}

const started = performance.now();
const files = textFiles(dist);
// zlib's asynchronous calls run on libuv's thread pool: a few at a time use every core.
let bytes = 0;
let next = 0;
await Promise.all(
	Array.from({ length: 4 }, async () => {
		while (next < files.length) {
			const size = await precompress(files[next++]);
			bytes += size;
		}
	}),
);
console.log(
	`precompressed ${(bytes / 1024 / 1024).toFixed(1)} MB of text in dist/ (brotli and gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
