import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
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

// The files of one worker share one process, one window and their loaded modules (vitest.config.ts,
// `isolate: false`): what a file changed on the shared window is put back when it ends, so no file
// sees another's device storage, stubbed globals, spies, fake clock or overridden document state.
const documentOwn = new Set(Object.getOwnPropertyNames(document));
const navigatorOwn = new Set(Object.getOwnPropertyNames(navigator));
const scrollY = Object.getOwnPropertyDescriptor(window, "scrollY");
afterAll(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	localStorage.clear();
	sessionStorage.clear();
	// What a test defined on the instances over the prototype's getters (visibilityState,
	// fullscreenElement, mediaDevices): deleting it brings the getter back. Other new properties are
	// left alone (a library loaded during the file may have set them, and it is not loaded again).
	for (const [target, own] of [
		[document, documentOwn],
		[navigator, navigatorOwn],
	] as const) {
		for (const name of Object.getOwnPropertyNames(target)) {
			if (!own.has(name) && name in Object.getPrototypeOf(target)) Reflect.deleteProperty(target, name);
		}
	}
	if (scrollY) Object.defineProperty(window, "scrollY", scrollY);
	else Reflect.deleteProperty(window, "scrollY");
	document.title = "";
	document.body.innerHTML = "";
	window.history.replaceState(null, "", "/");
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
