import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const aboutFeature = defineFeature({
	publicRoutes: [
		{ path: paths.about, element: lazyScreen(() => import("./routes/about-screen"), "AboutScreen") },
	],
});
