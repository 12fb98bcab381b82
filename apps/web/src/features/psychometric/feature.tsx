import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

/** contracts' IPIP_EXAM_ID, written here so the router's chunk (which loads no zod) need not import contracts. */
const BIG_FIVE = "ipip-big-five-50";

const screens = { assessment: () => import("./routes/psychometric-screen") };

/** The psychometric assessment (SPEC §2 /psychometric-assessment/{examId}; issue 17). */
export const psychometricFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{
				path: paths.psychometricAssessment.pattern,
				element: lazyScreen(screens.assessment, "PsychometricScreen"),
			},
		],
	},
	nav: {
		ROLE_STUDENT: [{ label: "Personality profile", to: paths.psychometricAssessment(BIG_FIVE) }],
	},
});
