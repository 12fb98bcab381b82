import { Box, Group, UnstyledButton } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { type PointerEvent, useEffect, useRef, useState } from "react";

/** SPEC §9: auto-advance interval, swipe threshold and pause after a swipe. */
export const CAROUSEL_INTERVAL_MS = 3000;
export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_PAUSE_MS = 5000;

export interface CarouselSlide {
	src: string;
	/** A narrower copy for phones, `width` px wide. */
	small?: { src: string; width: number };
	alt: string;
	width: number;
	height: number;
}

/** Where slide `index` sits relative to the active one: 0 centre, 1 right, -1 left (wrapping). */
function offsetOf(index: number, active: number, count: number): number {
	const forward = (index - active + count) % count;
	return forward > count / 2 ? forward - count : forward;
}

/**
 * The hero's carousel (SPEC §4): the active screenshot in the middle with its neighbours beside it.
 * It advances every 3 s, except while hovered or focused, after a swipe (for 5 s) and for people who
 * prefer reduced motion. A drag of more than 50 px changes the slide; a side slide or a dot jumps to it.
 */
export function HeroCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
	const count = slides.length;
	const [active, setActive] = useState(0);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const [swipePaused, setSwipePaused] = useState(false);
	const reducedMotion = useReducedMotion();
	const playing = !reducedMotion && !hovered && !focused && !swipePaused && count > 1;

	const dragStartX = useRef<number | null>(null);
	const justSwiped = useRef(false);
	const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

	useEffect(() => {
		if (!playing) return;
		const timer = setTimeout(() => setActive((active + 1) % count), CAROUSEL_INTERVAL_MS);
		return () => clearTimeout(timer);
	}, [playing, active, count]);

	useEffect(() => () => clearTimeout(resumeTimer.current), []);

	const go = (index: number) => setActive(((index % count) + count) % count);

	const onPointerDown = (event: PointerEvent) => {
		if (event.pointerType === "mouse" && event.button !== 0) return;
		dragStartX.current = event.clientX;
		justSwiped.current = false;
	};
	const endDrag = (event: PointerEvent) => {
		const start = dragStartX.current;
		dragStartX.current = null;
		if (start === null) return;
		const distance = event.clientX - start;
		if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return;
		justSwiped.current = true;
		setActive((current) => (current + (distance < 0 ? 1 : -1) + count) % count);
		setSwipePaused(true);
		clearTimeout(resumeTimer.current);
		resumeTimer.current = setTimeout(() => setSwipePaused(false), SWIPE_PAUSE_MS);
	};

	return (
		<Box
			component="section"
			aria-roledescription="carousel"
			aria-label={label}
			onPointerEnter={(event: PointerEvent) => event.pointerType === "mouse" && setHovered(true)}
			onPointerLeave={(event: PointerEvent) => {
				setHovered(false);
				if (dragStartX.current !== null) endDrag(event);
			}}
			onFocus={() => setFocused(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
			}}
		>
			<Box
				onPointerDown={onPointerDown}
				onPointerUp={endDrag}
				onPointerCancel={() => {
					dragStartX.current = null;
				}}
				style={{ overflow: "hidden", touchAction: "pan-y", userSelect: "none", paddingBlock: 8 }}
			>
				<Box
					aria-live={playing ? "off" : "polite"}
					pos="relative"
					w={{ base: "78%", sm: "64%" }}
					mx="auto"
					style={{ aspectRatio: `${slides[0]?.width ?? 16} / ${slides[0]?.height ?? 10}` }}
				>
					{slides.map((slide, index) => {
						const offset = offsetOf(index, active, count);
						const isActive = offset === 0;
						return (
							<Box
								key={slide.src}
								role="group"
								aria-roledescription="slide"
								aria-label={`${index + 1} of ${count}`}
								data-active={isActive || undefined}
								onClick={() => {
									if (justSwiped.current) {
										justSwiped.current = false;
										return;
									}
									if (!isActive) go(index);
								}}
								pos="absolute"
								inset={0}
								style={{
									cursor: isActive ? "grab" : "pointer",
									zIndex: isActive ? 2 : 1,
									opacity: isActive ? 1 : 0.55,
									transform: `translateX(${offset * 78}%) scale(${isActive ? 1 : 0.84})`,
									transition: reducedMotion ? undefined : "transform 450ms ease, opacity 450ms ease",
								}}
							>
								<img
									src={slide.src}
									srcSet={
										slide.small
											? `${slide.small.src} ${slide.small.width}w, ${slide.src} ${slide.width}w`
											: undefined
									}
									sizes={slide.small ? "(min-width: 48em) 64vw, 78vw" : undefined}
									alt={slide.alt}
									width={slide.width}
									height={slide.height}
									draggable={false}
									loading={index === 0 ? "eager" : "lazy"}
									fetchPriority={index === 0 ? "high" : undefined}
									decoding={index === 0 ? "sync" : "async"}
									style={{
										display: "block",
										width: "100%",
										height: "auto",
										borderRadius: 12,
										border: "1px solid var(--mantine-color-default-border)",
										boxShadow: "var(--mantine-shadow-md)",
										background: "var(--mantine-color-body)",
									}}
								/>
							</Box>
						);
					})}
				</Box>
			</Box>
			<Group justify="center" gap={4} mt="sm">
				{slides.map((slide, index) => (
					<UnstyledButton
						key={slide.src}
						aria-label={`Show slide ${index + 1} of ${count}`}
						aria-current={index === active ? "true" : undefined}
						onClick={() => go(index)}
						w={24}
						h={24}
						style={{ display: "grid", placeItems: "center", borderRadius: "50%" }}
					>
						<Box
							component="span"
							w={index === active ? 22 : 10}
							h={10}
							bg={index === active ? "indigo.7" : "gray.5"}
							style={{ borderRadius: 5, transition: "width 200ms ease" }}
						/>
					</UnstyledButton>
				))}
			</Group>
		</Box>
	);
}
