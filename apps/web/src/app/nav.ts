import { paths } from "./paths";

/**
 * The public site's menus. A role's side bar comes from the features (each feature's `nav` in its
 * feature.tsx, composed by router.tsx): a link must lead to a screen that works.
 */
export interface NavItem {
	label: string;
	to: string;
	/** Active only on exactly this path, not on paths below it. */
	end?: boolean;
}

/** Top bar of the public pages (SPEC §2 lists About, Roles, Pricing, Help, Contact). */
export const publicNavItems: readonly NavItem[] = [
	{ label: "About", to: paths.about },
	{ label: "Roles", to: paths.chooseRoles },
	{ label: "Pricing", to: paths.pricing },
	{ label: "Help", to: paths.help },
	{ label: "Contact", to: paths.contact },
];

/** The buttons at the end of the public top bar (SPEC §2: Login to /login, Sign Up to /signup). */
export const publicActionItems: readonly NavItem[] = [
	{ label: "Login", to: paths.login },
	{ label: "Sign Up", to: paths.signup },
];

/** The footer's links, on every public page (SPEC §2, in the spec's order). */
export const footerNavItems: readonly NavItem[] = [
	{ label: "Privacy Policy", to: paths.privacyPolicy },
	{ label: "Terms & Conditions", to: paths.terms },
	{ label: "Help Center", to: paths.help },
	{ label: "Contact Us", to: paths.contact },
	{ label: "About Us", to: paths.about },
	{ label: "Business Objectives", to: paths.businessObjectives },
	{ label: "Pricing Plans", to: paths.pricing },
	{ label: "Payment Options", to: paths.paymentMethods },
];
