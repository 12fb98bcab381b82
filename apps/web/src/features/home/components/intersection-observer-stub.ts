import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * For tests: an IntersectionObserver the test drives (happy-dom's never reports). `reveal(n)` reports
 * the first `n` observed elements (all by default) as near the viewport. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
	const watched: { callback: IntersectionObserverCallback; target: Element }[] = [];
	vi.stubGlobal(
		"IntersectionObserver",
		class {
			constructor(readonly callback: IntersectionObserverCallback) {}
			observe(target: Element) {
				watched.push({ callback: this.callback, target });
			}
			disconnect() {}
			unobserve() {}
			takeRecords() {
				return [];
			}
		},
	);
	return {
		reveal(count = watched.length) {
			act(() => {
				for (const { callback, target } of watched.splice(0, count)) {
					callback(
						[{ isIntersecting: true, target } as IntersectionObserverEntry],
						{} as IntersectionObserver,
					);
				}
			});
		},
	};
}
