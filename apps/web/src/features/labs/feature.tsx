import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	details: () => import("./routes/lab-details-screen"),
	lab: () => import("./routes/lab-screen"),
};

/**
 * Labs (issue 14): a lab's public description, and the guided lab a student works through step by
 * step, each step judged in the sandbox. Reached from the course pages' lab cards.
 */
export const labsFeature = defineFeature({
	publicRoutes: [
		{ path: paths.labDetails.pattern, element: lazyScreen(screens.details, "LabDetailsScreen") },
	],
	routes: {
		ROLE_STUDENT: [{ path: paths.lab.pattern, element: lazyScreen(screens.lab, "LabScreen") }],
	},
});
