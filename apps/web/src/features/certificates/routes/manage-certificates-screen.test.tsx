import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { CERTIFICATE_ID, makeManaged, REVOKED } from "../test-data";
import { ManageCertificatesScreen } from "./manage-certificates-screen";

const api = stubFetch();
const renderScreen = () =>
	renderRoutes([{ path: paths.collegeCertificates, element: <ManageCertificatesScreen /> }], {
		initialEntries: [paths.collegeCertificates],
	});

describe("ManageCertificatesScreen", { timeout: 20_000 }, () => {
	it("revokes a certificate with a reason of at least 3 characters and shows it revoked", async () => {
		let revoked = false;
		api.respond("GET /api/certificates", () =>
			jsonResponse({ certificates: [makeManaged(revoked ? REVOKED : {})], truncated: false }),
		);
		api.respond(`POST /api/certificates/${CERTIFICATE_ID}/revoke`, (request) => {
			revoked = true;
			expect(request.body).toEqual({ reason: "Final test taken by someone else" });
			return jsonResponse(makeManaged(REVOKED));
		});
		const { user } = renderScreen();

		const row = (await screen.findByText("Aarav Sharma")).closest("tr") as HTMLElement;
		expect(within(row).getByText("22CSE002")).toBeInTheDocument();
		expect(within(row).getByText("Course: DSA Foundations")).toBeInTheDocument();
		await user.click(
			within(row).getByRole("button", { name: "Revoke Aarav Sharma's certificate of DSA Foundations" }),
		);

		const dialog = await screen.findByRole("dialog", { name: "Revoke certificate" });
		const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
		await user.type(reason, "no");
		await user.click(within(dialog).getByRole("button", { name: "Revoke certificate" }));
		expect(await within(dialog).findByText("Give a reason of at least 3 characters.")).toBeInTheDocument();
		expect(api.sent(`POST /api/certificates/${CERTIFICATE_ID}/revoke`)).toHaveLength(0);

		await user.clear(reason);
		await user.type(reason, "Final test taken by someone else");
		await user.click(within(dialog).getByRole("button", { name: "Revoke certificate" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
		expect(api.sent(`POST /api/certificates/${CERTIFICATE_ID}/revoke`)).toHaveLength(1);
		const after = (await screen.findByText("Final test taken by someone else")).closest("tr") as HTMLElement;
		expect(within(after).getByText("Revoked")).toBeInTheDocument();
		expect(within(after).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
	});

	it("shows the server's refusal in the dialog", async () => {
		api.respond("GET /api/certificates", () =>
			jsonResponse({ certificates: [makeManaged()], truncated: false }),
		);
		api.respond(`POST /api/certificates/${CERTIFICATE_ID}/revoke`, () =>
			jsonResponse(
				{
					code: "CERTIFICATE_OUT_OF_SCOPE",
					message: "You can revoke only the certificates of students of your own college.",
				},
				403,
			),
		);
		const { user } = renderScreen();
		await user.click(await screen.findByRole("button", { name: /^Revoke Aarav/ }));
		const dialog = await screen.findByRole("dialog", { name: "Revoke certificate" });
		await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Issued in error");
		await user.click(within(dialog).getByRole("button", { name: "Revoke certificate" }));
		expect(
			await within(dialog).findByText(
				"You can revoke only the certificates of students of your own college.",
			),
		).toBeInTheDocument();
	});
});
