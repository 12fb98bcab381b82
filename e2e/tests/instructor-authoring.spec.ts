import { expect, test } from "@playwright/test";
import { openSignedIn } from "./support/sessions";

// Authoring (issue 13): the demo instructor drafts a lesson with an image and a code block in a
// course they are assigned to (Cloud Computing Essentials, by the demo seed), sends it for review, the
// instructor admin approves and publishes it, and a student then reads it. The DSA course is not used:
// the demo seed leaves an edit of it waiting for review.

const COURSE = {
	title: "Cloud Computing Essentials",
	slug: "cloud-computing-essentials",
	path: "cloud-computing",
};

// A 1×1 PNG: the upload is checked by its bytes on the server.
const PNG = Buffer.from(
	"89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d5d60000000049454e44ae426082",
	"hex",
);

test("an instructor drafts a lesson with an image and code, the instructor admin publishes it, a student reads it", async ({
	browser,
}) => {
	// Three people, a lesson and a quiz: longer than the default minute on a busy machine.
	test.setTimeout(180_000);
	const tag = Date.now().toString(36);
	const title = `Choosing a cloud region for Indian users ${tag}`;

	// The instructor: course → new lesson → Markdown with a code block and an uploaded image.
	const instructor = await (await browser.newContext()).newPage();
	await openSignedIn(instructor, "instructor@dit.example.org");
	await expect(instructor.getByRole("heading", { name: "My courses", level: 1 })).toBeVisible();
	await instructor.getByRole("link", { name: COURSE.title }).click();
	await expect(instructor.getByRole("heading", { name: COURSE.title, level: 1 })).toBeVisible();
	await instructor.getByLabel("New lesson title").first().fill(title);
	await instructor.getByRole("button", { name: "Add lesson" }).first().click();

	const markdown = instructor.getByLabel("Lesson text (Markdown)");
	await expect(markdown).toBeVisible();
	await markdown.fill(
		[
			"## Latency decides the region",
			"",
			"Users in Pune reach ap-south-1 (Mumbai) in a few milliseconds; a region in Europe adds well over 100 ms to every round trip.",
			"",
			"```bash",
			"ping -c 4 ec2.ap-south-1.amazonaws.com",
			"```",
		].join("\n"),
	);
	await instructor
		.locator('input[type="file"]')
		.setInputFiles({ name: "regions.png", mimeType: "image/png", buffer: PNG });
	await expect(markdown).toHaveValue(/!\[Describe the image\]\(images\/[a-f0-9]{16}\.png\)/);
	const preview = instructor.getByTestId("lesson-preview");
	await expect(preview.locator("pre code")).toContainText("ping -c 4");
	await expect(preview.locator("img")).toHaveAttribute(
		"src",
		/\/api\/learning\/courses\/cloud-computing-essentials\/images\//,
	);
	await instructor.getByLabel("Free preview (visitors may read it)").check();
	await instructor.getByRole("button", { name: "Save draft" }).click();
	await expect(instructor.getByText("Draft saved.")).toBeVisible();
	await instructor.getByRole("link", { name: "Back to the course to submit it for review" }).click();

	// The first module's practice quiz: a new question written here, with its explanation, moved first.
	const question = `Which AWS region is closest to students in Pune? ${tag}`;
	await instructor.getByRole("link", { name: "Edit the practice quiz" }).first().click();
	await instructor.getByRole("button", { name: "Write a new question" }).click();
	const last = await instructor.getByRole("button", { name: /^Remove question \d+$/ }).count();
	await instructor.getByLabel(`Question ${last}`, { exact: true }).fill(question);
	await instructor.getByLabel(`Option A of question ${last}`, { exact: true }).fill("ap-south-1 (Mumbai)");
	await instructor.getByLabel(`Option B of question ${last}`, { exact: true }).fill("eu-west-1 (Ireland)");
	await instructor.getByRole("button", { name: "Save draft" }).click();
	await expect(instructor.getByText(`Mark the correct option of question ${last}.`)).toBeVisible();
	await instructor.getByRole("radio", { name: `Option A of question ${last} is correct` }).check();
	await instructor
		.getByLabel(`Explanation of question ${last}`, { exact: true })
		.fill("Mumbai is a few hundred kilometres from Pune; Ireland is over 7,000 km away.");
	for (let n = last; n > 1; n--)
		await instructor.getByRole("button", { name: `Move question ${n} up` }).click();
	await instructor.getByRole("button", { name: "Save draft" }).click();
	await expect(
		instructor.getByText("Draft saved. Submit the course for review to publish it."),
	).toBeVisible();
	await expect(instructor.getByLabel("Question 1", { exact: true })).toHaveValue(question);
	await instructor.getByRole("link", { name: "← Back to the course" }).click();

	await instructor.getByRole("button", { name: "Submit for review" }).click();
	await expect(instructor.getByRole("alert", { name: "Waiting for review" })).toBeVisible();

	// The instructor admin approves it.
	const admin = await (await browser.newContext()).newPage();
	await openSignedIn(admin, "instructor.admin@dit.example.org");
	await admin.getByRole("link", { name: `Review ${COURSE.title}` }).click();
	await expect(admin.getByRole("article", { name: title })).toContainText("ping -c 4");
	await expect(admin.getByRole("region", { name: /Changed quizzes/ })).toContainText(question);
	await admin.getByRole("button", { name: "Approve and publish" }).click();
	await expect(admin.getByText(/is published\./)).toBeVisible();

	// A student reads the published lesson, image and code included.
	const student = await (await browser.newContext()).newPage();
	await openSignedIn(student, "22CSE005");
	await student.goto(`/learning-path/${COURSE.path}/course/${COURSE.slug}`);
	await student.getByRole("link", { name: title }).click();
	await expect(student.getByRole("heading", { name: "Latency decides the region" })).toBeVisible();
	await expect(student.locator("pre code")).toContainText("ping -c 4");
	const image = student.locator('img[src*="/images/"]');
	await expect(image).toBeVisible();
	expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
