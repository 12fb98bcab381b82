import { type ComponentType, type LazyExoticComponent, Suspense } from "react";
import { SectionLoading } from "./section-loading";
import { useNearViewport } from "./use-near-viewport";

/**
 * One lazily loaded landing section: 'Loading...' until the reader scrolls near it, then its chunk is
 * fetched (still 'Loading...') and shown. So the first render of / downloads only the hero.
 */
export function LazySection({ Section }: { Section: LazyExoticComponent<ComponentType> }) {
	const [ref, near] = useNearViewport<HTMLDivElement>();
	return (
		<div ref={ref}>
			{near ? (
				<Suspense fallback={<SectionLoading />}>
					<Section />
				</Suspense>
			) : (
				<SectionLoading />
			)}
		</div>
	);
}
