import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Mantine keeps
// toasts in a module-level store, so one test's toast would otherwise show up in the next.
afterEach(() => {
	cleanup();
	notifications.clean();
});

// Mantine reads media queries and observes element sizes. Stubs keep that deterministic:
// no media query matches, and nothing is ever resized.
Object.defineProperty(window, "matchMedia", {
	writable: true,
	configurable: true,
	value: (query: string): MediaQueryList => ({
		matches: false,
		media: query,
		onchange: null,
		addListener: () => {},
		removeListener: () => {},
		addEventListener: () => {},
		removeEventListener: () => {},
		dispatchEvent: () => false,
	}),
});

class ResizeObserverStub implements ResizeObserver {
	observe(): void {}
	unobserve(): void {}
	disconnect(): void {}
}

Object.defineProperty(window, "ResizeObserver", {
	writable: true,
	configurable: true,
	value: ResizeObserverStub,
});

window.HTMLElement.prototype.scrollIntoView = () => {};
