import { expect, type Page, test } from "@playwright/test";
import { DEMO_EXAM, enterExam, expectQuestion, returnToFullscreen } from "./support/exams";
import { openSignedIn } from "./support/sessions";

// Only this file uses these students: 22CSE007 reaches the maximum of violations and is submitted,
// 22CSE010 opens the demo exam with a (fake) camera to load the face-signal models.
const STUDENT = "22CSE007";
const CAMERA_STUDENT = "22CSE010";
const MAX = 5;

const badge = (page: Page, count: number) => page.getByText(`Violations ${count} of ${MAX}`, { exact: true });
const fullscreenPrompt = (page: Page) => page.getByRole("dialog", { name: "Return to fullscreen" });

/**
 * The page loses and regains the student's attention for `ms` of the page's clock (installed by the
 * test, so the absence takes no real time). Headless Chromium never hides a page or takes its focus,
 * so the browser's own events are dispatched as a tab switch or a click on another window would fire
 * them.
 */
async function leaveFor(page: Page, ms: number, how: "tab" | "window") {
	await page.evaluate((hidden) => {
		window.dispatchEvent(new Event("blur"));
		if (hidden) {
			Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
			document.dispatchEvent(new Event("visibilitychange"));
		}
	}, how === "tab");
	await page.clock.runFor(ms);
	await page.evaluate(() => {
		Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
		document.dispatchEvent(new Event("visibilitychange"));
		window.dispatchEvent(new Event("focus"));
	});
}

test("a student is warned at each violation and submitted at the maximum; the examination admin dismisses a flag", async ({
	page,
	browser,
}) => {
	test.setTimeout(150_000);
	// The proctor's away times and its timers run on Playwright's clock (see leaveFor).
	await page.clock.install();
	await openSignedIn(page, STUDENT);
	const examId = await enterExam(page, DEMO_EXAM);
	await expect(page).toHaveURL(`/proctored-exam/${examId}`);
	if (await fullscreenPrompt(page).isVisible()) await returnToFullscreen(page);
	await expectQuestion(page, 1);
	await expect(badge(page, 0)).toBeVisible();
	// No camera in this browser: face signals say so, and the exam goes on.
	await expect(page.getByRole("region", { name: "Proctoring" })).toContainText(
		"The camera is not available or was not allowed.",
	);

	// 1. A tab switch, with its away time.
	await leaveFor(page, 1500, "tab");
	await expect(
		page.getByText(/Switched to another tab or window\. Recorded as violation 1 of 5/),
	).toBeVisible();
	await expect(badge(page, 1)).toBeVisible();

	// 2. Leaving fullscreen blocks the exam until the student returns.
	await page.evaluate(() => document.exitFullscreen());
	await expect(fullscreenPrompt(page)).toContainText("You left fullscreen. This is recorded as a violation.");
	await expect(badge(page, 2)).toBeVisible();
	await returnToFullscreen(page);

	// 3. Another window takes the focus for a while (the page stays visible).
	await leaveFor(page, 1500, "window");
	await expect(page.getByText(/Left the exam window\. Recorded as violation 3 of 5/)).toBeVisible();

	// 4. Copying a question is blocked.
	await page.getByText("A train 240 m long passes a signal post", { exact: false }).click({ clickCount: 3 });
	await page.keyboard.press("Control+C");
	await expect(page.getByText(/Tried to copy\. Recorded as violation 4 of 5/)).toBeVisible();
	await expect(badge(page, 4)).toBeVisible();

	// 5. The context menu: the fifth violation submits the exam with its violation summary.
	const submitted = page.waitForRequest(
		(r) => r.method() === "POST" && r.url().endsWith(`/students/exam/${examId}/submit`),
	);
	await page.getByRole("heading", { level: 2, name: "Question 1 of 12" }).click({ button: "right" });
	await expect(
		page.getByText(/Opened the context menu\. That is 5 of 5: your exam is being submitted/),
	).toBeVisible();
	const body = (await submitted).postDataJSON() as {
		autoSubmitted: boolean;
		violationSummary: {
			violationCount: number;
			maxViolationsReached: boolean;
			submissionReason: string;
			violations: { violation: string; awayDuration?: number }[];
			proctoringSummary: Record<string, number>;
		};
	};
	expect(body.autoSubmitted).toBe(true);
	expect(body.violationSummary).toMatchObject({
		violationCount: 5,
		maxViolationsReached: true,
		submissionReason: "max_violations",
		proctoringSummary: { totalViolations: 5, focusViolations: 2, fullscreenViolations: 1 },
	});
	expect(body.violationSummary.proctoringSummary.totalAwayTime).toBeGreaterThanOrEqual(2500);
	expect(body.violationSummary.violations[0]).toMatchObject({
		violation: "Switched to another tab or window",
	});

	await page.waitForURL(/\/exam-results\/[^/]+$/);
	await expect(page.getByText(/automatically, at the maximum number of proctoring violations/)).toBeVisible();
	const attemptId = new URL(page.url()).pathname.split("/").pop() ?? "";
	const result = await (await page.request.get(`/api/exam-results/${attemptId}`)).json();
	expect(result).toMatchObject({ auto_submitted: true, submission_reason: "max_violations" });

	// The examination admin reviews the attempt's flags and dismisses one.
	const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
	try {
		const admin = await adminContext.newPage();
		await openSignedIn(admin, "examadmin@dit.example.org");
		await admin.getByRole("link", { name: "Proctoring" }).click();
		await admin.getByRole("link", { name: `Review ${DEMO_EXAM}` }).click();
		await expect(admin.getByRole("heading", { level: 2, name: "How credibility is computed" })).toBeVisible();
		await expect(
			admin.getByText(/High: 2 points or fewer\. Medium: 3 to 5 points\. Low: 6 points or more\./),
		).toBeVisible();
		const row = admin.getByRole("row").filter({ hasText: STUDENT });
		await expect(row).toContainText("Submitted (at the maximum of violations)");
		await expect(row).toContainText("5 of 5");
		await expect(row.getByLabel("Credibility Medium")).toBeVisible();
		await row.getByRole("button", { name: /^Review flags of / }).click();

		const flags = admin.getByRole("article");
		await expect(flags).toHaveCount(5);
		await expect(flags.nth(0)).toContainText("Switched to another tab or window");
		await expect(flags.nth(1)).toContainText("Left fullscreen");
		const blur = admin.getByRole("article", { name: /^Left the exam window/ });
		await blur.getByRole("button", { name: "Dismiss" }).click();
		await expect(blur.getByText("Dismissed by Sunita Kulkarni", { exact: false })).toBeVisible();
		await expect(admin.getByText("0 confirmed, 1 dismissed, 4 not reviewed: 4 points.")).toBeVisible();

		// The live view lists the student as submitted.
		await admin.getByRole("tab", { name: "Live" }).click();
		const live = admin.getByRole("table", { name: "Students in the exam" });
		await expect(live.getByRole("row").filter({ hasText: STUDENT })).toContainText("Submitted", {
			timeout: 15_000,
		});
	} finally {
		await adminContext.close();
	}
});

test("face signals load their models and WebAssembly from Unnati's own origin, only once the exam has started", async ({
	playwright,
	baseURL,
}) => {
	test.setTimeout(90_000);
	const origin = new URL(baseURL ?? "").origin;
	// A browser with a fake camera, so the proctor loads its face detector once the exam has started.
	const browser = await playwright.chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
		args: [
			"--no-sandbox",
			"--disable-gpu",
			"--disable-quic",
			"--no-first-run",
			"--disable-background-networking",
			"--use-fake-device-for-media-stream",
			"--use-fake-ui-for-media-stream",
		],
	});
	try {
		const context = await browser.newContext({ baseURL: origin, permissions: ["camera"] });
		const page = await context.newPage();
		const requests: string[] = [];
		page.on("request", (request) => requests.push(request.url()));
		await openSignedIn(page, CAMERA_STUDENT);
		expect(requests.some((url) => url.includes("/models/human/"))).toBe(false);

		const weights = page.waitForResponse((r) => r.url().endsWith("/models/human/blazeface.bin"), {
			timeout: 60_000,
		});
		await enterExam(page, DEMO_EXAM);
		expect((await weights).status()).toBe(200);
		await expect(page.getByRole("region", { name: "Proctoring" })).toContainText("Camera on", {
			timeout: 60_000,
		});

		// The detector runs in its own worker, and frames are analysed there (one measure per frame).
		expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual(
			expect.arrayContaining([expect.stringMatching(/^\/assets\/face-worker-[\w-]+\.js$/)]),
		);
		await expect
			.poll(() => page.evaluate(() => performance.getEntriesByName("face-signals:detect").length), {
				timeout: 60_000,
			})
			.toBeGreaterThan(0);

		const loaded = requests.filter((url) => url.includes("/models/human/")).map((url) => new URL(url));
		expect(loaded.map((url) => url.pathname)).toEqual(
			expect.arrayContaining([
				"/models/human/blazeface.json",
				"/models/human/facemesh.json",
				"/models/human/centernet.json",
			]),
		);
		expect(loaded.every((url) => url.origin === origin)).toBe(true);
		// Without a GPU, WebGL is SwiftShader (slower than WebAssembly), so the detector runs on
		// TensorFlow.js's WASM backend, its SIMD binary fetched from our origin too.
		const backends = await page.evaluate(() =>
			performance
				.getEntriesByName("face-signals:detect")
				.map((entry) => (entry as PerformanceMeasure).detail?.backend as string),
		);
		expect(new Set(backends)).toEqual(new Set(["wasm"]));
		expect(requests.filter((url) => url.endsWith(".wasm"))).toEqual([
			`${origin}/models/tfjs-wasm/tfjs-backend-wasm-simd.wasm`,
		]);
		// Nothing is fetched from anywhere else: no CDN for the library, its models or its wasm.
		expect(requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);

		const manifest = await page.request.get("/models/human/blazeface.json");
		expect(manifest.headers()["content-type"]).toContain("application/json");
		expect(JSON.stringify(await manifest.json())).toContain("weightsManifest");
		// WebAssembly.instantiateStreaming accepts no other type.
		const wasm = await page.request.get("/models/tfjs-wasm/tfjs-backend-wasm-simd.wasm");
		expect(wasm.headers()["content-type"]).toBe("application/wasm");
	} finally {
		await browser.close();
	}
});
