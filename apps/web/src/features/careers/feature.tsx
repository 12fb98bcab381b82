import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	overview: () => import("./routes/career-path-screen"),
	journey: () => import("./routes/career-journey-screen"),
};

/**
 * Career paths (issue 17): a path's overview with progress, gap and weekly plan, and its roadmap.
 * SPEC §2 has no list route: the navigation opens the SDE path, whose overview lists every path.
 */
export const careersFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{ path: paths.careerPath.pattern, element: lazyScreen(screens.overview, "CareerPathScreen") },
			{ path: paths.careerJourney.pattern, element: lazyScreen(screens.journey, "CareerJourneyScreen") },
		],
	},
	nav: { ROLE_STUDENT: [{ label: "Career paths", to: paths.careerPath("sde") }] },
});
