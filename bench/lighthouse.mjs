// Lighthouse (mobile, default simulated throttling) on the production build, in Debian's
// Chromium, plus the JavaScript the first render of each page downloads (transfer size, gzip,
// from the same runs). Median of N runs per page. Scores are absolute (Lighthouse's simulated
// throttling already normalises for the machine), so there is no separate baseline.
// Usage: npm run build && node bench/lighthouse.mjs [runs] [paths...]   (default 3 runs of /)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./lib/server.mjs";

const runs = Number(process.argv[2] ?? 3);
const pages = process.argv.slice(3).length ? process.argv.slice(3) : ["/"];
const { base, stop } = await startServer(45_950);
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

try {
	console.log(`Lighthouse 12 mobile (simulated throttling), ${runs} runs per page, median`);
	console.log(
		"| page | performance | accessibility | best practices | SEO | JS for first render (gzip) | FCP | LCP | TBT |",
	);
	console.log("|---|---|---|---|---|---|---|---|---|");
	for (const page of pages) {
		const results = [];
		for (let i = 0; i < runs; i++) {
			const { lhr } = await lighthouse(`${base}${page}`, {
				port: chrome.port,
				output: "json",
				logLevel: "error",
				onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
			});
			const script = lhr.audits["resource-summary"].details.items.find(
				(item) => item.resourceType === "script",
			);
			results.push({
				performance: lhr.categories.performance.score * 100,
				accessibility: lhr.categories.accessibility.score * 100,
				bestPractices: lhr.categories["best-practices"].score * 100,
				seo: lhr.categories.seo.score * 100,
				scriptKb: (script?.transferSize ?? 0) / 1024,
				fcp: lhr.audits["first-contentful-paint"].numericValue,
				lcp: lhr.audits["largest-contentful-paint"].numericValue,
				tbt: lhr.audits["total-blocking-time"].numericValue,
				failed: Object.values(lhr.audits)
					.filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
					.map((a) => a.id),
			});
		}
		const m = (key) => median(results.map((r) => r[key]));
		console.log(
			`| ${page} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} | ${m("scriptKb").toFixed(1)} KB | ${(m("fcp") / 1000).toFixed(2)} s | ${(m("lcp") / 1000).toFixed(2)} s | ${m("tbt").toFixed(0)} ms |`,
		);
		const failed = [...new Set(results.flatMap((r) => r.failed))];
		if (failed.length) console.log(`|   failing audits: ${failed.join(", ")} |`);
	}
} finally {
	await chrome.kill();
	await stop();
}
