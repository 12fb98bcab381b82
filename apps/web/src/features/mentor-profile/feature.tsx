import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	public: () => import("./routes/mentor-profile-screen"),
	settings: () => import("./routes/mentor-settings-screen"),
};

/**
 * A faculty mentor's profile (issue 18): /mentor-settings, where the mentor writes it, and the public
 * /mentor/profile/{id}, where students read the office hours and book a mentoring hour.
 */
export const mentorProfileFeature = defineFeature({
	publicRoutes: [
		{ path: paths.mentorProfile.pattern, element: lazyScreen(screens.public, "MentorProfileScreen") },
	],
	routes: {
		ROLE_MENTOR: [
			{ path: paths.mentorSettings, element: lazyScreen(screens.settings, "MentorSettingsScreen") },
		],
	},
	nav: {
		ROLE_MENTOR: [{ label: "Profile and office hours", to: paths.mentorSettings }],
	},
});
