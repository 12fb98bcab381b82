import { type ComponentType, lazy, Suspense } from "react";
import { PageLoader } from "./page-loader";

/**
 * A route element whose screen is fetched only when the route is first shown, so each screen is its
 * own chunk and the landing page ships only what it shows. The spinner stands in while it loads;
 * the surrounding layout stays on screen. `props` are passed to the screen once it has loaded.
 *
 *     lazyScreen(() => import("../features/home/routes/home-screen"), "HomeScreen")
 *     lazyScreen(() => import("./role-area"), "RoleArea", { role: "ROLE_STUDENT" })
 */
export function lazyScreen<Name extends string, Props extends object = Record<string, never>>(
	load: () => Promise<Record<Name, ComponentType<Props>>>,
	name: Name,
	props?: Props,
) {
	const Screen = lazy<ComponentType<Props>>(() => load().then((module) => ({ default: module[name] })));
	return (
		<Suspense fallback={<PageLoader />}>
			<Screen {...(props ?? ({} as Props))} />
		</Suspense>
	);
}
