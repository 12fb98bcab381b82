import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const playgroundFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{
				path: paths.playground,
				element: lazyScreen(() => import("./routes/playground-screen"), "PlaygroundScreen"),
			},
		],
	},
	nav: { ROLE_STUDENT: [{ label: "Playground", to: paths.playground }] },
});
