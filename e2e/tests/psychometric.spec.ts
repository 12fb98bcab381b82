import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";

// 22ECE003 is used by no other spec: this test answers the assessment as them.
test("a student completes the psychometric assessment and sees a private report", async ({ page }) => {
	test.setTimeout(180_000);
	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: "22ECE003",
			password: "Student@123",
		},
		"/dashboard",
	);
	await page.getByRole("link", { name: "Personality profile" }).click();
	await expect(page).toHaveURL(/\/psychometric-assessment\/ipip-big-five-50$/);
	await expect(page.getByRole("radiogroup")).toHaveCount(50);

	// A missing answer is named before anything is sent.
	await page.getByRole("button", { name: "See my profile" }).click();
	await expect(page.getByRole("alert").filter({ hasText: "50 still need an answer" })).toBeVisible();

	const groups = page.getByRole("radiogroup");
	for (let i = 0; i < 50; i++)
		await groups.nth(i).getByRole("radio", { name: "Moderately accurate" }).check();
	await page.getByRole("button", { name: "See my profile" }).click();

	await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
	for (const trait of [
		"Extraversion",
		"Agreeableness",
		"Conscientiousness",
		"Emotional stability",
		"Intellect / imagination",
	])
		await expect(page.getByRole("heading", { name: trait })).toBeVisible();
	await expect(page.getByText("This is a self-report questionnaire")).toBeVisible();
	const mentor = page.getByRole("checkbox", { name: "Share with my faculty mentor" });
	await expect(mentor).not.toBeChecked();
	await mentor.check();
	await expect(mentor).toBeChecked();
});
