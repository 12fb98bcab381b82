import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const contactFeature = defineFeature({
	publicRoutes: [
		{ path: paths.contact, element: lazyScreen(() => import("./routes/contact-screen"), "ContactScreen") },
	],
});
