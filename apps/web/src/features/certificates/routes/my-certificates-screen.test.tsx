import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { CERTIFICATE_ID, makeCertificate, REVOKED } from "../test-data";
import { MyCertificatesScreen } from "./my-certificates-screen";

const api = stubFetch();
const renderScreen = () =>
	renderRoutes([{ path: paths.myCertificates, element: <MyCertificatesScreen /> }], {
		initialEntries: [paths.myCertificates],
	});

describe("MyCertificatesScreen", { timeout: 20_000 }, () => {
	it("lists each certificate with its PDF, share link, badge and verification page", async () => {
		api.respond("GET /api/me/certificates", () =>
			jsonResponse({
				certificates: [
					makeCertificate(),
					makeCertificate({
						id: "ZZZZZZZZZZZZZZZZZZZZZZ",
						kind: "journey",
						subject: { slug: "dsa", title: "Data Structures and Algorithms" },
						...REVOKED,
					}),
				],
			}),
		);
		renderScreen();

		const card = await screen.findByRole("article", { name: "DSA Foundations" });
		expect(within(card).getByText("Valid")).toBeInTheDocument();
		expect(within(card).getByText(/Issued on 24 November 2026 · 12 hours/)).toBeInTheDocument();
		expect(within(card).getByRole("link", { name: "Download PDF" })).toHaveAttribute(
			"href",
			`/api/certificates/${CERTIFICATE_ID}/pdf`,
		);
		expect(within(card).getByRole("link", { name: "Download badge (JSON)" })).toHaveAttribute(
			"href",
			`/api/certificates/${CERTIFICATE_ID}/badge`,
		);
		expect(within(card).getByRole("link", { name: "Open verification page" })).toHaveAttribute(
			"href",
			`/certificates/${CERTIFICATE_ID}`,
		);
		expect(within(card).getByRole("button", { name: "Copy share link" })).toBeInTheDocument();

		const journey = screen.getByRole("article", { name: "Data Structures and Algorithms" });
		expect(within(journey).getByText("Journey certificate")).toBeInTheDocument();
		expect(within(journey).getByText("Revoked")).toBeInTheDocument();
		expect(within(journey).getByText(/Final test taken by someone else/)).toBeInTheDocument();
	});

	it("says how to earn one when there are none", async () => {
		api.respond("GET /api/me/certificates", () => jsonResponse({ certificates: [] }));
		renderScreen();

		expect(await screen.findByText(/No certificates yet/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Go to my learning" })).toHaveAttribute("href", paths.myLearning);
	});
});
