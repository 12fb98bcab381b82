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
	await expect(page.getByRole("alert").filter({ hasText: "Your answer is empty" })).toBeVisible();

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

test("a student books a mentor's slot and downloads its .ics; the mentor sees who booked it", async ({
	page,
	browser,
	baseURL,
}) => {
	// FAC1001 publishes a slot tomorrow morning (IST). The scorecard, filled once an interview has begun,
	// needs the clock to move: modules/interviews/routes.test.ts covers it with a test clock.
	const mentorPage = await (await browser.newContext()).newPage();
	await openSignedIn(mentorPage, "FAC1001");
	const tomorrow = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000).toISOString().slice(0, 10);
	const published = await mentorPage.request.post("/api/scheduling/slots", {
		headers: { origin: baseURL ?? "" },
		data: {
			interviewType: "behavioral",
			title: "E2E behavioral round",
			fromDate: tomorrow,
			toDate: tomorrow,
			weekdays: [new Date(`${tomorrow}T00:00:00Z`).getUTCDay()],
			startTimes: ["07:40"],
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

	// The mentor's slot lists the booking with the student's roll number and note.
	await mentorPage.goto("/mentordashboard/interview-slots");
	const mentorSlot = mentorPage.getByRole("article", { name: /^E2E behavioral round/ });
	await expect(mentorSlot.getByText(/\(22CSE003\) · "STAR answers"/)).toBeVisible();
	await expect(mentorSlot.getByText(/1 of \d+ booked/)).toBeVisible();
});
