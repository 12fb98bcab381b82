import { type Browser, expect, test } from "@playwright/test";

// A faculty mentor's profile (issue 18: /mentor-settings, /mentor/profile/{id}) and mentoring hours
// booked from it. FAC1009 mentors DIT's third-year mechanical students; 22ME006 is one of them. No
// other spec uses either account.

const MENTOR = "FAC1009";
const STUDENT = "22ME006";

async function signedIn(browser: Browser, login: { url: string; data: Record<string, string> }) {
	const context = await browser.newContext();
	const res = await context.request.post(login.url, { data: login.data });
	expect(res.status(), await res.text()).toBe(200);
	return context.newPage();
}

test("a mentor writes their profile; their mentee books a mentoring hour from it; a visitor reads it", async ({
	browser,
	baseURL,
}) => {
	test.setTimeout(150_000);
	const mentor = await signedIn(browser, {
		url: "/api/mentors/login",
		data: { factId: MENTOR, password: "Mentor@123" },
	});
	await mentor.goto("/mentordashboard");
	await mentor.getByRole("link", { name: "Profile and office hours" }).first().click();
	await expect(mentor.getByRole("heading", { level: 1, name: "Profile and office hours" })).toBeVisible();
	const subject = `Refrigeration cycles ${Date.now().toString(36)}`;
	await mentor.getByRole("textbox", { name: "Subjects you help with" }).fill(subject);
	await mentor.keyboard.press("Enter");
	await mentor.getByRole("button", { name: "Save profile" }).click();
	await expect(mentor.getByText("Your profile is saved.")).toBeVisible();

	// A mentoring hour the day after tomorrow (IST), early, where no demo slot is.
	const day = new Date(Date.now() + 330 * 60_000 + 2 * 86_400_000).toISOString().slice(0, 10);
	const published = await mentor.request.post("/api/scheduling/slots", {
		headers: { origin: baseURL ?? "" },
		data: {
			purpose: "mentor_appointment",
			interviewType: null,
			title: "Mentoring hour",
			fromDate: day,
			toDate: day,
			weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
			startTimes: ["07:30"],
			lengthMinutes: 20,
			mode: "room",
			location: "Staff room, Mechanical block",
		},
	});
	expect(published.status(), await published.text()).toBe(201);

	// The mentee finds their mentor on their home and books the hour with a note.
	const student = await signedIn(browser, {
		url: "/api/auth/login",
		data: { username: STUDENT, password: "Student@123", loginType: "student" },
	});
	await student.goto("/dashboard");
	const card = student.getByRole("region", { name: "Your mentor" });
	await card.getByRole("link", { name: "Book a mentoring hour" }).click();
	await expect(student).toHaveURL(/\/mentor\/profile\/[0-9a-f-]{36}$/);
	await expect(student.getByRole("list", { name: "Helps with" })).toContainText(subject);
	await student
		.getByLabel("What would you like to talk about? (optional)")
		.fill("Choosing a final-year project");
	await student.getByRole("button", { name: /^Book the mentoring hour on .*7:30/i }).click();
	await expect(student.getByText("Booked by you")).toBeVisible();

	// The mentor sees who booked, with the note, among their sessions, and opens the mentee from there.
	await mentor.getByRole("link", { name: "My sessions" }).first().click();
	const booked = mentor.getByRole("region", { name: "Booked mentoring hours" });
	const hour = booked.getByRole("listitem").filter({ hasText: "Choosing a final-year project" });
	await expect(hour).toContainText(STUDENT);
	await hour.getByRole("link", { name: /^Open .*'s page$/ }).click();
	await expect(mentor).toHaveURL(/\/mentordashboard\/mentees\/[0-9a-f-]{36}$/);

	// Anyone reads the profile; booking asks them to sign in.
	const visitor = await (await browser.newContext()).newPage();
	await visitor.goto(new URL(student.url()).pathname);
	await expect(visitor.getByRole("list", { name: "Helps with" })).toContainText(subject);
	await expect(visitor.getByRole("link", { name: "Sign in as a student" })).toBeVisible();
});
