import type { Role } from "@unnati/contracts";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import type { NavItem } from "./nav";

type ByRole<T> = Partial<Record<Role, T>>;

/**
 * What one feature adds to the app: its screens, where they sit, and its entries in a role's menu.
 * Each feature exports one from `features/<feature>/feature.tsx`; `app/features.ts` lists them and
 * `app/router.tsx` composes them. Screens stay lazy (`lazyScreen`), so a definition weighs only its
 * paths and labels, and the landing bundle does not grow with the number of features.
 */
export interface Feature {
	/** Screens inside a role's signed-in area: behind the role's guard, inside its frame. */
	routes?: ByRole<RouteObject[]>;
	/** A role's home screen (HOME_BY_ROLE), where this feature provides it instead of the generic one. */
	homes?: ByRole<ReactNode>;
	/** Pages inside the public site's frame (top bar and footer), open to everyone. */
	publicRoutes?: RouteObject[];
	/** Public screens without any frame, e.g. the system check, which runs fullscreen. */
	bareRoutes?: RouteObject[];
	/** A role's screens without its area's frame, behind the role's guard only (the exam player). */
	fullScreenRoutes?: ByRole<RouteObject[]>;
	/** Entries of the role's side bar, in order, after the role's Home. Only for screens registered above. */
	nav?: ByRole<NavItem[]>;
	/**
	 * Screens several roles reach at one address (SPEC §2 /student-placement-analytics/{id}: the student,
	 * their mentor, the placement officer): shown inside the signed-in person's own area and side bar,
	 * behind a guard that lets in these roles only.
	 */
	sharedRoutes?: { roles: readonly [Role, ...Role[]]; routes: RouteObject[] }[];
}

/** Declares a feature; the identity function, there for the type check and one way of writing it. */
export function defineFeature(feature: Feature): Feature {
	return feature;
}
