import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageLoader } from "./page-loader";
import { AppProviders } from "./providers";

describe("PageLoader", () => {
	it("tells assistive technology that the screen is loading", () => {
		render(
			<AppProviders>
				<PageLoader />
			</AppProviders>,
		);

		expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
	});
});
