/**
 * The navigation menus, one list per layout. Add an entry here when its screen is registered in
 * router.tsx, never before: a link must lead to a screen that works.
 */
export interface NavItem {
	label: string;
	to: string;
	/** Active only on exactly this path, not on paths below it. */
	end?: boolean;
}

/** Top bar of the public pages (SPEC §2 lists About, Roles, Pricing, Help, Contact). */
export const publicNavItems: readonly NavItem[] = [];

/** Side bar of the student area (student-layout.tsx). */
export const studentNavItems: readonly NavItem[] = [];

/** Side bar of the institution area: college, department and mentor dashboards (institution-layout.tsx). */
export const institutionNavItems: readonly NavItem[] = [];
