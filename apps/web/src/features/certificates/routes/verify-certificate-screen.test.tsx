import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { CERTIFICATE_ID, makeCertificate, REVOKED } from "../test-data";
import { VerifyCertificateScreen } from "./verify-certificate-screen";

const api = stubFetch();
const renderAt = (id: string) =>
	renderRoutes([{ path: paths.certificate.pattern, element: <VerifyCertificateScreen /> }], {
		initialEntries: [paths.certificate(id)],
	});

describe("VerifyCertificateScreen", { timeout: 20_000 }, () => {
	it("says a valid certificate is valid and shows who earned what, when and from whom", async () => {
		api.respond(`GET /api/certificates/${CERTIFICATE_ID}`, () => jsonResponse(makeCertificate()));
		renderAt(CERTIFICATE_ID);

		expect(
			await screen.findByRole("heading", { level: 1, name: "Course certificate: DSA Foundations" }),
		).toBeInTheDocument();
		expect(screen.getByRole("status")).toHaveTextContent("This certificate is valid");
		const facts = screen.getByRole("table", { name: "Certificate details" });
		for (const [label, value] of [
			["Awarded to", "Aarav Sharma"],
			["Course", "DSA Foundations"],
			["College", "Demo Institute of Technology"],
			["Hours of learning", "12 hours"],
			["Issued on", "24 November 2026"],
			["Issued by", "Unnati and Demo Institute of Technology"],
			["Certificate ID", CERTIFICATE_ID],
		])
			expect(within(facts).getByRole("row", { name: `${label} ${value}` })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
			"href",
			`/api/certificates/${CERTIFICATE_ID}/pdf`,
		);
		expect(document.title).toBe("Aarav Sharma · DSA Foundations · Certificate · Unnati");
	});

	it("shows a revoked certificate as revoked, with the date and the reason", async () => {
		api.respond(`GET /api/certificates/${CERTIFICATE_ID}`, () => jsonResponse(makeCertificate(REVOKED)));
		renderAt(CERTIFICATE_ID);

		await screen.findByRole("heading", { level: 1, name: "Course certificate: DSA Foundations" });
		const status = screen.getByRole("status");
		expect(status).toHaveTextContent("This certificate has been revoked");
		expect(status).toHaveTextContent("Revoked on 25 November 2026. Reason: Final test taken by someone else");
		expect(screen.queryByText("This certificate is valid")).not.toBeInTheDocument();
	});

	it("says there is no such certificate for an unknown id, not the app's 404 screen", async () => {
		api.respond("GET /api/certificates/forged-id", () =>
			jsonResponse({ code: "CERTIFICATE_NOT_FOUND", message: "No such certificate." }, 404),
		);
		renderAt("forged-id");

		expect(await screen.findByRole("heading", { level: 1, name: "No such certificate" })).toBeInTheDocument();
		expect(screen.getByText("forged-id")).toBeInTheDocument();
		expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Go to Unnati" })).toHaveAttribute("href", "/");
	});
});
