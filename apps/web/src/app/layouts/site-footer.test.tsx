import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render";
import { SiteFooter } from "./site-footer";

/** An IntersectionObserver the test drives: `reveal()` reports every observed element as near. */
function stubIntersectionObserver() {
	const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
	vi.stubGlobal(
		"IntersectionObserver",
		class {
			targets: Element[] = [];
			constructor(readonly callback: IntersectionObserverCallback) {
				observers.push(this);
			}
			observe(target: Element) {
				this.targets.push(target);
			}
			disconnect() {}
			unobserve() {}
			takeRecords() {
				return [];
			}
		},
	);
	return {
		reveal() {
			act(() => {
				for (const { callback, targets } of observers) {
					const entries = targets.map(
						(target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
					);
					callback(entries, {} as IntersectionObserver);
				}
			});
		},
	};
}

describe("SiteFooter", () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it("shows the copyright at once, and 'Loading...' until the reader scrolls near the links", async () => {
		const observer = stubIntersectionObserver();
		renderScreen(<SiteFooter />);

		expect(screen.getByRole("contentinfo")).toHaveTextContent("©2025 copyrights reserved by Unnati");
		expect(screen.getByRole("status")).toHaveTextContent("Loading...");
		expect(screen.queryByRole("navigation", { name: "Footer" })).not.toBeInTheDocument();

		observer.reveal();

		expect(await screen.findByRole("navigation", { name: "Footer" })).toBeInTheDocument();
		expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
	});
});
