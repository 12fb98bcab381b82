import { type APIRequestContext, expect, test } from "@playwright/test";
import { signIn } from "./support/auth";

interface Mail {
	to: string;
	subject: string;
	text: string;
	createdAt: string;
}

/** The newest mail to `to` in the development mailbox (GET /api/dev/mailbox, newest first). */
async function newestMailTo(request: APIRequestContext, to: string): Promise<Mail | undefined> {
	const response = await request.get("/api/dev/mailbox");
	expect(response.status()).toBe(200);
	const mails = (await response.json()) as Mail[];
	return mails.find((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits for a mail to `to` newer than `after` (by its createdAt), and returns it. */
async function nextMailTo(request: APIRequestContext, to: string, after?: Mail): Promise<Mail> {
	let found: Mail | undefined;
	await expect
		.poll(async () => {
			found = await newestMailTo(request, to);
			return found !== undefined && (after === undefined || found.createdAt > after.createdAt);
		})
		.toBe(true);
	if (!found) throw new Error(`no mail to ${to}`);
	return found;
}

function codeIn(mail: Mail): string {
	const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
	if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
	return code;
}

// Each run is unique, so a rerun against the same database never reuses a password.
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("a student resets their password by one-time code, through an expired countdown and a resend", async ({
	page,
	request,
}) => {
	// A long journey (two mails, a reset and a sign-in): 30 s ran out at its last step on a busy machine.
	test.setTimeout(90_000);
	// A student no other spec signs in as: a reset ends every session of the account, and 22CSE002's
	// certificate journey (certificates.spec.ts) once lost its session to this test mid-way.
	const student = { roll: "22ME005", email: "22me005@students.dit.example.org" };
	const newPassword = `Reset@${runId}`;
	const before = await newestMailTo(request, student.email);
	await page.clock.install();

	await page.goto("/login");
	await page.getByRole("link", { name: "Forgot password?" }).click();
	await page.getByLabel("Roll number", { exact: true }).fill(student.roll);
	await page.getByRole("button", { name: "Send OTP" }).click();

	// The address is shown masked; the full one is only in the mailbox.
	await expect(page.getByText("OTP sent", { exact: true })).toBeVisible();
	await expect(page.getByText("22***05@students.dit.example.org", { exact: false })).toBeVisible();
	await expect(page.getByText(student.email)).toHaveCount(0);
	// The confirmation moves on to the code by itself after 2 s (the unit tests press Continue).
	const otp = page.getByLabel("One-time code (OTP)");
	await expect(otp).toBeVisible();
	const firstMail = await nextMailTo(request, student.email, before);
	await expect(page.getByText(/^[45]:\d\d$/)).toBeVisible();
	await expect(page.getByRole("button", { name: "Verify OTP" })).toBeDisabled();

	// Five minutes and a second later, on the page's mocked clock.
	await page.clock.fastForward("05:01");
	await expect(page.getByText("OTP expired")).toBeVisible();
	const resend = page.getByRole("button", { name: "Resend OTP" });
	await resend.click();
	await expect(page.getByText("OTP resent successfully!")).toBeVisible();
	await expect(resend).toBeHidden();
	await expect(page.getByText(/^(5:00|4:5\d)$/)).toBeVisible();

	// The resend closed the first code: it no longer verifies.
	const secondMail = await nextMailTo(request, student.email, firstMail);
	await otp.fill(codeIn(firstMail));
	await page.getByRole("button", { name: "Verify OTP" }).click();
	await expect(
		page.getByRole("alert").filter({ hasText: "Invalid or expired OTP. Please try again." }),
	).toBeVisible();

	await otp.fill(`x${codeIn(secondMail)}9`);
	await expect(otp).toHaveValue(codeIn(secondMail));
	await page.getByRole("button", { name: "Verify OTP" }).click();

	await page.getByLabel("New password", { exact: true }).fill(newPassword);
	await page.getByLabel("Confirm new password", { exact: true }).fill(`${newPassword}x`);
	await page.getByRole("button", { name: "Reset Password" }).click();
	await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();
	await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
	await page.getByRole("button", { name: "Reset Password" }).click();

	await expect(page.getByText("Password reset successful")).toBeVisible();
	await page.waitForURL((url) => url.pathname === "/login");

	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: student.roll,
			password: newPassword,
		},
		"/dashboard",
	);
	await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
});

test("a department head resets their password with a mailed link", async ({ page, request }) => {
	const head = { email: "hod.ece@dit.example.org", name: "Dr. Anil Kumar" };
	const newPassword = `Link@${runId}`;
	const before = await newestMailTo(request, head.email);

	await page.goto("/forgot-password");
	await page.getByRole("button", { name: "Reset by email link instead" }).click();
	await page.getByLabel("Email address").fill(head.email);
	await page.getByRole("button", { name: "Email me a reset link" }).click();
	await expect(page.getByText(/a reset link is on its way/)).toBeVisible();

	const mail = await nextMailTo(request, head.email, before);
	const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
	if (!link) throw new Error(`no reset link in: ${mail.text}`);
	const token = new URL(link).searchParams.get("token") ?? "";
	await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);

	await page.getByLabel("New password", { exact: true }).fill(newPassword);
	await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
	await page.getByRole("button", { name: "Reset Password" }).click();
	await expect(page.getByText("Password reset successful")).toBeVisible();
	await page.waitForURL((url) => url.pathname === "/login");

	await signIn(
		page,
		{
			screen: "/login",
			accountType: "Department Head",
			identifierLabel: "Email",
			identifier: head.email,
			password: newPassword,
		},
		"/departmentdashboard",
	);
	await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${head.name}` })).toBeVisible();

	// The link works once.
	await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
	await page.getByLabel("New password", { exact: true }).fill(`${newPassword}2`);
	await page.getByLabel("Confirm new password", { exact: true }).fill(`${newPassword}2`);
	await page.getByRole("button", { name: "Reset Password" }).click();
	await expect(
		page
			.getByRole("alert")
			.filter({ hasText: "This password reset link is invalid or has expired. Please request a new one." }),
	).toBeVisible();
});

test("the reset page without a token says the link is invalid", async ({ page }) => {
	await page.goto("/reset-password");

	await expect(page.getByText("Invalid or missing reset token.")).toBeVisible();
	await expect(
		page.getByText("This password reset link is invalid or has expired. Please request a new one."),
	).toBeVisible();
});
