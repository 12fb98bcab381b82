import { afterEach, beforeEach } from "vitest";

interface HappyDomWindowApi {
	setViewport(viewport: { width?: number; height?: number }): void;
}

const desktopWidth = 1024;

function happyDom(): HappyDomWindowApi {
	const api = (window as unknown as { happyDOM?: HappyDomWindowApi }).happyDOM;
	if (!api) throw new Error("these tests need Vitest's happy-dom environment");
	return api;
}

/**
 * Mantine's `hiddenFrom`/`visibleFrom` are media queries in a stylesheet, which happy-dom evaluates
 * against its viewport. Call this in a describe block to render at a phone's width.
 */
export function withPhoneViewport(width = 375): void {
	beforeEach(() => {
		happyDom().setViewport({ width });
	});
	afterEach(() => {
		happyDom().setViewport({ width: desktopWidth });
	});
}
