import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const businessObjectivesFeature = defineFeature({
	publicRoutes: [
		{
			path: paths.businessObjectives,
			element: lazyScreen(() => import("./routes/business-objectives-screen"), "BusinessObjectivesScreen"),
		},
	],
});
