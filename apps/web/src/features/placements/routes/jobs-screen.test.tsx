import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_TIER_POLICY, describePolicy, type Offer } from "@unnati/contracts/placements";
import { beforeEach, describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeJob } from "../test-data";
import { JobsScreen } from "./jobs-screen";

const api = stubFetch();
const noOffers = () =>
	jsonResponse({ offers: [], policy: DEFAULT_TIER_POLICY, policyText: describePolicy(DEFAULT_TIER_POLICY) });

const offer: Offer = {
	id: "5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
	applicationId: "6b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e",
	driveId: "7b0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b10",
	driveTitle: "Graduate Software Engineer",
	companyName: "Kaveri Infotech Solutions",
	studentId: "s1",
	studentName: "Aarav Sharma",
	rollNo: "22CSE001",
	role: "Graduate Software Engineer",
	ctcFixedInr: 650_000,
	ctcVariableInr: 50_000,
	tierName: "Dream",
	tierRank: 1,
	joiningDate: "2026-07-15",
	respondBy: "2026-12-10T11:30:00.000Z",
	status: "pending",
	decidedAt: null,
	createdAt: "2026-11-25T05:00:00.000Z",
	letter: null,
	fromWaitlist: false,
};

describe("JobsScreen", { timeout: 20_000 }, () => {
	beforeEach(() => api.respond("GET /api/placements/offers", noOffers));

	it("links each job by its slug and greys out the ones the student cannot apply to, saying why", async () => {
		const { description: _d, resumes: _r, ...open } = makeJob();
		const {
			description: _d2,
			resumes: _r2,
			...closedToMe
		} = makeJob({
			id: "1f0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b11",
			slug: "data-engineer-trainee",
			title: "Data Engineer Trainee",
			eligible: false,
			exclusions: [{ rule: "minCgpa", message: "Needs a CGPA of 8.5 or above; yours is 8.46." }],
		});
		api.respond("GET /api/placements/jobs", () => jsonResponse({ jobs: [open, closedToMe] }));
		renderRoutes([{ path: paths.jobs, element: <JobsScreen /> }], { initialEntries: [paths.jobs] });

		const eligible = await screen.findByRole("article", { name: "Graduate Software Engineer" });
		expect(within(eligible).getByRole("link", { name: "Graduate Software Engineer" })).toHaveAttribute(
			"href",
			"/job-details-CT/7b0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b10/graduate-software-engineer",
		);
		expect(within(eligible).getByText("Eligible")).toBeInTheDocument();
		expect(within(eligible).getByText("7 LPA")).toBeInTheDocument();
		const greyed = screen.getByRole("article", { name: "Data Engineer Trainee" });
		expect(within(greyed).getByText("Not eligible")).toBeInTheDocument();
		expect(within(greyed).getByText("Needs a CGPA of 8.5 or above; yours is 8.46.")).toBeInTheDocument();
	});

	it("says so when no drive is open", async () => {
		api.respond("GET /api/placements/jobs", () => jsonResponse({ jobs: [] }));
		renderRoutes([{ path: paths.jobs, element: <JobsScreen /> }], { initialEntries: [paths.jobs] });
		expect(await screen.findByText(/No drives are open at your college/)).toBeInTheDocument();
	});

	it("shows the student's offers; accepting asks first with the policy, then lists what the policy did", async () => {
		api.respond("GET /api/placements/jobs", () => jsonResponse({ jobs: [] }));
		api.respond("GET /api/placements/offers", () =>
			jsonResponse({
				offers: [offer],
				policy: DEFAULT_TIER_POLICY,
				policyText: describePolicy(DEFAULT_TIER_POLICY),
			}),
		);
		api.respond(`POST /api/placements/offers/${offer.id}/decision`, () =>
			jsonResponse({
				offer: { ...offer, status: "accepted", decidedAt: "2026-11-25T06:00:00.000Z" },
				effects: [
					"Your application to Test Engineer was withdrawn: placed students may apply only to a higher tier.",
				],
			}),
		);
		renderRoutes([{ path: paths.jobs, element: <JobsScreen /> }], { initialEntries: [paths.jobs] });

		const offers = await screen.findByRole("region", { name: "Your offers" });
		const card = within(offers).getByRole("article", {
			name: "Kaveri Infotech Solutions: Graduate Software Engineer",
		});
		expect(within(card).getByText("7 LPA")).toBeInTheDocument();
		expect(within(card).getByText("Dream")).toBeInTheDocument();
		expect(within(card).getByText("Awaiting your answer")).toBeInTheDocument();
		await userEvent.click(within(card).getByRole("button", { name: "Accept offer" }));
		const dialog = await screen.findByRole("dialog", { name: "Accept this offer?" });
		expect(within(dialog).getByText(/A student may hold one offer accepted at a time/)).toBeInTheDocument();
		expect(api.sent(`POST /api/placements/offers/${offer.id}/decision`)).toHaveLength(0);
		await userEvent.click(within(dialog).getByRole("button", { name: "Yes, accept" }));

		const done = await within(offers).findByRole("status");
		expect(done).toHaveTextContent("You accepted the offer from Kaveri Infotech Solutions.");
		expect(done).toHaveTextContent("Your application to Test Engineer was withdrawn");
		const [sent] = api.sent(`POST /api/placements/offers/${offer.id}/decision`);
		expect(sent?.body).toEqual({ decision: "accept" });
	});

	it("links an offer's letter and says when the place came from the waitlist", async () => {
		api.respond("GET /api/placements/jobs", () => jsonResponse({ jobs: [] }));
		api.respond("GET /api/placements/offers", () =>
			jsonResponse({
				offers: [{ ...offer, fromWaitlist: true, letter: { name: "Kaveri offer.pdf", bytes: 184_320 } }],
				policy: DEFAULT_TIER_POLICY,
				policyText: describePolicy(DEFAULT_TIER_POLICY),
			}),
		);
		renderRoutes([{ path: paths.jobs, element: <JobsScreen /> }], { initialEntries: [paths.jobs] });
		const card = await screen.findByRole("article", {
			name: "Kaveri Infotech Solutions: Graduate Software Engineer",
		});
		const letter = within(card).getByRole("link", { name: /Offer letter \(Kaveri offer.pdf, 180 KB\)/ });
		expect(letter).toHaveAttribute("href", `/api/placements/offers/${offer.id}/letter`);
		expect(within(card).getByText(/You were on this drive's waitlist/)).toBeInTheDocument();
	});
});
