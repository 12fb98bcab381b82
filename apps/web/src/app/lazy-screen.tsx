import { type ComponentType, lazy, Suspense, useEffect } from "react";
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
			<ReleasePrerenderedPage />
		</Suspense>
	);
}

/**
 * A pre-rendered page (scripts/prerender.mjs) arrives with #root inert and aria-disabled, so a click
 * or a keystroke on its form before React has taken the markup over is not lost: the controls wait,
 * visibly the same, until hydration. This effect runs once the screen has hydrated, and lets go.
 */
function ReleasePrerenderedPage() {
	useEffect(() => {
		const root = document.getElementById("root");
		root?.removeAttribute("inert");
		root?.removeAttribute("aria-disabled");
	}, []);
	return null;
}
