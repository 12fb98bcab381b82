import { afterEach, beforeEach } from "vitest";

/**
 * Whether the stubbed `matchMedia` (setup.ts) says the reader prefers reduced motion. It does by
 * default: Mantine then opens and closes menus, modals and toasts without animation (the theme
 * respects the preference), so no transition timer is left running when a test ends. An animated
 * close once fired after a file's test environment was torn down ("window is not defined"), failing
 * a run whose tests had all passed.
 */
let reducedMotion = true;

export const prefersReducedMotion = (): boolean => reducedMotion;

/** For tests of motion itself (a carousel, a smooth scroll): the reader does not mind animation. */
export function withMotionAllowed(): void {
	beforeEach(() => {
		reducedMotion = false;
	});
	afterEach(() => {
		reducedMotion = true;
	});
}
