import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authFeature } from "../features/auth/feature";
import { certificatesFeature } from "../features/certificates/feature";
import { devMailboxFeature } from "../features/dev-mailbox/feature";
import { homeFeature } from "../features/home/feature";
import { labsFeature } from "../features/labs/feature";
import { learningFeature } from "../features/learning/feature";
import { mentorProfileFeature } from "../features/mentor-profile/feature";
import { passwordResetFeature } from "../features/password-reset/feature";
import { portfolioFeature } from "../features/portfolio/feature";
import { signupFeature } from "../features/signup/feature";
import { renderRoutes } from "../test/render";
import { features } from "./features";
import { PublicLayout } from "./layouts/public-layout";
import { publicNavItems as publicNavCandidates } from "./nav";

/**
 * The site's content pages: every public route but the landing page's, the sign-in flows', the
 * mailbox's, the learning catalogue's (features/learning tests those), certificate verification
 * (features/certificates tests it), the labs' descriptions (features/labs tests them), students'
 * public profiles (features/portfolio tests them) and mentors' (features/mentor-profile tests them).
 */
const notContent = new Set([
	homeFeature,
	authFeature,
	signupFeature,
	passwordResetFeature,
	devMailboxFeature,
	learningFeature,
	certificatesFeature,
	labsFeature,
	portfolioFeature,
	mentorProfileFeature,
]);
const publicPageRoutes = features
	.filter((feature) => !notContent.has(feature))
	.flatMap((feature) => feature.publicRoutes ?? []);

const pages = [
	["/help", "How can we help you today?", "Help Center · Unnati"],
	["/aboutus", "Progress for every student, on every campus", "About Us · Unnati"],
	["/business-objectives", "Business Objectives", "Business Objectives · Unnati"],
	["/pricing", "Pricing", "Pricing · Unnati"],
	["/payment-methods", "Payment Methods", "Payment Methods · Unnati"],
	["/choose-roles", "Choose your role", "Choose Your Role · Unnati"],
	["/terms-and-conditions", "Terms and Conditions", "Terms & Conditions · Unnati"],
	["/privacy-policy", "Privacy Policy", "Privacy Policy · Unnati"],
	["/examination-guidelines", "Examination Guidelines", "Examination Guidelines · Unnati"],
	["/support", "Support", "Support · Unnati"],
	["/contactus", "Contact Us", "Contact Us · Unnati"],
	["/report", "Report an Issue", "Report an Issue · Unnati"],
	["/feedback", "Submit Feedback", "Submit Feedback · Unnati"],
] as const;

describe("the public content pages", () => {
	it("registers every public content page once", () => {
		expect(publicPageRoutes.map((route) => route.path).sort()).toEqual(pages.map(([path]) => path).sort());
	});

	it.each(pages)(
		"loads %s lazily inside the public layout, with its h1 and page title",
		async (path, h1, title) => {
			renderRoutes([{ element: <PublicLayout navItems={[]} />, children: publicPageRoutes }], {
				initialEntries: [path],
			});

			const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
			expect(heading).toHaveTextContent(h1);
			expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
			expect(screen.getByRole("main")).toContainElement(heading);
			expect(document.title).toBe(title);
		},
	);

	it("offers top bar entries only for pages it registers", () => {
		const paths = publicPageRoutes.map((route) => route.path);
		expect(publicNavCandidates.map((item) => item.to)).toEqual([
			"/aboutus",
			"/choose-roles",
			"/pricing",
			"/help",
			"/contactus",
		]);
		for (const item of publicNavCandidates) expect(paths).toContain(item.to);
	});
});
