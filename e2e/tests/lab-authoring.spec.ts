import { expect, test } from "@playwright/test";
import { replaceCode } from "./support/code-editor";
import { openSignedIn } from "./support/sessions";

// Lab authoring (issue 14): the demo instructor writes a one-step lab for a course they are assigned
// to (Cloud Computing Essentials, by the demo seed), checks the step's reference solution in the judge
// and sends the lab for review; the instructor admin publishes it; a student opens it. Each run makes
// its own lab (a new address), so runs do not meet.

const COURSE = "Cloud Computing Essentials";

const STARTER = `gb, rupees_per_gb = input().split()
# print the month's storage bill in rupees, with two decimals
`;

const SOLUTION = `gb, rupees_per_gb = input().split()
print(f"{float(gb) * float(rupees_per_gb):.2f}")
`;

const INSTRUCTIONS = [
	"A college stores lecture recordings in object storage billed per GB-month.",
	"",
	"Read two numbers on one line: the **GB stored** and the **price per GB in rupees**.",
	"Print the month's bill in rupees with exactly two decimals.",
	"",
	"Example: `120 1.85` prints `222.00`.",
].join("\n");

test("an instructor authors a lab, checks its reference solution and submits it; the admin publishes it; a student opens it", async ({
	browser,
}) => {
	// Three people and a judged run: longer than the default minute on a busy machine.
	test.setTimeout(180_000);
	const tag = Date.now().toString(36);
	const title = `Estimate a month's storage bill ${tag}`;
	const slug = `storage-bill-${tag}`;

	// The instructor: course → Labs → New lab → details.
	const instructor = await (await browser.newContext()).newPage();
	await openSignedIn(instructor, "instructor@dit.example.org");
	await instructor.getByRole("link", { name: COURSE }).click();
	await expect(instructor.getByRole("heading", { name: COURSE, level: 1 })).toBeVisible();
	await instructor.getByRole("link", { name: "New lab" }).click();
	await expect(instructor.getByRole("heading", { name: "New lab", level: 1 })).toBeVisible();
	await instructor.getByLabel("Lab title").fill(title);
	await instructor.getByLabel("Address (lab id)").fill(slug);
	await instructor
		.getByLabel("One-line summary")
		.fill("Work out what a month of cloud object storage costs, to the paisa.");
	await instructor
		.getByLabel("Objectives (one a line)")
		.fill("Read numbers from one line of input\nFormat money with two decimals");
	await instructor.getByLabel("Prerequisites (one a line)").fill("Python input() and print()");
	await instructor.getByRole("button", { name: "Create lab" }).click();
	await expect(instructor.getByRole("heading", { name: title, level: 1 })).toBeVisible();

	// One step: instructions, starter, reference solution, an example and a hidden test.
	await instructor.getByLabel("Step title").fill("Bill for one month");
	await instructor.getByLabel("Instructions (Markdown)").fill(INSTRUCTIONS);
	await expect(instructor.getByTestId("lab-step-preview").locator("strong").first()).toHaveText("GB stored");
	await replaceCode(instructor, "Starter program (students start from it)", STARTER);
	await replaceCode(instructor, "Reference solution (never shown to students)", SOLUTION);
	await instructor.getByLabel("Input of test 1").fill("120 1.85\n");
	await instructor.getByLabel("Expected output of test 1").fill("222.00\n");
	await instructor.getByRole("button", { name: "Add a test" }).click();
	await instructor.getByLabel("Input of test 2").fill("2048 2.1\n");
	await instructor.getByLabel("Expected output of test 2").fill("4300.80\n");
	await expect(instructor.getByRole("checkbox", { name: "Test 2 is hidden" })).toBeChecked();
	await instructor.getByRole("button", { name: "Add step" }).click();
	await expect(
		instructor.getByRole("heading", { name: "Step 1: Bill for one month", level: 3 }),
	).toBeVisible();

	// The reference solution passes both tests in the judge; then the lab can go to review.
	await instructor.getByRole("button", { name: "Check reference solution" }).click();
	await expect(instructor.getByText("The reference solution passes every test")).toBeVisible({
		timeout: 30_000,
	});
	await instructor.getByRole("button", { name: "Submit for review" }).click();
	await expect(instructor.getByRole("alert", { name: "Waiting for review" })).toBeVisible();

	// The instructor admin publishes it.
	const admin = await (await browser.newContext()).newPage();
	await openSignedIn(admin, "instructor.admin@dit.example.org");
	await admin.getByRole("link", { name: `Review lab ${title}` }).click();
	await expect(admin.getByRole("heading", { name: title, level: 1 })).toBeVisible();
	await expect(admin.getByRole("table", { name: "Tests of step 1" })).toContainText("4300.80");
	await admin.getByRole("button", { name: "Approve and publish" }).click();
	await expect(admin.getByText(/is published\./)).toBeVisible();

	// A student opens the published lab: the instructions and starter, never the hidden test or solution.
	const student = await (await browser.newContext()).newPage();
	await openSignedIn(student, "22CSE005");
	await student.goto(`/lab-details/${slug}`);
	await expect(student.getByRole("heading", { name: title, level: 1 })).toBeVisible();
	await student.getByRole("link", { name: "Start the lab" }).click();
	await expect(student.getByRole("heading", { name: "Step 1: Bill for one month" })).toBeVisible();
	await expect(student.getByText("GB stored")).toBeVisible();
	await expect(student.getByRole("textbox", { name: "Your code", exact: true })).toContainText(
		"print the month's storage bill",
	);
	await expect(student.locator("body")).not.toContainText("4300.80");
});
