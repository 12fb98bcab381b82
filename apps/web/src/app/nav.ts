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
export const publicNavItems: readonly NavItem[] = [
	{ label: "About", to: "/aboutus" },
	{ label: "Roles", to: "/choose-roles" },
	{ label: "Pricing", to: "/pricing" },
	{ label: "Help", to: "/help" },
	{ label: "Contact", to: "/contactus" },
];

/** The buttons at the end of the public top bar (SPEC §2: Login to /login, Sign Up to /signup). */
export const publicActionItems: readonly NavItem[] = [
	{ label: "Login", to: "/login" },
	{ label: "Sign Up", to: "/signup" },
];

/** The footer's links, on every public page (SPEC §2, in the spec's order). */
export const footerNavItems: readonly NavItem[] = [
	{ label: "Privacy Policy", to: "/privacy-policy" },
	{ label: "Terms & Conditions", to: "/terms-and-conditions" },
	{ label: "Help Center", to: "/help" },
	{ label: "Contact Us", to: "/contactus" },
	{ label: "About Us", to: "/aboutus" },
	{ label: "Business Objectives", to: "/business-objectives" },
	{ label: "Pricing Plans", to: "/pricing" },
	{ label: "Payment Options", to: "/payment-methods" },
];

/** Side bar of the student area (student-layout.tsx). */
export const studentNavItems: readonly NavItem[] = [
	{ label: "Dashboard", to: "/dashboard", end: true },
	{ label: "Exams", to: "/exams-dashboard" },
	{ label: "DSA practice", to: "/dashboard/dsa-questions" },
	{ label: "Coding interview", to: "/coding-interview" },
	{ label: "Playground", to: "/dashboard/playground" },
];

/**
 * Side bar of the institution area: college, department and mentor dashboards (institution-layout.tsx).
 * Each role's own Home entry is added by role-area.tsx, since every role has a different home.
 */
export const institutionNavItems: readonly NavItem[] = [];

/** Exam authoring (features/exam-authoring): the exam admin's Home lists the exams. */
export const examAdminNavItems: readonly NavItem[] = [
	{ label: "New exam", to: "/examination-admin/exams/new", end: true },
	{ label: "Question banks", to: "/examination-admin/question-banks" },
	{ label: "Proctoring", to: "/examination-admin/proctoring" },
];
