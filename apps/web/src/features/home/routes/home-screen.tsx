import { useDocumentTitle } from "@mantine/hooks";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Hero } from "../components/hero";
import { LazySection } from "../components/lazy-section";

/** Each section is its own chunk, fetched when the reader scrolls near it (lazy-section.tsx). */
function section<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
	return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The sections under the hero, in SPEC §2's order; the footer (the last one) comes from the layout. */
export const homeSections: readonly { id: string; Section: LazyExoticComponent<ComponentType> }[] = [
	{
		id: "build-skills",
		Section: section(() => import("../sections/build-skills-section"), "BuildSkillsSection"),
	},
	{ id: "analytics", Section: section(() => import("../sections/analytics-section"), "AnalyticsSection") },
	{ id: "proctoring", Section: section(() => import("../sections/proctoring-section"), "ProctoringSection") },
	{ id: "features", Section: section(() => import("../sections/features-section"), "FeaturesSection") },
	{
		id: "resume-builder",
		Section: section(() => import("../sections/resume-builder-section"), "ResumeBuilderSection"),
	},
	{
		id: "mock-interview",
		Section: section(() => import("../sections/mock-interview-section"), "MockInterviewSection"),
	},
	{ id: "audiences", Section: section(() => import("../sections/audiences-section"), "AudiencesSection") },
	{ id: "partners", Section: section(() => import("../sections/partner-section"), "PartnerSection") },
	{
		id: "quick-links",
		Section: section(() => import("../sections/quick-links-section"), "QuickLinksSection"),
	},
	{ id: "newsletter", Section: section(() => import("../sections/newsletter-section"), "NewsletterSection") },
];

/** The landing page's title; also written into the pre-rendered landing.html (src/prerender.tsx). */
export const HOME_TITLE = "Unnati: exams, learning and placements for colleges";

/** The landing page at `/` (SPEC §2); the public layout supplies the top bar and the footer. */
export function HomeScreen() {
	useDocumentTitle(HOME_TITLE);
	return (
		<>
			<Hero />
			{homeSections.map(({ id, Section }) => (
				<LazySection key={id} Section={Section} />
			))}
		</>
	);
}
