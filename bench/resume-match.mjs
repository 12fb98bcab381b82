// Resume match and PDF speed (issue 16): POST /api/resumes/match's analysis of a two-page resume
// (the test fixture's full resume with its experience, projects and
// positions repeated to fill two pages) against a job description of about 1,000 words (the corpus's
// software and data descriptions joined), in this process after the wink-nlp model is loaded; and
// the PDF export of the same resume. Prints the median and 95th percentile of each; the goals are
// a match ≤ 150 ms p95 and a PDF ≤ 1 s.
//
// Usage: node --import tsx bench/resume-match.mjs [--runs=200]
import { performance } from "node:perf_hooks";
import { layoutResume, resumeDocumentSchema } from "@unnati/contracts/resumes";
import { analyzeMatch } from "../apps/server/src/modules/resumes/match/analyze.ts";
import { CORPUS } from "../apps/server/src/modules/resumes/match/corpus/index.ts";
import { nlp } from "../apps/server/src/modules/resumes/match/nlp.ts";
import { renderResumePdf } from "../apps/server/src/modules/resumes/pdf/render.ts";
import { FULL_RESUME } from "../apps/server/src/modules/resumes/test-fixtures.ts";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 200);
const words = (text) => text.split(/\s+/).filter(Boolean).length;

let jd = "";
for (const item of CORPUS) {
	if (words(jd) >= 1000) break;
	jd += `${item.jd}\n\n`;
}

const base = resumeDocumentSchema.parse(FULL_RESUME);
const document = {
	...base,
	work: [...base.work, ...base.work, ...base.work].map((w, i) => ({ ...w, name: `${w.name} ${i + 1}` })),
	projects: Array.from({ length: 5 }, (_, i) => ({
		...base.projects[0],
		name: `${base.projects[0].name} ${i + 1}`,
	})),
	volunteer: [...base.volunteer, ...base.volunteer],
};
const layout = layoutResume(document);
const resumeWords = words(
	[
		layout.name,
		layout.label,
		...layout.contact,
		layout.summary,
		...layout.sections.flatMap((s) => [
			s.heading,
			...s.entries.flatMap((e) => [e.title, e.subtitle, e.dates, ...e.details, e.summary, ...e.bullets]),
		]),
	].join(" "),
);

function stats(samples) {
	const sorted = [...samples].sort((a, b) => a - b);
	const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
	return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const loadStart = performance.now();
nlp();
const loadMs = performance.now() - loadStart;

const now = new Date();
for (let i = 0; i < 10; i++) analyzeMatch({ jobDescription: jd, document, now });
const match = [];
for (let i = 0; i < runs; i++) {
	const t = performance.now();
	analyzeMatch({ jobDescription: jd, document, now });
	match.push(performance.now() - t);
}

await renderResumePdf(document, {}, "bench");
const pdf = [];
for (let i = 0; i < 20; i++) {
	const t = performance.now();
	await renderResumePdf(document, {}, "bench");
	pdf.push(performance.now() - t);
}

const fmt = (s) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
console.log(`job description: ${words(jd)} words; resume: ${resumeWords} words as printed`);
console.log(`wink-nlp model load (once per process): ${loadMs.toFixed(0)} ms`);
console.log(`match (${runs} runs): ${fmt(stats(match))}`);
console.log(`PDF (20 runs): ${fmt(stats(pdf))}`);
