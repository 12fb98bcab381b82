import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { withMotionAllowed } from "../../../test/motion";
import { renderRoutes } from "../../../test/render";
import { TermsScreen } from "./terms-screen";

function renderTerms(path = "/terms-and-conditions") {
	return renderRoutes([{ path: "/terms-and-conditions", element: <TermsScreen /> }], {
		initialEntries: [path],
	});
}

function contents() {
	return screen.getByRole("navigation", { name: "Contents" });
}

describe("TermsScreen", () => {
	// Tests of motion: the test setup's reader otherwise prefers reduced motion.
	withMotionAllowed();

	let scrollIntoView: MockInstance<HTMLElement["scrollIntoView"]>;
	beforeEach(() => {
		scrollIntoView = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("shows the title, the last-updated date and a page title", () => {
		renderTerms();

		expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeInTheDocument();
		expect(screen.getByText("14 June 2025")).toHaveAttribute("datetime", "2025-06-14");
		expect(document.title).toBe("Terms & Conditions · Unnati");
	});

	it("has exactly 24 numbered sections and a contents link to each", () => {
		renderTerms();

		const numbers = screen
			.getAllByRole("heading", { level: 2 })
			.map((heading) => heading.textContent?.match(/^(\d+)\. /)?.[1])
			.filter((number) => number !== undefined);
		expect(numbers).toEqual(Array.from({ length: 24 }, (_, index) => String(index + 1)));

		const links = within(contents()).getAllByRole("link");
		expect(links).toHaveLength(24);
		for (const link of links) {
			const id = link.getAttribute("href")?.slice(1) ?? "";
			const section = document.getElementById(id);
			expect(section?.tagName).toBe("SECTION");
			expect(within(section as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(
				link.textContent ?? "",
			);
		}
	});

	it("states the trial, payment, refund, cancellation, eligibility and account rules", () => {
		renderTerms();

		expect(screen.getByText("7-day free trial")).toBeInTheDocument();
		expect(screen.getByText("subscription is suspended until you upgrade")).toBeInTheDocument();
		expect(screen.getByText("Indian Rupees (INR)")).toBeInTheDocument();
		expect(
			screen.getByText("credit card, debit card, UPI, net banking or supported wallets"),
		).toBeInTheDocument();
		expect(screen.getByText("All purchases are non-refundable.")).toBeInTheDocument();
		expect(screen.getByText("at the end of the current paid term")).toBeInTheDocument();
		expect(screen.getByText("not a minor")).toBeInTheDocument();
		expect(screen.getByText("true, accurate, current and complete information")).toBeInTheDocument();
		expect(screen.getByText("at our discretion")).toBeInTheDocument();
		expect(screen.getByText("sell, transfer, rent, lend or share your Profile")).toBeInTheDocument();
		expect(screen.getByText("courts at Bengaluru, Karnataka")).toBeInTheDocument();
	});

	it("scrolls smoothly to a section, focuses its heading and keeps the hash in the address", async () => {
		const { user, router } = renderTerms();

		await user.click(within(contents()).getByRole("link", { name: "7. Free Trial" }));

		expect(scrollIntoView).toHaveBeenCalledTimes(1);
		expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
		expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("free-trial"));
		expect(screen.getByRole("heading", { level: 2, name: "7. Free Trial" })).toHaveFocus();
		expect(router.state.location.pathname).toBe("/terms-and-conditions");
		expect(router.state.location.hash).toBe("#free-trial");
	});

	it("can be used from the keyboard: Enter on a contents link moves focus to that section", async () => {
		const { user } = renderTerms();

		within(contents()).getByRole("link", { name: "24. Changes to These Terms and Contact" }).focus();
		await user.keyboard("{Enter}");

		expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("changes-and-contact"));
		expect(screen.getByRole("heading", { name: "24. Changes to These Terms and Contact" })).toHaveFocus();
		await user.tab();
		const section = document.getElementById("changes-and-contact") as HTMLElement;
		expect(within(section).getByRole("link", { name: "Contact Us" })).toHaveFocus();
	});

	it("jumps without animation when the reader prefers reduced motion", async () => {
		const matchMedia = window.matchMedia;
		vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
			...matchMedia(query),
			matches: query === "(prefers-reduced-motion: reduce)",
		}));
		const { user } = renderTerms();

		await user.click(within(contents()).getByRole("link", { name: "10. No Refunds" }));

		expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
		expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("no-refunds"));
	});

	it("goes to the section named in the address when the page opens", () => {
		renderTerms("/terms-and-conditions#governing-law");

		expect(scrollIntoView).toHaveBeenCalledTimes(1);
		expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("governing-law"));
	});
});
