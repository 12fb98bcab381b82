import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { openSignedIn } from "./support/sessions";

// 22CSE003 is used by no other spec: these tests take interviews and book slots as them. FAC1001 is
// their faculty mentor (DIT, CSE, third year) and publishes the slot here.
const STUDENT = {
	screen: "/login",
	identifierLabel: "Roll number or email",
	identifier: "22CSE003",
	password: "Student@123",
};

const STORY =
	"During my third year, our team of four had to submit the college fest website in five days. " +
	"My role was to build the registration page. I split the work into small tasks and I wrote the backend in Node. " +
	"As a result, we launched on time and 1,200 students registered in the first week.";

test("a student takes a typed behavioral interview and reads its feedback", async ({ page }) => {
	test.setTimeout(180_000);
	await signIn(page, STUDENT, "/dashboard");
	await page.getByRole("link", { name: "Mock interviews", exact: true }).click();
	await page.getByRole("link", { name: "New mock interview" }).click();
	await page.getByRole("radio", { name: /^Behavioral/ }).check();
	await page.getByLabel("Number of questions").fill("3");
	await page.getByRole("button", { name: "Start the interview" }).click();
	await expect(page).toHaveURL(/\/interview\?session=/);

	// An empty answer is refused with its message.
	await page.getByRole("button", { name: "Submit answer" }).click();
	await expect(page.getByRole("alert")).toContainText("Your answer is empty");

	await page.getByLabel("Your answer").fill(STORY);
	await page.getByRole("button", { name: "Submit answer" }).click();
	await expect(page.getByText("Question 2 of 3")).toBeVisible();
	await page.getByRole("button", { name: "Skip" }).click();
	await expect(page.getByText("Question 3 of 3")).toBeVisible();
	await page.getByLabel("Your answer").fill("Um, I think I am basically a good team player.");
	await page.getByRole("button", { name: "Submit answer" }).click();
	await page.getByRole("button", { name: "Finish and see feedback" }).first().click();

	await expect(page).toHaveURL(/\/mockinterviews\/feedback\/behavioral\//);
	await expect(page.getByRole("heading", { level: 1, name: "Feedback: Behavioral interview" })).toBeVisible();
	await expect(page.getByText("2 answered, 1 skipped")).toBeVisible();
	const first = page.getByRole("article").first();
	await expect(first.getByRole("heading", { name: "STAR: 4 of 4 parts" })).toBeVisible();
	await expect(first.getByText("How this is counted:").first()).toBeVisible();
	const third = page.getByRole("article").nth(2);
	await expect(third.getByRole("heading", { name: /^Filler words: \d/ })).toBeVisible();
	await expect(third.getByText(/End with the result/)).toBeVisible();

	// It is listed in the student's history.
	await page.getByRole("link", { name: "All my interviews" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "My interviews" })).toBeVisible();
	await expect(page.getByRole("cell", { name: /Behavioral practice/ }).first()).toBeVisible();
});

test("a student books a mentor's slot and downloads its .ics; the mentor fills the scorecard and the student reads it", async ({
	page,
	browser,
}) => {
	test.setTimeout(480_000);
	// FAC1001 publishes a slot starting three to four minutes from now (IST), so the interview can start
	// during the test: a scorecard is filled only once the interview has begun.
	const mentorPage = await (await browser.newContext()).newPage();
	await openSignedIn(mentorPage, "FAC1001");
	const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3 * 60_000);
	const ist = new Date(startsAt.getTime() + 330 * 60_000).toISOString();
	const published = await mentorPage.request.post("/api/scheduling/slots", {
		data: {
			interviewType: "behavioral",
			title: "E2E behavioral round",
			fromDate: ist.slice(0, 10),
			toDate: ist.slice(0, 10),
			weekdays: [new Date(`${ist.slice(0, 10)}T00:00:00Z`).getUTCDay()],
			startTimes: [ist.slice(11, 16)],
			lengthMinutes: 20,
			mode: "room",
			location: "Placement cell, Room 204",
		},
	});
	expect(published.status(), await published.text()).toBe(201);

	await signIn(page, STUDENT, "/dashboard");
	await page.goto("/mockinterviews/scheduled-interview");
	const slot = page.getByRole("article", { name: /E2E behavioral round/ });
	await slot.getByRole("button", { name: "Book" }).click();
	await page.getByLabel("What would you like to practise? (optional)").fill("STAR answers");
	await page.getByRole("button", { name: "Confirm booking" }).click();
	await expect(page).toHaveURL(/\/dashboard\/next-interviews$/);
	const booking = page.getByRole("article", { name: "E2E behavioral round" });
	await expect(booking).toBeVisible();

	const downloading = page.waitForEvent("download");
	await booking.getByRole("link", { name: "Add to calendar (.ics)" }).click();
	const download = await downloading;
	expect(download.suggestedFilename()).toMatch(/\.ics$/);
	const ics = readFileSync((await download.path()) as string, "utf8");
	expect(ics).toContain("BEGIN:VCALENDAR");
	expect(ics).toContain("SUMMARY:E2E behavioral round (Behavioral mock interview)");

	// Once the interview has started, the mentor's slot offers the scorecard.
	await mentorPage.goto("/mentordashboard/interview-slots");
	const scoreButton = mentorPage.getByRole("button", { name: /^Scorecard for / });
	await expect(async () => {
		await mentorPage.reload();
		await expect(scoreButton.first()).toBeVisible({ timeout: 5_000 });
	}).toPass({ timeout: 330_000, intervals: [10_000] });
	await scoreButton.first().click();
	await mentorPage.getByLabel("Impact", { exact: true }).fill("2");
	await mentorPage.getByLabel("What went well").fill("Clear situation and a calm, structured answer.");
	await mentorPage
		.getByLabel("What to improve")
		.fill("Give the result in numbers: users, time saved, marks.");
	await mentorPage.getByRole("button", { name: "Save scorecard" }).click();
	await expect(mentorPage.getByText(/Scorecard saved/)).toBeVisible();

	await page.goto("/dashboard/next-interviews");
	await page.getByRole("link", { name: "Scorecard" }).first().click();
	await expect(
		page.getByRole("heading", { level: 1, name: "Scorecard: E2E behavioral round" }),
	).toBeVisible();
	await expect(page.getByRole("row", { name: /Impact 2 \/ 5/ })).toBeVisible();
	await expect(page.getByText("Give the result in numbers: users, time saved, marks.")).toBeVisible();
});
