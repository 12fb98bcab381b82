import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const chooseRolesFeature = defineFeature({
	publicRoutes: [
		{
			path: paths.chooseRoles,
			element: lazyScreen(() => import("./routes/choose-roles-screen"), "ChooseRolesScreen"),
		},
	],
});
