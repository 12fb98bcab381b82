import type { RouteObject } from "react-router";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screen";
import { RouteErrorScreen } from "./route-error-screen";

const notFound = lazyScreen(() => import("../features/not-found/routes/not-found-screen"), "NotFoundScreen");

/**
 * The route table (SPEC §2). Only screens that work are registered; every other path falls through to
 * the 404 screen. The student and institution areas mount `StudentLayout` and `InstitutionLayout`
 * (./layouts) as parent routes once they have screens.
 */
export const routes: RouteObject[] = [
	{
		id: "root",
		// A crash in any screen: a 404 response shows the 404 screen, anything else says what happened.
		errorElement: <RouteErrorScreen notFound={notFound} />,
		children: [
			{
				element: <PublicLayout />,
				children: [
					{
						index: true,
						element: lazyScreen(() => import("../features/home/routes/home-screen"), "HomeScreen"),
					},
				],
			},
			{ path: "*", element: notFound },
		],
	},
];
