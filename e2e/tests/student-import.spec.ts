import { type APIRequestContext, expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { signIn } from "./support/auth";
import { openSignedIn } from "./support/sessions";

// Issue 18: the college administrator imports an Excel file of new first-years with two bad rows,
// reads both problems by row and column, fixes the file, imports it, and one invited student sets a
// password through the e-mailed link (the development mailbox) and signs in.

/** A roll-number batch of this run, so the spec can run again on the same database. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const HEADER = ["Roll number", "Name", "Email", "Department", "Year", "Section", "Phone"];
const students = [
	[
		`26CSE${RUN}1`,
		"Meera Pillai",
		`meera.${RUN.toLowerCase()}@students.dit.example.org`,
		"CSE",
		1,
		"A",
		"9845011111",
	],
	[`26CSE${RUN}2`, "Rohan Gupta", `rohan.${RUN.toLowerCase()}@students.dit.example.org`, "CSE", 1, "A", ""],
	[`26ECE${RUN}3`, "Sana Qureshi", `sana.${RUN.toLowerCase()}@students.dit.example.org`, "ECE", 1, "B", ""],
	[`26ME${RUN}4`, "Tejas Naik", `tejas.${RUN.toLowerCase()}@students.dit.example.org`, "ME", 1, "A", ""],
];

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
	const book = new ExcelJS.Workbook();
	const sheet = book.addWorksheet("First years");
	sheet.addRow(HEADER);
	for (const row of rows) sheet.addRow(row);
	return Buffer.from(await book.xlsx.writeBuffer());
}

async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
	let link: string | undefined;
	await expect
		.poll(async () => {
			const mails = (await (await request.get("/api/dev/mailbox")).json()) as { to: string; text: string }[];
			const mail = mails.find((m) => m.to === to);
			link = mail ? /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0] : undefined;
			return link !== undefined;
		})
		.toBe(true);
	return link as string;
}

test("the college administrator imports an XLSX with two bad rows, fixes them, and an invited student signs in", async ({
	page,
	browser,
}) => {
	test.setTimeout(240_000);
	await openSignedIn(page, "college@dit.example.org");
	await page
		.getByRole("navigation", { name: "Institution navigation" })
		.getByRole("link", { name: "Students", exact: true })
		.click();
	await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
	await page.getByRole("link", { name: "Import from a file" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "Import students" })).toBeVisible();

	// Two bad rows: a roll number with a hyphen (row 3) and a department the college does not have (row 5).
	const bad = students.map((row) => [...row]);
	(bad[1] as (string | number)[])[0] = `26-CSE-${RUN}2`;
	(bad[3] as (string | number)[])[3] = "CIVIL";
	const fileInput = page.locator("input[type=file]");
	await fileInput.setInputFiles({
		name: "first-years.xlsx",
		mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
		buffer: await workbook(bad),
	});
	await page.getByRole("button", { name: "Check the file" }).click();
	const problems = page.getByRole("table", { name: "Problems in the file" });
	await expect(problems).toBeVisible();
	await expect(problems.getByRole("row")).toHaveCount(3);
	await expect(problems.getByRole("row").nth(1)).toContainText("3Roll number");
	await expect(problems.getByRole("row").nth(2)).toContainText('5DepartmentCIVILUnknown department "CIVIL"');
	await expect(page.getByText("2 ready to import")).toBeVisible();

	// The administrator fixes the two rows and uploads the file again: every row is good now.
	await fileInput.setInputFiles({
		name: "first-years-fixed.xlsx",
		mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
		buffer: await workbook(students),
	});
	await page.getByRole("button", { name: "Check the file" }).click();
	await expect(page.getByText("Every row is good")).toBeVisible();
	await page.getByRole("button", { name: "Import 4 students and send invitations" }).click();
	await expect(page.getByText("Import finished")).toBeVisible();
	await expect(page.getByText("Created 4 students")).toBeVisible();

	// The new students are on the list.
	await page.getByRole("link", { name: "See the students" }).click();
	await page.getByLabel("Search by name, roll number or e-mail").fill(RUN);
	await expect(page.getByRole("table", { name: "Students" }).getByText("Meera Pillai")).toBeVisible();

	// Meera opens the link from her mail, chooses a password and signs in.
	const meera = students[0] as string[];
	const link = await invitationLink(page.context().request, meera[2] as string);
	const visitor = await browser.newContext();
	const student = await visitor.newPage();
	await student.goto(new URL(link).pathname + new URL(link).search);
	await student.getByLabel("New password", { exact: true }).fill("Meera@2026");
	await student.getByLabel("Confirm new password", { exact: true }).fill("Meera@2026");
	await student.getByRole("button", { name: "Reset Password" }).click();
	await student.waitForURL((url) => url.pathname === "/login");
	await signIn(
		student,
		{
			screen: "/login",
			accountType: "Student",
			identifierLabel: "Roll number or email",
			identifier: meera[0] as string,
			password: "Meera@2026",
		},
		"/dashboard",
	);
	await visitor.close();
});
