import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeDetail } from "../test-data";
import { ResumeBuilderScreen } from "./resume-builder-screen";

const api = stubFetch();
const routes = [{ path: "/dashboard/jd/resume-builder", element: <ResumeBuilderScreen /> }];

describe("ResumeBuilderScreen", () => {
	it("autosaves an edit as the next version and shows it in the preview", async () => {
		api.respond("GET /api/resumes/resume-1", () => jsonResponse(makeDetail()));
		api.respond("GET /api/resumes/resume-1/comments", () => jsonResponse({ comments: [] }));
		api.respond("PUT /api/resumes/resume-1/document", () =>
			jsonResponse({ version: 4, updatedAt: "2026-11-24T07:00:00.000Z" }),
		);
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/jd/resume-builder?id=resume-1"] });
		const headline = await screen.findByLabelText("Headline");
		// One change event (a paste) rather than a keystroke each: the whole form re-renders per change.
		await user.click(headline);
		await user.paste("Backend developer");

		await waitFor(() => expect(api.sent("PUT /api/resumes/resume-1/document")).toHaveLength(1), {
			timeout: 10_000,
		});
		const body = api.sent("PUT /api/resumes/resume-1/document")[0]?.body as {
			baseVersion: number;
			document: { basics: { label: string } };
		};
		expect(body.baseVersion).toBe(3);
		expect(body.document.basics.label).toBe("Backend developer");
		expect(await screen.findByText("Saved · version 4")).toBeInTheDocument();
		// A narrow screen (the test's) shows the form or the preview, toggled.
		await user.click(screen.getByText("Preview"));
		expect(await screen.findByRole("article", { name: "Resume preview" })).toHaveTextContent(
			"Backend developer",
		);
	}, 60_000);

	it("does not send a document with a field it cannot save, and says how many to fix", async () => {
		api.respond("GET /api/resumes/resume-1", () => jsonResponse(makeDetail()));
		api.respond("GET /api/resumes/resume-1/comments", () => jsonResponse({ comments: [] }));
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/jd/resume-builder?id=resume-1"] });
		await user.type(await screen.findByLabelText("Email"), "@@");
		expect(await screen.findByText(/Not saved: fix 1 highlighted field/)).toBeInTheDocument();
		expect(screen.getByText("Enter an email address like name@college.edu.in.")).toBeInTheDocument();
		expect(api.sent("PUT /api/resumes/resume-1/document")).toHaveLength(0);
	}, 60_000);

	it("tells the student when another tab saved first (409) and offers the newest version", async () => {
		api.respond("GET /api/resumes/resume-1", () => jsonResponse(makeDetail()));
		api.respond("GET /api/resumes/resume-1/comments", () => jsonResponse({ comments: [] }));
		api.respond("PUT /api/resumes/resume-1/document", () =>
			jsonResponse(
				{ code: "CONFLICT", message: "This resume was changed in another tab or on another device." },
				409,
			),
		);
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/jd/resume-builder?id=resume-1"] });
		await user.type(await screen.findByLabelText("Headline"), "x");
		expect(
			await screen.findByText(/changed in another tab/, undefined, { timeout: 10_000 }),
		).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Reload the newest version" })).toBeInTheDocument();
	}, 60_000);
});
