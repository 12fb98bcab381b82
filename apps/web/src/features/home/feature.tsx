import { defineFeature } from "../../app/define-feature";
import { HomeScreen } from "./routes/home-screen";

/** The landing page at / (SPEC §2). */
export const homeFeature = defineFeature({
	publicRoutes: [
		{
			index: true,
			// Eager: the landing page is the first screen most visitors see, and loading it lazily would
			// add a round trip before its largest paint (Lighthouse LCP).
			element: <HomeScreen />,
		},
	],
});
