import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { useAddressParams } from "./use-address-params";

function Filters() {
	const [params, set] = useAddressParams();
	return (
		<>
			<p>q={params.get("q") ?? ""}</p>
			<button
				type="button"
				onClick={() => {
					// Two changes before the next render: clear the search, choose a department.
					set("q", "");
					set("dept", "ECE");
				}}
			>
				Both
			</button>
		</>
	);
}

describe("useAddressParams", () => {
	it("keeps every change made before the next render, and the values it was not asked to change", async () => {
		const { router, user } = renderRoutes([{ path: "/list", element: <Filters /> }], {
			initialEntries: ["/list?q=22CSE001&year=3"],
		});
		await user.click(screen.getByRole("button", { name: "Both" }));
		expect(await screen.findByText("q=")).toBeInTheDocument();
		const params = new URLSearchParams(router.state.location.search);
		expect(params.get("q")).toBeNull();
		expect(params.get("dept")).toBe("ECE");
		expect(params.get("year")).toBe("3");
	});
});
