import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const helpFeature = defineFeature({
	publicRoutes: [
		{ path: paths.help, element: lazyScreen(() => import("./routes/help-screen"), "HelpScreen") },
	],
});
