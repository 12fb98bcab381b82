import type { RouteObject } from "react-router";
import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import type { NavItem } from "../../app/nav";
import { GRADING_ROLES, type GradingRole, paths } from "../../app/paths";

const screens = {
	list: () => import("./routes/grading-list-screen"),
	queue: () => import("./routes/grading-queue-screen"),
};

/** A grading role's two screens: the exams it may grade, and one exam's queue. */
function gradingRoutes(role: GradingRole): RouteObject[] {
	return [
		{ path: paths.grading(role), element: lazyScreen(screens.list, "GradingListScreen", { area: role }) },
		{
			path: paths.gradingQueuePattern(role),
			element: lazyScreen(screens.queue, "GradingQueueScreen", { area: role }),
		},
	];
}

/**
 * Manual grading (issue 15): essays are marked by hand by the examination admin and the faculty
 * (mentors, department heads) they assign as graders, each in their own area.
 */
export const examGradingFeature = defineFeature({
	routes: Object.fromEntries(GRADING_ROLES.map((role) => [role, gradingRoutes(role)])),
	nav: Object.fromEntries(
		GRADING_ROLES.map((role): [GradingRole, NavItem[]] => [
			role,
			[{ label: "Grading", to: paths.grading(role) }],
		]),
	),
});
