import { HOME_BY_ROLE, type Role } from "@unnati/contracts/constants";
import type { RouteObject } from "react-router";
import type { Feature } from "./define-feature";

/**
 * Every screen the route table registers, as data: its path pattern and who may open it. Composed
 * from the same feature definitions as the router (router.tsx), so a screen added to a feature is
 * listed the day it is added. The build writes it to `dist/screens.json` (scripts/prerender.mjs),
 * where the e2e accessibility spec reads the screens it visits and the pre-render finds the public
 * pages it renders.
 */
export interface ScreenEntry {
	/** The route pattern, e.g. "/exam-results/:attemptId". */
	path: string;
	/** "public" for pages anyone opens; otherwise the one role whose guard lets it in. */
	access: "public" | Role;
	/**
	 * Where the screen sits: the public site's frame, no frame at all, a role's signed-in frame,
	 * or full screen behind the role's guard (the exam player).
	 */
	frame: "public" | "bare" | "role" | "fullscreen";
}

const ROLES = Object.keys(HOME_BY_ROLE) as Role[];

/** "/a" + "b" → "/a/b"; an absolute child path stands alone. */
function join(parent: string, child: string | undefined): string {
	if (child === undefined || child === "") return parent || "/";
	if (child.startsWith("/")) return child;
	return `${parent.replace(/\/$/, "")}/${child}`;
}

/**
 * The paths a route list can show: a route with a path (or an index route) is a screen; a layout
 * route without a path (a guard, a frame) passes its parent's path on to its children. A layout with
 * a path is a screen of its own only when it has no children or an element of its own. "*" (the 404
 * screen) is not listed; the caller adds it where it wants it.
 */
export function screenPaths(routes: readonly RouteObject[], parent = ""): string[] {
	return routes.flatMap((route) => {
		if (route.path === "*") return [];
		const here = route.index ? parent || "/" : join(parent, route.path);
		const children = route.children ? screenPaths(route.children, here) : [];
		const isScreen =
			route.index === true || (route.path !== undefined && (!route.children || route.element != null));
		return isScreen ? [here, ...children] : children;
	});
}

/** The screens of a list of features, each path once per role that can open it. */
export function screenManifest(list: readonly Feature[]): ScreenEntry[] {
	const entries: ScreenEntry[] = [];
	const add = (paths: string[], access: ScreenEntry["access"], frame: ScreenEntry["frame"]) => {
		for (const path of paths) {
			if (!entries.some((entry) => entry.path === path && entry.access === access)) {
				entries.push({ path, access, frame });
			}
		}
	};
	add(screenPaths(list.flatMap((feature) => feature.publicRoutes ?? [])), "public", "public");
	add(screenPaths(list.flatMap((feature) => feature.bareRoutes ?? [])), "public", "bare");
	for (const role of ROLES) {
		add([HOME_BY_ROLE[role]], role, "role");
		add(screenPaths(list.flatMap((feature) => feature.routes?.[role] ?? [])), role, "role");
		add(screenPaths(list.flatMap((feature) => feature.fullScreenRoutes?.[role] ?? [])), role, "fullscreen");
		// Screens several roles share at one address, inside each one's own frame.
		const shared = list
			.flatMap((feature) => feature.sharedRoutes ?? [])
			.filter((s) => s.roles.includes(role));
		add(screenPaths(shared.flatMap((s) => s.routes)), role, "role");
	}
	return entries;
}
