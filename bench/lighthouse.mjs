// Lighthouse (mobile, default simulated throttling) on the production build, in Debian's
// Chromium, plus the JavaScript the first render of each page downloads (transfer size, gzip,
// from the same runs). Median of N runs per page.
//
// The pages: every public page of the route table without path parameters (the landing page, every
// login screen, contact, the legal pages, ... as the build lists them in apps/web/dist/screens.json,
// so a page added tomorrow is measured too) and the 404 screen. `/` comes first in every round and
// serves as the baseline of the run: it has been pre-rendered and stable since 2026-11-23, so a `/`
// far below its usual 97-99 says the machine was too busy for the other figures to mean much.
// Rounds: each round measures every page once, the next round again, so a burst of load elsewhere on
// the machine touches one run of many pages rather than every run of one.
//
// Usage: npm run build && node bench/lighthouse.mjs [runs] [paths...]
//   runs defaults to 2; paths default to the list above. LIGHTHOUSE_JSON=file also writes every run
//   to that file as it completes. LIGHTHOUSE_PORT=n serves the build on another port (default 45950);
//   LIGHTHOUSE_BASE=url measures a server already running instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./lib/server.mjs";

const runs = Number(process.argv[2] ?? 2);
const NOT_FOUND_PATH = "/no-such-page";

function defaultPages() {
	const screensFile = path.resolve(
		path.dirname(fileURLToPath(import.meta.url)),
		"../apps/web/dist/screens.json",
	);
	if (!fs.existsSync(screensFile)) return ["/", NOT_FOUND_PATH];
	const screens = JSON.parse(fs.readFileSync(screensFile, "utf8"));
	const pages = screens
		.filter((screen) => screen.access === "public" && !/[:*?]/.test(screen.path))
		.map((screen) => screen.path);
	return ["/", ...new Set(pages.filter((page) => page !== "/")), NOT_FOUND_PATH];
}

const pages = process.argv.slice(3).length ? process.argv.slice(3) : defaultPages();
// LIGHTHOUSE_BASE=http://host:port measures a server that is already running (a fresh one migrates
// and seeds first: over 3 minutes at load 30 on this machine).
const { base, stop } = process.env.LIGHTHOUSE_BASE
	? { base: process.env.LIGHTHOUSE_BASE, stop: async () => {} }
	: await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 45_950));
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
	chromeFlags: [
		"--headless=new",
		"--no-sandbox",
		"--disable-gpu",
		"--disable-quic",
		"--no-first-run",
		"--disable-background-networking",
		"--disable-component-update",
		"--disable-sync",
	],
});
const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One Lighthouse run; a run that Lighthouse itself gives up on (e.g. NO_NAVSTART on a busy machine) is run again, twice at most. */
async function measure(page, attempt = 1) {
	const { lhr } = await lighthouse(`${base}${page}`, {
		port: chrome.port,
		output: "json",
		logLevel: "error",
		onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
	});
	if (lhr.runtimeError) {
		if (attempt < 3) {
			console.error(`${page}: ${lhr.runtimeError.code}, running it again`);
			return measure(page, attempt + 1);
		}
		throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
	}
	const script = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
	const issues = lhr.audits["inspector-issues"]?.details?.items ?? [];
	return {
		performance: Math.round(lhr.categories.performance.score * 100),
		accessibility: Math.round(lhr.categories.accessibility.score * 100),
		bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
		seo: Math.round(lhr.categories.seo.score * 100),
		scriptKb: (script?.transferSize ?? 0) / 1024,
		fcp: lhr.audits["first-contentful-paint"].numericValue,
		lcp: lhr.audits["largest-contentful-paint"].numericValue,
		tbt: lhr.audits["total-blocking-time"].numericValue,
		// Lighthouse's own measure of the machine's speed at that moment (higher is faster; a quiet
		// desktop is around 1000-2000): simulated throttling multiplies the observed CPU time, so a
		// busy machine scores worse.
		benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
		failed: Object.values(lhr.audits)
			.filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
			.map((a) => a.id),
		issues: issues.map((item) => item.issueType ?? JSON.stringify(item).slice(0, 120)),
	};
}

const results = new Map(pages.map((page) => [page, []]));
const loads = [];
try {
	const started = new Date();
	for (let round = 0; round < runs; round++) {
		for (const page of pages) {
			loads.push(os.loadavg()[0]);
			results.get(page).push(await measure(page));
			// Every run as it comes, so a long run that has to be stopped still leaves its figures.
			if (process.env.LIGHTHOUSE_JSON) {
				fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(Object.fromEntries(results), null, 1));
			}
		}
	}
	console.log(
		`Lighthouse 12 mobile (simulated throttling), ${runs} runs per page, median · ${started.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · load average (1 min) during the runs ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}, median ${median(loads).toFixed(1)}`,
	);
	console.log(
		"| page | performance | accessibility | best practices | SEO | JS for first render | FCP | LCP | TBT | BenchmarkIndex |",
	);
	console.log("|---|---|---|---|---|---|---|---|---|---|");
	for (const [page, list] of results) {
		const m = (key) => median(list.map((r) => r[key]));
		console.log(
			`| ${page} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} | ${m("scriptKb").toFixed(1)} KB | ${(m("fcp") / 1000).toFixed(2)} s | ${(m("lcp") / 1000).toFixed(2)} s | ${m("tbt").toFixed(0)} ms | ${m("benchmarkIndex").toFixed(0)} |`,
		);
		const failed = [...new Set(list.flatMap((r) => r.failed))];
		const issues = [...new Set(list.flatMap((r) => r.issues))];
		if (failed.length) {
			console.log(
				`|   failing audits: ${failed.join(", ")}${issues.length ? ` (issues: ${issues.join(", ")})` : ""} |`,
			);
		}
	}
} finally {
	await chrome.kill();
	await stop();
}
