import { Box, Container, Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

/** The footer's links and social icons: their own chunk, so no page waits for them (SPEC §2). */
const FooterLinks = lazy(() => import("./footer-links").then((module) => ({ default: module.FooterLinks })));

/**
 * True once the footer is within 40 px of the viewport (right after mounting without
 * IntersectionObserver). False at first either way, as in the pre-rendered `/` (src/prerender.tsx)
 * that the browser's first render must match.
 */
function useNearViewport() {
	const ref = useRef<HTMLDivElement>(null);
	const [near, setNear] = useState(false);
	useEffect(() => {
		if (near || !ref.current) return;
		if (typeof IntersectionObserver === "undefined") {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => setNear(entries.some((entry) => entry.isIntersecting)),
			{
				rootMargin: "40px 0px",
			},
		);
		observer.observe(ref.current);
		return () => observer.disconnect();
	}, [near]);
	return [ref, near] as const;
}

const loading = (
	<Text role="status" ta="center" c="dimmed" mb="md">
		Loading...
	</Text>
);

/**
 * The footer of every public page, and the landing page's last lazily loaded section. Only this light
 * frame and the copyright line are in the entry chunk; the links show 'Loading...' until the reader
 * scrolls near them and their chunk arrives.
 */
export function SiteFooter() {
	const [ref, near] = useNearViewport();
	return (
		<Box
			component="footer"
			py="xl"
			bg="var(--mantine-color-gray-0)"
			style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
		>
			<Container size="lg" ref={ref}>
				{near ? (
					<Suspense fallback={loading}>
						<FooterLinks />
					</Suspense>
				) : (
					loading
				)}
				<Text size="sm" c="dimmed" ta="center">
					©2025 copyrights reserved by Unnati
				</Text>
			</Container>
		</Box>
	);
}
