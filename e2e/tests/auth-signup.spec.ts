import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";

test("a new student signs up, starts the free trial and signs in", async ({ page }) => {
	const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
	const student = {
		name: "Meera Krishnan",
		email: `e2e.student.${unique}@example.in`,
		phone: `9${unique.slice(-9).padStart(9, "0")}`,
		password: `Learn${unique.slice(-6)}a`,
	};

	await page.goto("/");
	await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).first().click();
	await expect(page.getByRole("heading", { name: "For students" })).toBeVisible();
	await expect(page.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contactus");
	await page.getByRole("button", { name: "Sign up as a student" }).click();

	await page.getByLabel("Full name").fill(student.name);
	await page.getByLabel("Email", { exact: true }).fill(student.email);
	await page.getByLabel("Phone number").fill(student.phone);
	await page.getByLabel("Password", { exact: true }).fill(student.password);
	await page.getByLabel("Confirm password", { exact: true }).fill(student.password);
	await page.getByRole("button", { name: "Sign Up", exact: true }).click();

	await expect(page.getByText("User registered successfully!")).toBeVisible();
	await page.waitForURL((url) => url.pathname === "/login");

	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: student.email,
			password: student.password,
		},
		"/dashboard",
	);
	// The student's home greets them by their first name.
	await expect(page.getByRole("heading", { level: 1, name: "Welcome, Meera" })).toBeVisible();
	await expect(page.getByText(/Your free trial ends in 7 days/)).toBeVisible();
});

// Signing up again with a registered address answers like a first signup, so the form cannot be used
// to find out who has an account; the address's owner is told by mail instead.
test("signing up twice with one email reveals nothing, and mails the address's owner", async ({
	page,
	request,
}) => {
	const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
	const email = `e2e.twice.${unique}@example.in`;
	const fill = async () => {
		await page.goto("/signup?role=student");
		await page.getByLabel("Full name").fill("Arjun Menon");
		await page.getByLabel("Email", { exact: true }).fill(email);
		await page.getByLabel("Phone number").fill("9812345678");
		await page.getByLabel("Password", { exact: true }).fill("Learn2025a");
		await page.getByLabel("Confirm password", { exact: true }).fill("Learn2025a");
		await page.getByRole("button", { name: "Sign Up", exact: true }).click();
	};

	await fill();
	await page.waitForURL((url) => url.pathname === "/login");
	await fill();
	await page.waitForURL((url) => url.pathname === "/login");

	await expect
		.poll(async () => {
			const mails = (await (await request.get("/api/dev/mailbox")).json()) as {
				to: string;
				subject: string;
			}[];
			return mails.filter((mail) => mail.to === email).map((mail) => mail.subject);
		})
		.toContain("Someone tried to sign up to Unnati with your address");
});
