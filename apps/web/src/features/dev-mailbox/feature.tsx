import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const devMailboxFeature = defineFeature({
	publicRoutes: [
		{
			// Registered in every build: in production the API has no mailbox and the screen says so.
			path: paths.devMailbox,
			element: lazyScreen(() => import("./routes/dev-mailbox-screen"), "DevMailboxScreen"),
		},
	],
});
