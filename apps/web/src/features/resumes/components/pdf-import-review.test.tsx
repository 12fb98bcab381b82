import { screen, waitFor, within } from "@testing-library/react";
import { emptyResume, PDF_IMPORT_MESSAGES, type PdfImport } from "@unnati/contracts/resumes";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { MyResumesScreen } from "../routes/my-resumes-screen";
import { makeDetail } from "../test-data";
import { keepSections } from "./pdf-import-review";

const api = stubFetch();
const routes = [
	{ path: "/dashboard/my-resumes", element: <MyResumesScreen /> },
	{ path: "/dashboard/jd/resume-builder", element: <p>Builder opened</p> },
];

function readResult(): PdfImport {
	const document = emptyResume();
	document.basics.name = "ANANYA K RISHNAMURTHY";
	document.basics.email = "ananya.k@college.edu.in";
	document.work = [
		{
			name: "Paytrail Fintech",
			position: "Software Engineering Intern",
			location: "Bengaluru",
			description: "",
			url: "",
			startDate: "2025-05",
			endDate: "2025-07",
			summary: "",
			highlights: ["Built REST APIs in Java with Spring Boot."],
		},
	];
	document.skills = [{ name: "Languages", level: "", keywords: ["Java", "Python"] }];
	document.meta.unnati.customSections = [
		{
			title: "Declaration",
			items: [{ title: "I hereby declare…", subtitle: "", date: "", summary: "", highlights: [] }],
		},
	];
	document.meta.unnati.sectionOrder = ["work", "skills", "custom:0", "education"];
	return {
		document,
		found: ["work", "skills", "custom:0"],
		notes: ['"DECLARATION" is not a standard heading: kept as a custom section.'],
		pages: 1,
	};
}

const pdfFile = () => new File(["%PDF-1.7 …"], "Ananya resume.pdf", { type: "application/pdf" });
const pdfInput = () =>
	document.querySelector<HTMLInputElement>('input[type="file"][accept*="pdf"]') as HTMLInputElement;

describe("importing a PDF resume", () => {
	it("shows what was read to correct, saves only what the student keeps, then opens the builder", async () => {
		api.respond("GET /api/resumes", () => jsonResponse({ resumes: [] }));
		api.respond("POST /api/resumes/import-pdf", () => jsonResponse(readResult()));
		api.respond("POST /api/resumes/import", () => jsonResponse(makeDetail({ id: "new-1" }), 201));
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/my-resumes"] });
		await screen.findByText(/No resumes yet/);
		await user.upload(pdfInput(), pdfFile());

		const dialog = await screen.findByRole("dialog", { name: "Check your imported resume" });
		expect(within(dialog).getByText(/is not a standard heading/)).toBeInTheDocument();
		const name = within(dialog).getByLabelText("Your name");
		await user.clear(name);
		await user.type(name, "Ananya Krishnamurthy");
		// The preview follows the corrections.
		expect(within(dialog).getByRole("article", { name: "Resume preview" })).toHaveTextContent(
			"Ananya Krishnamurthy",
		);
		await user.click(within(dialog).getByLabelText("Declaration (1 entry)"));
		expect(within(dialog).getByLabelText("Experience (1 entry)")).toBeChecked();
		expect(api.sent("POST /api/resumes/import")).toHaveLength(0);
		await user.click(within(dialog).getByRole("button", { name: "Save as a new resume" }));

		await waitFor(() => expect(api.sent("POST /api/resumes/import")).toHaveLength(1));
		const body = api.sent("POST /api/resumes/import")[0]?.body as {
			title: string;
			document: ReturnType<typeof emptyResume>;
		};
		expect(body.title).toBe("Ananya resume");
		expect(body.document.basics.name).toBe("Ananya Krishnamurthy");
		expect(body.document.work).toHaveLength(1);
		expect(body.document.meta.unnati.customSections).toEqual([]);
		expect(body.document.meta.unnati.sectionOrder).toEqual(["work", "skills", "education"]);
		expect(await screen.findByText("Builder opened")).toBeInTheDocument();
	}, 60_000);

	it("says why a scanned PDF cannot be imported", async () => {
		api.respond("GET /api/resumes", () => jsonResponse({ resumes: [] }));
		api.respond("POST /api/resumes/import-pdf", () =>
			jsonResponse({ code: "BAD_REQUEST", message: PDF_IMPORT_MESSAGES.noText, errors: [] }, 400),
		);
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/my-resumes"] });
		await screen.findByText(/No resumes yet/);
		await user.upload(pdfInput(), pdfFile());
		expect(await screen.findByRole("alert")).toHaveTextContent(PDF_IMPORT_MESSAGES.noText);
		expect(screen.queryByRole("dialog")).toBeNull();
	});

	it("renumbers the custom sections that are kept", () => {
		const document = emptyResume();
		document.meta.unnati.customSections = [
			{ title: "A", items: [] },
			{ title: "B", items: [] },
		];
		document.meta.unnati.sectionOrder = ["custom:0", "skills", "custom:1"];
		const kept = keepSections(document, new Set(["custom:0", "skills"]));
		expect(kept.meta.unnati.customSections.map((s) => s.title)).toEqual(["B"]);
		expect(kept.meta.unnati.sectionOrder).toEqual(["skills", "custom:0"]);
	});
});
