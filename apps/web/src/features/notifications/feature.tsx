import { ROLES } from "@unnati/contracts/constants";
import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import type { NavItem } from "../../app/nav";
import { paths } from "../../app/paths";

const screen = () => import("./routes/notifications-screen");

/**
 * Notifications for every signed-in role: SPEC §2's /notifications for students, the same screen
 * under each other role's home; the bell in every layout comes from components/notification-bell.
 */
export const notificationsFeature = defineFeature({
	routes: Object.fromEntries(
		ROLES.map((role) => [
			role,
			[{ path: paths.notificationsFor(role), element: lazyScreen(screen, "NotificationsScreen") }],
		]),
	),
	nav: Object.fromEntries(
		ROLES.map((role): [string, NavItem[]] => [
			role,
			[{ label: "Notifications", to: paths.notificationsFor(role) }],
		]),
	),
});
