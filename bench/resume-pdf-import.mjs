// PDF resume import speed (issue 16): what POST /api/resumes/import-pdf runs after reading the
// upload (pdf.js text extraction, column detection, parsing into sections), in this process, on
// resumes set as students set them: a two-page resume in two columns (a sidebar beside the main
// column on both pages) against a one-page single-column one with dates flush right, and Unnati's
// own single-column template. Two warm-up imports each, then the median and slowest of the runs.
//
// Usage: node --import tsx bench/resume-pdf-import.mjs [--runs=10]
import { performance } from "node:perf_hooks";
import { renderResumePdf } from "../apps/server/src/modules/resumes/pdf/render.ts";
import { extractPdfText } from "../apps/server/src/modules/resumes/pdf-import/extract.ts";
import { SAMPLE_PDFS } from "../apps/server/src/modules/resumes/pdf-import/sample-pdfs.ts";
import { importPdfResume } from "../apps/server/src/modules/resumes/pdf-import/service.ts";
import { FULL_RESUME } from "../apps/server/src/modules/resumes/test-fixtures.ts";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 10);
const cases = [
	["two pages, two columns", await SAMPLE_PDFS.twoPagesTwoColumns()],
	["one page, single column, dates flush right", await SAMPLE_PDFS.singleColumn()],
	[
		"Unnati modern template, single column",
		await renderResumePdf(FULL_RESUME, { template: "modern" }, "Ananya"),
	],
];

console.log(`| PDF | pages | read as two columns | runs | median | slowest |`);
console.log(`|---|---|---|---|---|---|`);
for (const [name, bytes] of cases) {
	const text = await extractPdfText(new Uint8Array(bytes));
	for (let i = 0; i < 2; i++) await importPdfResume(bytes);
	const samples = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		await importPdfResume(bytes);
		samples.push(performance.now() - start);
	}
	samples.sort((a, b) => a - b);
	const median = samples[Math.floor(samples.length / 2)] ?? 0;
	console.log(
		`| ${name} | ${text.pages} | ${text.columns.map((c) => `p${c.page}`).join(", ") || "no"} | ${runs} | ${median.toFixed(1)} ms | ${(samples[samples.length - 1] ?? 0).toFixed(1)} ms |`,
	);
}
