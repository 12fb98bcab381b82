import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openSignedIn } from "./support/sessions";

// Chromium's fake camera and microphone, granted without a prompt, for this file only.
test.use({
	launchOptions: async ({ launchOptions }, use) => {
		await use({
			...launchOptions,
			args: [
				...(launchOptions.args ?? []),
				"--use-fake-ui-for-media-stream",
				"--use-fake-device-for-media-stream",
			],
		});
	},
});

const TYPED_PHRASE = "I am Ready to Start Exam!";

/** The check runs as it would in a browser without speech recognition: the manual skip path (SPEC §4). */
async function withoutSpeechRecognition(page: Page) {
	await page.addInitScript(() => {
		for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) Reflect.deleteProperty(window, name);
	});
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

test("22CSE001 passes the system check; the pass is kept on the server with the identity photo", async ({
	page,
}) => {
	test.setTimeout(90_000);
	await withoutSpeechRecognition(page);
	await openSignedIn(page, "22CSE001");
	await page.goto("/system-check");

	await expect(page.getByRole("heading", { level: 1, name: "System check" })).toBeVisible();
	const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
	expect(results.violations).toEqual([]);

	// 1. Screen and fullscreen.
	await expect(page.getByText("Step 1 of 7")).toBeVisible();
	await expect(page.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]')).toHaveText(
		"Step 1: Screen size and fullscreen, in progress",
	);
	await expect(next(page)).toBeDisabled();
	await page.getByRole("button", { name: "Enter fullscreen" }).click();
	await expect(next(page)).toBeEnabled();
	expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
	await next(page).click();

	// 2. Network speed, measured on our own probe.
	await expect(page.getByText("Step 2 of 7")).toBeVisible();
	await expect(page.getByText(/Measured speed: [\d.]+ Mbps/)).toBeVisible();
	await next(page).click();

	// 3. Camera: the fake device's preview runs for 10 s.
	await expect(page.getByText("Step 3 of 7")).toBeVisible();
	await expect(page.getByLabel("Camera preview", { exact: true })).toBeVisible();
	await expect(page.getByText(/The preview has ended/)).toBeVisible({ timeout: 15_000 });
	await next(page).click();

	// 4. Microphone: granted, but no speech recognition here, so the manual skip.
	await expect(page.getByText("Step 4 of 7")).toBeVisible();
	await page.getByRole("button", { name: "Start voice check" }).click();
	await page.getByRole("button", { name: "Skip voice check" }).click();
	await expect(page.getByRole("status")).toHaveText("Microphone: skipped.");
	await next(page).click();

	// 5. Identity photo, uploaded for the exam's record.
	await expect(page.getByText("Step 5 of 7")).toBeVisible();
	await page.getByRole("button", { name: "Take photo" }).click();
	await expect(page.getByText("Your photo has been taken and saved for your exam record.")).toBeVisible();
	await expect(page.getByRole("img", { name: "Your identity photo" })).toBeVisible();
	await next(page).click();

	// 6. Notifications: headless Chromium denies them.
	await expect(page.getByText("Step 6 of 7")).toBeVisible();
	await expect(next(page)).toBeEnabled();
	await next(page).click();

	// 7. Typing, with the keys of SPEC §5 blocked: Tab does not leave the field.
	await expect(page.getByText("Step 7 of 7")).toBeVisible();
	const field = page.getByLabel("Your typing");
	await expect(field).toBeFocused();
	await page.keyboard.press("Tab");
	await expect(field).toBeFocused();
	await field.pressSequentially(TYPED_PHRASE);
	await expect(page.getByRole("status")).toContainText("Every check has passed.");

	const proceed = page.getByRole("button", { name: "Proceed" });
	await expect(proceed).toBeEnabled();
	await proceed.click();
	// Opened directly, the check has no page to go back to: the student's home.
	await page.waitForURL((url) => url.pathname === "/dashboard");

	const latest = await page.request.get("/api/system-check/latest");
	expect(latest.status()).toBe(200);
	const { pass } = (await latest.json()) as {
		pass: { passed: boolean; outcomes: { step: string; status: string }[]; identityPhotoId: string | null };
	};
	expect(pass.passed).toBe(true);
	expect(pass.outcomes.map((o) => `${o.step}:${o.status}`)).toEqual([
		"screen:passed",
		"network:passed",
		"camera:passed",
		"microphone:skipped",
		"identity:passed",
		"notifications:passed",
		"typing:passed",
	]);
	const photo = await page.request.get(`/api/system-check/identity-photos/${pass.identityPhotoId}`);
	expect(photo.status()).toBe(200);
	expect(photo.headers()["content-type"]).toBe("image/jpeg");
	expect((await photo.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

test("the speed probe comes from Unnati itself, uncached and uncompressed", async ({ request }) => {
	const probe = await request.get("/api/system-check/network-probe", {
		headers: { "accept-encoding": "gzip, deflate, br" },
	});
	expect(probe.status()).toBe(200);
	expect(probe.headers()["cache-control"]).toBe("no-store");
	expect(probe.headers()["content-encoding"]).toBeUndefined();
	expect((await probe.body()).length).toBe(500 * 1024);
});
