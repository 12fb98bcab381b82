import { type ComponentType, lazy, Suspense } from "react";
import { PageLoader } from "./page-loader";

/**
 * A route element whose screen is fetched only when the route is first shown, so each screen is its
 * own chunk and the landing page ships only what it shows. The spinner stands in while it loads;
 * the surrounding layout stays on screen.
 *
 *     lazyScreen(() => import("../features/home/routes/home-screen"), "HomeScreen")
 */
export function lazyScreen<Name extends string>(
	load: () => Promise<Record<Name, ComponentType>>,
	name: Name,
) {
	const Screen = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
	return (
		<Suspense fallback={<PageLoader />}>
			<Screen />
		</Suspense>
	);
}
