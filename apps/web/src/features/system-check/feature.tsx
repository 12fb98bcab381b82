import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const systemCheckFeature = defineFeature({
	bareRoutes: [
		{
			// Public (SPEC §2), without the site's frame: the check locks keys and runs fullscreen.
			path: paths.systemCheck,
			element: lazyScreen(() => import("./routes/system-check-screen"), "SystemCheckScreen"),
		},
	],
});
