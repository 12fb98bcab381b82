import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const signupFeature = defineFeature({
	publicRoutes: [
		{ path: paths.signup, element: lazyScreen(() => import("./routes/signup-screen"), "SignupScreen") },
	],
});
