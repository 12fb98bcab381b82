import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

/** Password reset by one-time code (/forgot-password) and by link (/reset-password?token=…). */
export const passwordResetFeature = defineFeature({
	publicRoutes: [
		{
			path: paths.forgotPassword,
			element: lazyScreen(() => import("./routes/forgot-password-screen"), "ForgotPasswordScreen"),
		},
		{
			path: paths.resetPassword,
			element: lazyScreen(() => import("./routes/reset-password-screen"), "ResetPasswordScreen"),
		},
	],
});
