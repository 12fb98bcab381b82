import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const supportFeature = defineFeature({
	publicRoutes: [
		{ path: paths.support, element: lazyScreen(() => import("./routes/support-screen"), "SupportScreen") },
	],
});
