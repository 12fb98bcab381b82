import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	public: () => import("./routes/public-profile-screen"),
	mine: () => import("./routes/my-profile-screen"),
};

/** A student's public portfolio (SPEC §1, §2 /public-profile/{rollNumber}) and where they edit it. */
export const portfolioFeature = defineFeature({
	publicRoutes: [
		{ path: paths.publicProfile.pattern, element: lazyScreen(screens.public, "PublicProfileScreen") },
	],
	routes: {
		ROLE_STUDENT: [{ path: paths.myProfile, element: lazyScreen(screens.mine, "MyProfileScreen") }],
	},
});
