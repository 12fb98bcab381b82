import { HOME_BY_ROLE, type Role } from "@unnati/contracts/constants";
import type { RouteObject } from "react-router";
import { notFoundScreen } from "../features/not-found/feature";
import { genericRoleHome } from "../features/role-home/feature";
import type { Feature } from "./define-feature";
import { features } from "./features";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screen";
import type { NavItem } from "./nav";
import { RouteErrorScreen } from "./route-error-screen";

const ROLES = Object.keys(HOME_BY_ROLE) as Role[];

/** One role's share of every feature's `key`, in the features' order. */
function forRole<T>(list: readonly Feature[], role: Role, key: "routes" | "fullScreenRoutes" | "nav"): T[] {
	return list.flatMap((feature) => (feature[key]?.[role] ?? []) as T[]);
}

/** The first entry of every side bar: the role's home. Students call theirs the dashboard. */
function homeNavItem(role: Role): NavItem {
	return { label: role === "ROLE_STUDENT" ? "Dashboard" : "Home", to: HOME_BY_ROLE[role], end: true };
}

/** A role's side bar: its home, then the features' entries for it. */
export function navFor(role: Role, list: readonly Feature[] = features): NavItem[] {
	return [homeNavItem(role), ...forRole<NavItem>(list, role, "nav")];
}

/** The route table of a list of features (SPEC §2): their role areas, public pages and full-screen routes. */
export function composeRoutes(list: readonly Feature[]): RouteObject[] {
	/**
	 * One signed-in area per role: its guard and frame (role-area.tsx, loaded lazily) around its home
	 * and the features' screens for it.
	 */
	const roleAreas: RouteObject[] = ROLES.map((role) => ({
		element: lazyScreen(() => import("./role-area"), "RoleArea", { role, navItems: navFor(role, list) }),
		children: [
			{
				path: HOME_BY_ROLE[role],
				element: list.find((feature) => feature.homes?.[role])?.homes?.[role] ?? genericRoleHome,
			},
			...forRole<RouteObject>(list, role, "routes"),
		],
	}));

	/** Screens without the area's frame (the exam player), behind their role's guard only. */
	const fullScreenAreas: RouteObject[] = ROLES.flatMap((role) => {
		const children = forRole<RouteObject>(list, role, "fullScreenRoutes");
		if (children.length === 0) return [];
		return [
			{ element: lazyScreen(() => import("./require-role"), "RequireRole", { roles: [role] }), children },
		];
	});

	/** Screens several roles share at one address, each inside the signed-in person's own frame. */
	const sharedAreas: RouteObject[] = list
		.flatMap((feature) => feature.sharedRoutes ?? [])
		.map(({ roles, routes }) => ({
			element: lazyScreen(() => import("./shared-area"), "SharedArea", {
				roles,
				navByRole: Object.fromEntries(roles.map((role) => [role, navFor(role, list)])),
			}),
			children: routes,
		}));

	return [
		{
			id: "root",
			// A crash in any screen: a 404 response shows the 404 screen, anything else says what happened.
			errorElement: <RouteErrorScreen notFound={notFoundScreen} />,
			children: [
				{ element: <PublicLayout />, children: list.flatMap((feature) => feature.publicRoutes ?? []) },
				...roleAreas,
				...sharedAreas,
				...fullScreenAreas,
				...list.flatMap((feature) => feature.bareRoutes ?? []),
				// Only screens that work are registered; every other path falls through to the 404 screen.
				{ path: "*", element: notFoundScreen },
			],
		},
	];
}

/** The route table (SPEC §2), composed from every feature's own list (features.ts). */
export const routes: RouteObject[] = composeRoutes(features);
