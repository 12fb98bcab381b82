import { screen, within } from "@testing-library/react";
import type { Certificate } from "@unnati/contracts/certificates";
import type { StudentHome } from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { CertificatesCard } from "./certificates-card";
import { MentorCard } from "./mentor-card";
import { PracticeCard } from "./practice-card";

const api = stubFetch();

const certificate = (id: string, title: string, overrides: Partial<Certificate> = {}): Certificate => ({
	id,
	kind: "course",
	subject: { slug: "dsa-foundations", title },
	recipientName: "Ananya Iyer",
	collegeName: "Demo Institute of Technology",
	hours: 12,
	issuedAt: "2026-11-24T06:00:00.000Z",
	issuer: { name: "Unnati", college: "Demo Institute of Technology" },
	status: "valid",
	revocation: null,
	verifyUrl: `http://localhost/certificates/${id}`,
	pdfUrl: `http://localhost/api/certificates/${id}/pdf`,
	badgeUrl: `http://localhost/api/certificates/${id}/badge`,
	...overrides,
});

const VALID_ID = "k3Jq9xVb2LmN8pQr5sTu7w";

describe("CertificatesCard", () => {
	it("shows a loading state, then the latest certificates with PDF, share link, badge and the full list", async () => {
		const answer = deferred<Response>();
		api.respond("GET /api/me/certificates", () => answer.promise);
		renderScreen(<CertificatesCard />, "/dashboard");
		expect(await screen.findByRole("status", { name: "Loading your certificates" })).toBeInTheDocument();

		answer.resolve(
			jsonResponse({
				certificates: [
					certificate(VALID_ID, "DSA Foundations"),
					certificate("aaaaaaaaaaaaaaaaaaaaaa", "Aptitude Practice Test 1", { kind: "exam", hours: 0.5 }),
					certificate("bbbbbbbbbbbbbbbbbbbbbb", "Web Foundations", {
						status: "revoked",
						revocation: { reason: "Copied", revokedAt: "2026-11-24T07:00:00.000Z", revokedBy: "Admin" },
					}),
					certificate("cccccccccccccccccccccc", "Cloud Basics"),
				],
			}),
		);
		const card = await screen.findByRole("region", { name: "My certificates" });
		expect(await within(card).findByRole("link", { name: "DSA Foundations" })).toHaveAttribute(
			"href",
			`/certificates/${VALID_ID}`,
		);
		expect(within(card).getByRole("link", { name: "Download the PDF of DSA Foundations" })).toHaveAttribute(
			"href",
			`/api/certificates/${VALID_ID}/pdf`,
		);
		expect(
			within(card).getByRole("link", { name: "Download the Open Badge of DSA Foundations" }),
		).toHaveAttribute("href", `/api/certificates/${VALID_ID}/badge`);
		expect(
			within(card).getByRole("button", { name: "Copy link: the share link of DSA Foundations" }),
		).toBeInTheDocument();
		expect(within(card).getByText("Exam certificate · 24 Nov 2026")).toBeInTheDocument();
		// A revoked one says so and offers nothing to share.
		expect(within(card).getByText("Revoked")).toBeInTheDocument();
		expect(within(card).queryByRole("link", { name: /PDF of Web Foundations/ })).not.toBeInTheDocument();
		// Three at most; the rest are on the full list.
		expect(within(card).queryByText("Cloud Basics")).not.toBeInTheDocument();
		expect(within(card).getByRole("link", { name: "All my certificates (4)" })).toHaveAttribute(
			"href",
			"/dashboard/certificates",
		);
	});

	it("points a student without certificates to learning", async () => {
		api.respond("GET /api/me/certificates", () => jsonResponse({ certificates: [] }));
		renderScreen(<CertificatesCard />, "/dashboard");
		expect(await screen.findByText(/No certificates yet/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Go to my learning" })).toHaveAttribute(
			"href",
			"/dashboard/learning-path",
		);
	});

	it("fails alone with a retry when the certificates cannot be loaded", async () => {
		api.respond("GET /api/me/certificates", () =>
			jsonResponse({ code: "INTERNAL", message: "Something went wrong." }, 500),
		);
		renderScreen(<CertificatesCard />, "/dashboard");
		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("Your certificates could not be loaded");
		expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
	});
});

const practice = (overrides: Partial<StudentHome["practice"]> = {}): StudentHome["practice"] => ({
	solved: 3,
	total: 60,
	byDifficulty: {
		easy: { solved: 2, total: 24 },
		medium: { solved: 1, total: 24 },
		hard: { solved: 0, total: 12 },
	},
	recent: [
		{
			id: "canteen-best-streak",
			title: "Canteen Best Streak",
			difficulty: "medium",
			solvedAt: "2026-11-23T10:00:00Z",
		},
		{
			id: "class-rep-election",
			title: "Class Rep Election",
			difficulty: "easy",
			solvedAt: "2026-11-22T10:00:00Z",
		},
	],
	...overrides,
});

describe("PracticeCard", () => {
	it("shows problems solved per difficulty out of the catalogue and the latest solves", () => {
		renderScreen(<PracticeCard practice={practice()} />, "/dashboard");
		const card = screen.getByRole("region", { name: "DSA practice" });
		expect(within(card).getByText("3 of 60 solved")).toBeInTheDocument();
		expect(
			within(card).getByRole("progressbar", { name: "Easy problems: 2 of 24 solved" }),
		).toBeInTheDocument();
		expect(
			within(card).getByRole("progressbar", { name: "Hard problems: 0 of 12 solved" }),
		).toBeInTheDocument();
		const recent = within(card).getByRole("list", { name: "Recently solved" });
		expect(
			within(recent)
				.getAllByRole("link")
				.map((link) => link.textContent),
		).toEqual(["Canteen Best Streak", "Class Rep Election"]);
		expect(within(recent).getByRole("link", { name: "Canteen Best Streak" })).toHaveAttribute(
			"href",
			"/question/canteen-best-streak",
		);
		expect(within(card).getByRole("link", { name: "Practise DSA problems" })).toHaveAttribute(
			"href",
			"/dashboard/dsa-questions",
		);
	});

	it("invites a student who has solved nothing to start with an easy problem", () => {
		renderScreen(
			<PracticeCard
				practice={practice({
					solved: 0,
					byDifficulty: {
						easy: { solved: 0, total: 24 },
						medium: { solved: 0, total: 24 },
						hard: { solved: 0, total: 12 },
					},
					recent: [],
				})}
			/>,
			"/dashboard",
		);
		expect(screen.getByText("0 of 60 solved")).toBeInTheDocument();
		expect(screen.getByText(/No problems solved yet/)).toBeInTheDocument();
	});
});

describe("MentorCard", { timeout: 20_000 }, () => {
	it("names the student's mentor with their office hours and links to their page to book", async () => {
		api.respond("GET /api/mentors/mine", () =>
			jsonResponse({
				mentor: {
					id: "5b0c3a52-7d3e-4a51-9d0e-2f6f1c7a9b10",
					name: "Dr. Kavya Raghunathan",
					deptName: "CSE",
					collegeName: "Demo Institute of Technology",
					profilePic: null,
					bio: "",
					expertise: [],
					officeHours: [
						{ day: "Tue", start: "16:00", end: "17:15", place: "Faculty room 2" },
						{ day: "Thu", start: "09:30", end: "10:30", place: "Faculty room 2" },
						{ day: "Sat", start: "12:00", end: "13:00", place: "Faculty room 2" },
					],
					menteeCount: 12,
					updatedAt: null,
				},
			}),
		);
		renderScreen(<MentorCard />);
		const card = await screen.findByRole("region", { name: "Your mentor" });
		expect(
			await within(card).findByText("Office hours: Tuesday 4:00 pm, Thursday 9:30 am and more"),
		).toBeInTheDocument();
		expect(within(card).getByRole("link", { name: "Book a mentoring hour" })).toHaveAttribute(
			"href",
			"/mentor/profile/5b0c3a52-7d3e-4a51-9d0e-2f6f1c7a9b10",
		);
	});

	it("says so when no mentor is mapped yet", async () => {
		api.respond("GET /api/mentors/mine", () => jsonResponse({ mentor: null }));
		renderScreen(<MentorCard />);
		expect(
			await screen.findByText("Your department has not mapped you to a faculty mentor yet."),
		).toBeInTheDocument();
	});
});
