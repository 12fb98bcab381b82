import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withMotionAllowed } from "../../../test/motion";
import { renderScreen } from "../../../test/render";
import { CAROUSEL_INTERVAL_MS, type CarouselSlide, HeroCarousel, SWIPE_PAUSE_MS } from "./hero-carousel";

const slides: CarouselSlide[] = [1, 2, 3].map((n) => ({
	src: `/screens/${n}.webp`,
	alt: `Screen ${n}`,
	width: 1200,
	height: 750,
}));

function renderCarousel() {
	return renderScreen(<HeroCarousel slides={slides} label="Unnati's screens" />);
}

/** The number (1-based) of the slide whose dot is marked current. */
function currentSlide(): number {
	const dots = screen.getAllByRole("button", { name: /^Show slide/ });
	return dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
}

function advance(ms: number) {
	act(() => {
		vi.advanceTimersByTime(ms);
	});
}

function drag(from: number, to: number) {
	const slide = screen.getByRole("img", { name: `Screen ${currentSlide()}` });
	fireEvent.pointerDown(slide, { clientX: from, pointerType: "touch", button: 0 });
	fireEvent.pointerUp(slide, { clientX: to, pointerType: "touch", button: 0 });
}

describe("HeroCarousel", () => {
	// Tests of motion: the test setup's reader otherwise prefers reduced motion.
	withMotionAllowed();

	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
		vi.restoreAllMocks();
	});

	it("is a labelled carousel of slides with a dot button per slide", () => {
		renderCarousel();

		const carousel = screen.getByRole("region", { name: "Unnati's screens" });
		expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
		const groups = screen.getAllByRole("group");
		expect(groups).toHaveLength(3);
		for (const group of groups) expect(group).toHaveAttribute("aria-roledescription", "slide");
		expect(screen.getByRole("button", { name: "Show slide 2 of 3" })).toBeInTheDocument();
		const first = screen.getByRole("img", { name: "Screen 1" });
		expect(first).toHaveAttribute("loading", "eager");
		expect(first).toHaveAttribute("fetchpriority", "high");
		expect(first).toHaveAttribute("width", "1200");
		expect(screen.getByRole("img", { name: "Screen 2" })).toHaveAttribute("loading", "lazy");
		expect(screen.getByRole("img", { name: "Screen 3" })).toHaveAttribute("loading", "lazy");
	});

	it("advances every 3000 ms and wraps around", () => {
		renderCarousel();
		expect(currentSlide()).toBe(1);

		advance(CAROUSEL_INTERVAL_MS - 1);
		expect(currentSlide()).toBe(1);
		advance(1);
		expect(currentSlide()).toBe(2);
		advance(CAROUSEL_INTERVAL_MS);
		expect(currentSlide()).toBe(3);
		advance(CAROUSEL_INTERVAL_MS);
		expect(currentSlide()).toBe(1);
	});

	it("changes slide on a 51 px drag, pauses, and resumes after 5000 ms", () => {
		renderCarousel();

		drag(300, 249);
		expect(currentSlide()).toBe(2);

		advance(SWIPE_PAUSE_MS - 1);
		expect(currentSlide()).toBe(2);
		advance(1); // auto-play resumes now, and the next slide comes one interval later
		advance(CAROUSEL_INTERVAL_MS - 1);
		expect(currentSlide()).toBe(2);
		advance(1);
		expect(currentSlide()).toBe(3);
	});

	it("goes back on a drag to the right", () => {
		renderCarousel();

		drag(100, 151);

		expect(currentSlide()).toBe(3);
	});

	it("ignores a drag of 49 px", () => {
		renderCarousel();

		drag(300, 251);
		expect(currentSlide()).toBe(1);
		advance(CAROUSEL_INTERVAL_MS);
		expect(currentSlide()).toBe(2);
	});

	it("jumps to a slide when its dot or the side slide is clicked", () => {
		renderCarousel();

		fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }));
		expect(currentSlide()).toBe(3);

		fireEvent.click(screen.getByRole("img", { name: "Screen 1" }));
		expect(currentSlide()).toBe(1);
	});

	it("pauses while the pointer is over it", () => {
		renderCarousel();
		const carousel = screen.getByRole("region", { name: "Unnati's screens" });

		fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
		advance(CAROUSEL_INTERVAL_MS * 2);
		expect(currentSlide()).toBe(1);

		fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
		advance(CAROUSEL_INTERVAL_MS);
		expect(currentSlide()).toBe(2);
	});

	it("does not advance by itself for people who prefer reduced motion", () => {
		const realMatchMedia = window.matchMedia.bind(window);
		vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
			const list = realMatchMedia(query);
			if (!query.includes("prefers-reduced-motion")) return list;
			return Object.assign(Object.create(list), { matches: true, media: query });
		});
		renderCarousel();

		advance(CAROUSEL_INTERVAL_MS * 3);
		expect(currentSlide()).toBe(1);
		fireEvent.click(screen.getByRole("button", { name: "Show slide 2 of 3" }));
		expect(currentSlide()).toBe(2);
	});
});
