import { expect, test } from "@playwright/test";
import { type SignIn, sessionName, signIn, submitLogin } from "./support/auth";

/**
 * Every demo login of the README, through its own screen, except 22CSE002 (certificates.spec.ts may
 * change its password) and hod.ece, whose password auth-reset.spec.ts changes while this file runs.
 */
/** `homeHeading`: roles whose home is their working screen rather than the generic welcome. */
const demoLogins: (SignIn & {
	who: string;
	home: string;
	roleLabel: string;
	name?: string;
	homeHeading?: string;
})[] = [
	{
		who: "a student by roll number",
		screen: "/login",
		identifierLabel: "Roll number or email",
		identifier: "22CSE001",
		password: "Student@123",
		home: "/dashboard",
		roleLabel: "Student",
		homeHeading: "Welcome, Umesh",
	},
	{
		who: "a college administrator",
		screen: "/login",
		accountType: "College Administrator",
		identifierLabel: "Email",
		identifier: "college@dit.example.org",
		password: "College@123",
		home: "/collegedashboard",
		roleLabel: "College Administrator",
		name: "Anita Deshpande",
	},
	{
		who: "the second college's administrator",
		screen: "/login",
		accountType: "College Administrator",
		identifierLabel: "Email",
		identifier: "college@kce.example.org",
		password: "College@123",
		home: "/collegedashboard",
		roleLabel: "College Administrator",
		name: "Mohan Shenoy",
	},
	{
		who: "a department head",
		screen: "/login",
		accountType: "Department Head",
		identifierLabel: "Email",
		identifier: "hod.cse@dit.example.org",
		password: "Dept@1234",
		home: "/departmentdashboard",
		roleLabel: "Department Head",
		name: "Dr. Meenakshi Sundaram",
	},
	{
		who: "another department head",
		screen: "/login",
		accountType: "Department Head",
		identifierLabel: "Email",
		identifier: "hod.me@dit.example.org",
		password: "Dept@1234",
		home: "/departmentdashboard",
		roleLabel: "Department Head",
		name: "Dr. Rajesh Patil",
	},
	{
		who: "a faculty mentor by fact ID",
		screen: "/login",
		accountType: "Faculty Mentor",
		identifierLabel: "Fact ID",
		identifier: "FAC1001",
		password: "Mentor@123",
		home: "/mentordashboard",
		roleLabel: "Faculty Mentor",
	},
	{
		who: "the principal",
		screen: "/principal-login",
		identifierLabel: "Email",
		identifier: "principal@dit.example.org",
		password: "Principal@123",
		home: "/principal-dashboard",
		roleLabel: "Principal",
		name: "Dr. Ramesh Iyengar",
	},
	{
		who: "the platform admin",
		screen: "/adminlogin",
		identifierLabel: "Email",
		identifier: "admin@unnati.example.org",
		password: "Admin@1234",
		home: "/admin-dashboard",
		roleLabel: "Platform Administrator",
		name: "Unnati Platform Admin",
		homeHeading: "Platform dashboard",
	},
	{
		who: "the examination admin",
		screen: "/examination-admin",
		identifierLabel: "Email",
		identifier: "examadmin@dit.example.org",
		password: "Exam@1234",
		home: "/examination-admin/dashboard",
		roleLabel: "Examination Administrator",
		name: "Sunita Kulkarni",
		homeHeading: "Exams",
	},
	{
		who: "an instructor",
		screen: "/instructor-login",
		accountType: "Instructor",
		identifierLabel: "Email",
		identifier: "instructor@dit.example.org",
		password: "Instructor@123",
		home: "/instructordashboard",
		roleLabel: "Instructor",
		name: "Prakash Menon",
		homeHeading: "My courses",
	},
	{
		who: "an instructor admin",
		screen: "/instructor-login",
		accountType: "Instructor Admin",
		identifierLabel: "Email",
		identifier: "instructor.admin@dit.example.org",
		password: "InstructorAdmin@123",
		home: "/instructor-admin-dashboard",
		roleLabel: "Instructor Administrator",
		name: "Geetha Raman",
		homeHeading: "Courses and reviews",
	},
	{
		who: "the Connect In admin",
		screen: "/connectin-login",
		identifierLabel: "Email",
		identifier: "connectin@dit.example.org",
		password: "ConnectIn@123",
		home: "/connectin-dashboard",
		roleLabel: "Connect In Administrator",
		name: "Farah Siddiqui",
	},
	{
		who: "the question bank admin",
		screen: "/question-bank-login",
		identifierLabel: "Email",
		identifier: "questionbank@dit.example.org",
		password: "QuestionBank@123",
		home: "/question-bank",
		roleLabel: "Question Bank Administrator",
		name: "Venkatesh Murthy",
		homeHeading: "Question banks",
	},
	{
		who: "the career counselor",
		screen: "/career-counselor-login",
		identifierLabel: "Email",
		identifier: "counselor@dit.example.org",
		password: "Counselor@123",
		home: "/career-counselor-dashboard",
		roleLabel: "Career Counselor",
		name: "Shalini Bose",
		homeHeading: "Welcome, Shalini Bose",
	},
	{
		who: "the placement training officer",
		screen: "/pat-login",
		identifierLabel: "Email",
		identifier: "pat@dit.example.org",
		password: "Placement@123",
		home: "/pat-dashboard",
		roleLabel: "Placement Training (PAT)",
		name: "Harish Gowda",
		homeHeading: "Placement drives",
	},
	{
		who: "a recruiter",
		screen: "/recruiter-login",
		identifierLabel: "Email",
		identifier: "recruiter@talentbridge.example.com",
		password: "Recruiter@123",
		home: "/recruiter-dashboard",
		roleLabel: "Recruiter",
		name: "Kavitha Rao",
	},
];

for (const account of demoLogins) {
	test(`${account.who} signs in at ${account.screen} and lands on ${account.home}`, async ({ page }) => {
		await page.goto(account.screen);

		await signIn(page, account, account.home);

		await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
		if (account.homeHeading) {
			await expect(page.getByRole("heading", { level: 1, name: account.homeHeading })).toBeVisible();
			return;
		}
		const name = account.name ?? (await sessionName(page));
		await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${name}` })).toBeVisible();
		await expect(page.getByRole("main").getByText(account.roleLabel, { exact: true })).toBeVisible();
	});
}

test("a wrong password says 'Invalid username or password.' and stays on the screen", async ({ page }) => {
	await submitLogin(page, {
		screen: "/login",
		identifierLabel: "Roll number or email",
		identifier: "22CSE001",
		password: "not-the-password",
	});

	await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
	await expect(page).toHaveURL(/\/login$/);
	await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
});

test("a mentor's wrong password says 'Invalid Fact ID or password.'", async ({ page }) => {
	await submitLogin(page, {
		screen: "/login",
		accountType: "Faculty Mentor",
		identifierLabel: "Fact ID",
		identifier: "FAC1002",
		password: "not-the-password",
	});

	await expect(page.getByRole("alert").filter({ hasText: "Invalid Fact ID or password." })).toBeVisible();
});

test("a signed-out visit to a home screen asks to sign in, then returns there", async ({ page }) => {
	await page.goto("/collegedashboard");

	await page.waitForURL(
		(url) => url.pathname === "/login" && url.searchParams.get("next") === "/collegedashboard",
	);
	await expect(page.getByRole("radio", { name: "College Administrator" })).toBeChecked();
	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Email",
			identifier: "college@dit.example.org",
			password: "College@123",
		},
		"/collegedashboard",
	);
	await expect(page.getByRole("heading", { name: "Welcome, Anita Deshpande" })).toBeVisible();
});

test("signing out ends the session and guards the home screen again", async ({ page }) => {
	await page.goto("/principal-login");
	await signIn(
		page,
		{
			screen: "/principal-login",
			identifierLabel: "Email",
			identifier: "principal@dit.example.org",
			password: "Principal@123",
		},
		"/principal-dashboard",
	);

	await page.getByRole("button", { name: "Sign out" }).click();

	await page.waitForURL((url) => url.pathname === "/principal-login");
	// The cookie is gone: no session presented, so nobody is signed in (204, not an error).
	expect((await page.request.get("/api/auth/session")).status()).toBe(204);
	await page.goto("/principal-dashboard");
	await page.waitForURL((url) => url.pathname === "/principal-login");
	await expect(page.getByRole("heading", { level: 1, name: "Principal Login" })).toBeVisible();
});

test("a student's session survives a reload, and another role's home sends them to sign in", async ({
	page,
}) => {
	await page.goto("/login");
	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: "22CSE001",
			password: "Student@123",
		},
		"/dashboard",
	);

	await page.reload();
	await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

	await page.goto("/mentordashboard");
	await page.waitForURL(
		(url) => url.pathname === "/login" && url.searchParams.get("next") === "/mentordashboard",
	);
	await expect(page.getByRole("radio", { name: "Faculty Mentor" })).toBeChecked();
});
