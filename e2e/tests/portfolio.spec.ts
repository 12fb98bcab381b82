import { type Browser, expect, test } from "@playwright/test";

// A student's public profile (SPEC §2 /public-profile/{rollNumber}): 22ME004 writes theirs and makes it
// public; a signed-out visitor reads it at the roll number's address; made private again, the same
// address says it is not public. (No other spec uses 22ME004.)

const ROLL_NO = "22ME004";

async function studentPage(browser: Browser) {
	const context = await browser.newContext();
	const login = await context.request.post("/api/auth/login", {
		data: { username: ROLL_NO, password: "Student@123", loginType: "student" },
	});
	expect(login.status(), await login.text()).toBe(200);
	return context.newPage();
}

test("a student makes a public profile; a signed-out visitor reads it; made private, it is gone", async ({
	browser,
}) => {
	test.setTimeout(120_000);
	const student = await studentPage(browser);
	// Reached from the certificates screen.
	await student.goto("/dashboard/certificates");
	await student.getByRole("link", { name: "your public profile" }).click();
	await expect(student.getByRole("heading", { level: 1, name: "Your public profile" })).toBeVisible();

	const headline = `Third-year mechanical student who codes CNC toolpaths in Python ${Date.now().toString(36)}`;
	await student.getByRole("switch", { name: "Anyone with the link can see my profile" }).check();
	await student.getByLabel("Headline").fill(headline);
	await student.getByRole("textbox", { name: "Skills" }).fill("Kotlin");
	await student.keyboard.press("Enter");
	await student.getByLabel("GitHub profile").fill("https://github.com/unnati-demo-22me004");
	await student.getByRole("button", { name: "Save profile" }).click();
	await expect(student.getByText("Saved. Your profile is public at its link.")).toBeVisible();

	const visitor = await (await browser.newContext()).newPage();
	await visitor.goto(`/public-profile/${ROLL_NO.toLowerCase()}`);
	await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
	await expect(visitor.getByText(headline)).toBeVisible();
	await expect(visitor.getByText("Kotlin", { exact: true })).toBeVisible();
	await expect(visitor.getByRole("link", { name: "GitHub" })).toHaveAttribute(
		"href",
		"https://github.com/unnati-demo-22me004",
	);
	// The demo gave 22ME004 an exam certificate: listed, with its verification page a click away.
	const verify = visitor
		.getByRole("region", { name: "Certificates" })
		.getByRole("link", { name: /^Verify: / });
	await expect(verify.first()).toBeVisible();

	await student.getByRole("switch", { name: "Anyone with the link can see my profile" }).uncheck();
	await student.getByRole("button", { name: "Save profile" }).click();
	await expect(student.getByText("Saved. Your profile is private.")).toBeVisible();
	await visitor.reload();
	await expect(visitor.getByRole("heading", { level: 1, name: "This profile is not public" })).toBeVisible();
	await expect(visitor.getByText(headline)).toHaveCount(0);
});
