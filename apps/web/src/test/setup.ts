import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { prefersReducedMotion } from "./motion";

// findBy* and waitFor give up after 1 s by default. A lazily loaded screen in a fresh worker on a busy
// 2-core machine took longer than that (a full run at load 19 failed whole files with "Unable to
// find"), while a passing test stops waiting as soon as its element is there: 5 s costs a passing run
// nothing.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Mantine keeps
// toasts in a module-level store, so one test's toast would otherwise show up in the next.
afterEach(() => {
	cleanup();
	notifications.clean();
});

// Mantine reads media queries and observes element sizes. Stubs keep that deterministic: no media
// query matches but "prefers reduced motion" (see motion.ts), and nothing is ever resized.
Object.defineProperty(window, "matchMedia", {
	writable: true,
	configurable: true,
	value: (query: string): MediaQueryList => ({
		matches: query.includes("prefers-reduced-motion: reduce") && prefersReducedMotion(),
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
