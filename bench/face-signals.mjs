// Face signals (issue 6): the proctored exam player with a fake camera in Debian's headless Chromium
// (no GPU: WebGL would be SwiftShader, so the detector runs TensorFlow.js's WASM backend), against
// the production build on a fresh embedded database. Face signals run for a window of N seconds,
// twice: on Chromium's test pattern (no face: only the face detector runs) and on a clip of a face
// (the face mesh runs too).
// Reported: the backend, milliseconds per analysed frame (the worker times each detection; the page
// records it as a `face-signals:detect` measure), analysed frames per second, and the exam page's
// main-thread long tasks (count, longest, total blocking time = Σ (duration − 50 ms)), both while the
// detector starts and over the window. Baseline in the same run: the same exam page in a browser
// without a camera (face signals cannot start), over an equal window. Also the JavaScript the page
// loads, gzip: the player's (the baseline browser) against the player's with the detector, and
// which scripts hold @vladmandic/human.
//
// Usage: npm run build && node bench/face-signals.mjs [--seconds=30] [--port=4511]
// (`npm run bench:faces` builds first.) Students of the fresh demo seed, none of whom has taken the
// live demo exam, sit it: 22CSE002 without a camera, 22CSE001 on the test pattern, 22CSE003 on the face.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright";
import { requireBuild, serverEntry, waitForOk } from "./lib/server.mjs";

const arg = (name, fallback) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const seconds = Number(arg("seconds", "30"));
const port = Number(arg("port", "4511"));
const DEMO_EXAM = "Demo Aptitude Test";
/** The page records one measure per analysed frame under this name (face-worker-client.ts). */
const DETECT_MEASURE = "face-signals:detect";
/** The goals of issue 6. */
const GOAL_FPS = 2;
/**
 * The player's cadence caps analysis at GOAL_FPS (use-face-signals.ts, FRAME_INTERVAL_MS) and a timer
 * fires at or after its time, so a device that keeps up measures just under it (1.97-1.99): within
 * 2 % of the cap counts as keeping up.
 */
const AT_THE_CAP = 0.98;
const LONG_TASK_LIMIT_MS = 100;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The e2e suite's flags (e2e/playwright.config.ts), plus a fake camera that needs no prompt.
const CHROMIUM_ARGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];
const FAKE_CAMERA = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

/** Runs in every document before its own scripts: keeps the main thread's long tasks. */
function observeLongTasks() {
	window.__benchLongTasks = [];
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) {
			window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
		}
	}).observe({ type: "longtask", buffered: true });
}

/** From the exams dashboard through the instructions and the rules into the player (as e2e's enterExam). */
async function startExam(page) {
	await page.goto("/exams-dashboard");
	await page
		.getByRole("article", { name: DEMO_EXAM })
		.getByRole("link", { name: "Start", exact: true })
		.click();
	await page.waitForURL(/\/exam-instructions\/[^/]+$/);
	await page.getByRole("checkbox", { name: "I have read and understood the instructions" }).check();
	await page.getByRole("button", { name: "Continue", exact: true }).click();
	await page.waitForURL(/\/exam-security\/[^/]+$/);
	await page.getByRole("checkbox", { name: "I accept these rules" }).check();
	await page.getByRole("button", { name: "Enter fullscreen and begin" }).click();
	// Headless Chromium may refuse fullscreen; the screen then offers to go on without it.
	const without = page.getByRole("button", { name: "Continue without fullscreen" });
	const palette = page.getByRole("navigation", { name: "Question palette" });
	await without.or(palette).first().waitFor({ timeout: 30_000 });
	if (await without.isVisible()) await without.click();
	await palette.waitFor({ timeout: 30_000 });
}

/** Long tasks between two page times: count, longest, total blocking time. */
function blocking(tasks, from, to) {
	const inside = tasks.filter((t) => t.start >= from && t.start < to);
	return {
		count: inside.length,
		max: Math.max(0, ...inside.map((t) => t.duration)),
		over100: inside.filter((t) => t.duration > LONG_TASK_LIMIT_MS).length,
		tbt: inside.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
	};
}

const percentile = (values, p) => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted.length
		? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
		: Number.NaN;
};
const median = (values) => {
	const s = [...values].sort((a, b) => a - b);
	if (!s.length) return Number.NaN;
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * A 2-second clip of a face for the fake camera (Chromium loops it): a 4:3 crop of a photo that ships
 * with @vladmandic/human (assets/samples.jpg, the man at the table), swaying by a few pixels as a
 * seated person does, in Y4M, the raw format Chromium's fake camera reads. Chromium's own test
 * pattern has no face, so facemesh would never run on it. Drawn by the browser; nothing is downloaded.
 */
async function makeFaceClip(file) {
	const photo = path.join(
		path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human")),
		"../assets/samples.jpg",
	);
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
	try {
		const page = await browser.newPage();
		const frames = await page.evaluate(
			async ({ src, crop, count, width, height }) => {
				const image = new Image();
				image.src = src;
				await image.decode();
				const canvas = new OffscreenCanvas(width, height);
				const context = canvas.getContext("2d", { willReadFrequently: true });
				const clip = [];
				for (let i = 0; i < count; i++) {
					const phase = (2 * Math.PI * i) / count;
					context.drawImage(
						image,
						crop.x + 3 * Math.sin(phase),
						crop.y + 2 * Math.cos(phase),
						crop.w,
						crop.h,
						0,
						0,
						width,
						height,
					);
					const { data } = context.getImageData(0, 0, width, height);
					// I420, full-range BT.601 (Y4M's C420jpeg): a luma plane, then chroma at half size.
					const yuv = new Uint8Array((width * height * 3) / 2);
					const u0 = width * height;
					const v0 = u0 + (width * height) / 4;
					for (let y = 0; y < height; y++) {
						for (let x = 0; x < width; x++) {
							const p = 4 * (y * width + x);
							const [r, g, b] = [data[p], data[p + 1], data[p + 2]];
							yuv[y * width + x] = 0.299 * r + 0.587 * g + 0.114 * b;
							if (y % 2 === 0 && x % 2 === 0) {
								const c = (y / 2) * (width / 2) + x / 2;
								yuv[u0 + c] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
								yuv[v0 + c] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
							}
						}
					}
					let binary = "";
					for (let at = 0; at < yuv.length; at += 0x8000)
						binary += String.fromCharCode(...yuv.subarray(at, at + 0x8000));
					clip.push(btoa(binary));
				}
				return clip;
			},
			{
				src: `data:image/jpeg;base64,${fs.readFileSync(photo).toString("base64")}`,
				crop: { x: 372, y: 4, w: 160, h: 120 },
				count: 30,
				width: 320,
				height: 240,
			},
		);
		const header = Buffer.from("YUV4MPEG2 W320 H240 F15:1 Ip A1:1 C420jpeg\n");
		const parts = [header];
		for (const frame of frames) parts.push(Buffer.from("FRAME\n"), Buffer.from(frame, "base64"));
		fs.writeFileSync(file, Buffer.concat(parts));
	} finally {
		await browser.close();
	}
}

/**
 * One student in one browser: signs in (through the API, so the dashboard is the first document and
 * every script it uses is fetched, none taken from an earlier page's cache), starts the exam, and
 * watches a window of `seconds`: from the moment the detector is running, or, without a camera,
 * from the moment the proctor says face signals cannot run. `camera`: false, "pattern" (Chromium's
 * test pattern) or the path of a Y4M clip.
 */
async function sit(base, { student, camera }) {
	const cameraArgs = !camera
		? []
		: camera === "pattern"
			? FAKE_CAMERA
			: [...FAKE_CAMERA, `--use-file-for-fake-video-capture=${camera}`];
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: [...CHROMIUM_ARGS, ...cameraArgs],
	});
	try {
		const context = await browser.newContext({
			baseURL: base,
			permissions: camera ? ["camera"] : [],
			viewport: { width: 1280, height: 800 },
		});
		await context.addInitScript(observeLongTasks);
		const login = await context.request.post("/api/auth/login", {
			data: { username: student, password: "Student@123", loginType: "student" },
		});
		if (!login.ok()) throw new Error(`login ${student}: ${login.status()}`);
		const page = await context.newPage();
		// Every script and model file this page (or its workers) requests, in order.
		const requested = [];
		page.on("request", (request) => {
			const url = new URL(request.url());
			if (url.origin === base && (url.pathname.endsWith(".js") || url.pathname.startsWith("/models/")))
				requested.push(url.pathname);
		});
		await startExam(page);
		const examShown = await page.evaluate(() => performance.now());
		const proctoring = page.getByRole("region", { name: "Proctoring" });
		if (camera) {
			await proctoring.getByText(/^Camera on/).waitFor({ timeout: 180_000 });
		} else {
			await proctoring.getByText("The camera is not available or was not allowed.").waitFor();
		}
		const from = await page.evaluate(() => performance.now());
		// Nothing touches the page during the window (a locator's polling would run on its main thread).
		const loadBefore = os.loadavg()[0];
		await page.waitForTimeout(seconds * 1000);
		const loadAfter = os.loadavg()[0];
		const seen = await page.evaluate(
			({ name, from }) => ({
				to: performance.now(),
				tasks: window.__benchLongTasks ?? [],
				frames: performance
					.getEntriesByName(name, "measure")
					.filter((m) => m.startTime + m.duration >= from)
					.map((m) => ({ end: m.startTime + m.duration, ms: m.duration, ...m.detail })),
				status: document.querySelector('[aria-label="Proctoring"]')?.textContent ?? "",
			}),
			{ name: DETECT_MEASURE, from },
		);
		return {
			student,
			startup: { ms: from - examShown, ...blocking(seen.tasks, examShown, from) },
			window: { ms: seen.to - from, ...blocking(seen.tasks, from, seen.to) },
			frames: seen.frames.filter((f) => f.end <= seen.to),
			status: seen.status,
			requested,
			load: [loadBefore, loadAfter],
			chromium: browser.version(),
		};
	} finally {
		await browser.close();
	}
}

/** gzip bytes (level 6, what a server's compression typically sends) and whether it holds Human. */
async function scriptFacts(base, paths) {
	const facts = new Map();
	for (const path of new Set(paths)) {
		if (!path.endsWith(".js")) continue;
		const body = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
		facts.set(path, {
			gzip: zlib.gzipSync(body, { level: 6 }).length,
			// "humangl" is the WebGL backend Human registers: in @vladmandic/human's bundle only.
			human: body.includes("humangl"),
		});
	}
	return facts;
}

/**
 * The production build on a fresh embedded database (as lib/server.mjs's startServer), with a longer
 * wait: on this shared 2-core machine the first start's migrations and demo seed take up to a minute.
 */
async function startServer(port) {
	requireBuild();
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-bench-"));
	const child = spawn(process.execPath, [serverEntry], {
		env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
		stdio: ["ignore", "ignore", "inherit"],
	});
	const stop = async () => {
		if (child.exitCode === null) {
			child.kill("SIGTERM");
			await new Promise((resolve) => child.once("exit", resolve));
		}
		fs.rmSync(dataDir, { recursive: true, force: true });
	};
	const base = `http://127.0.0.1:${port}`;
	try {
		await waitForOk(`${base}/api/health`, 240_000);
	} catch (error) {
		await stop();
		throw error;
	}
	return { base, stop };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "n/a");
const met = (ok) => (ok ? "met" : "**not met**");
const scriptsOf = (sitting) => [...new Set(sitting.requested.filter((p) => p.endsWith(".js")))];

const { base, stop } = await startServer(port);
const clip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "unnati-face-clip-")), "face.y4m");
try {
	const started = new Date();
	await makeFaceClip(clip);
	const baseline = await sit(base, { student: "22CSE002", camera: false });
	const sittings = [
		{ label: "test pattern (no face)", ...(await sit(base, { student: "22CSE001", camera: "pattern" })) },
		{ label: "a face (sample photo clip)", ...(await sit(base, { student: "22CSE003", camera: clip })) },
	];

	const facts = await scriptFacts(base, [...baseline.requested, ...sittings.flatMap((s) => s.requested)]);
	const gzipOf = (paths) => paths.reduce((sum, p) => sum + (facts.get(p)?.gzip ?? 0), 0);
	const humanIn = (paths) => paths.filter((p) => facts.get(p)?.human).join(", ") || "none";
	const playerScripts = scriptsOf(baseline);
	const detectorScripts = scriptsOf(sittings[0]);
	const added = detectorScripts.filter((p) => !playerScripts.includes(p));

	console.log(
		`Face signals — ${started.toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ` +
			`Node ${process.version}, Chromium ${baseline.chromium} headless (--disable-gpu), window ${seconds} s; ` +
			`load average (1 min) ${[baseline, ...sittings].map((s) => s.load.map((l) => l.toFixed(1)).join("→")).join(", ")}`,
	);
	console.log("");
	const header = [
		"measure",
		...sittings.map((s) => `camera: ${s.label}, ${s.student}`),
		`baseline: no camera, ${baseline.student}`,
		"goal",
	];
	console.log(`| ${header.join(" | ")} |`);
	console.log(`|${header.map(() => "---").join("|")}|`);
	const row = (measure, values, base, goal) =>
		console.log(`| ${measure} | ${values.join(" | ")} | ${base} | ${goal} |`);
	const frames = (s, pick = () => true) => s.frames.filter(pick).map((f) => f.ms);
	const spread = (values) => `${ms(median(values))} / ${ms(percentile(values, 90))} (n=${values.length})`;
	// Frames per second between the window's first and last answers.
	const fps = (s) =>
		s.frames.length < 2 ? 0 : (s.frames.length - 1) / ((s.frames.at(-1).end - s.frames[0].end) / 1000);
	row(
		"backend",
		sittings.map((s) => [...new Set(s.frames.map((f) => f.backend))].join(", ") || "n/a"),
		"—",
		"—",
	);
	row(
		"frames with one face",
		sittings.map((s) => `${s.frames.filter((f) => f.faces === 1).length} of ${s.frames.length}`),
		"—",
		"—",
	);
	row(
		"ms per analysed frame, median / p90, all",
		sittings.map((s) => spread(frames(s))),
		"—",
		"—",
	);
	row(
		"— face only",
		sittings.map((s) => spread(frames(s, (f) => !f.withObjects))),
		"—",
		"—",
	);
	row(
		"— with the phone search",
		sittings.map((s) => spread(frames(s, (f) => f.withObjects))),
		"—",
		"—",
	);
	row(
		"analysed frames per second",
		sittings.map((s) => `${fps(s).toFixed(2)}: ${met(fps(s) >= GOAL_FPS * AT_THE_CAP)}`),
		"—",
		`≥ ${GOAL_FPS}`,
	);
	for (const [label, key] of [
		["window", "window"],
		["startup (exam shown → detector running / camera refused)", "startup"],
	]) {
		const seconds = (s) => `${(s[key].ms / 1000).toFixed(1)} s`;
		row(`${label}: length`, sittings.map(seconds), seconds(baseline), "—");
		row(
			`— long tasks`,
			sittings.map((s) => s[key].count),
			baseline[key].count,
			"—",
		);
		row(
			"— longest",
			sittings.map((s) => `${ms(s[key].max)}: ${met(s[key].over100 === 0)}`),
			ms(baseline[key].max),
			`none over ${LONG_TASK_LIMIT_MS} ms`,
		);
		row(
			"— total blocking time",
			sittings.map((s) => ms(s[key].tbt)),
			ms(baseline[key].tbt),
			"—",
		);
	}
	row(
		"JavaScript loaded, gzip (scripts)",
		sittings.map((s) => `${kb(gzipOf(scriptsOf(s)))} (${scriptsOf(s).length})`),
		`${kb(gzipOf(playerScripts))} (${playerScripts.length})`,
		"the player's does not grow",
	);
	row(
		"@vladmandic/human in",
		sittings.map((s) => humanIn(scriptsOf(s))),
		humanIn(playerScripts),
		`only the worker: ${met(humanIn(playerScripts) === "none")}`,
	);
	console.log("");
	console.log(
		`Scripts the detector adds: ${added.map((p) => `${p} (${kb(facts.get(p)?.gzip ?? 0)})`).join(", ") || "none"}`,
	);
	console.log(
		`Model files fetched: ${[...new Set(sittings[0].requested.filter((p) => p.startsWith("/models/")))].join(", ") || "none"}`,
	);
	for (const s of sittings) console.log(`Proctor status at the end (${s.label}): "${s.status.trim()}"`);
} finally {
	await stop();
	fs.rmSync(path.dirname(clip), { recursive: true, force: true });
}
