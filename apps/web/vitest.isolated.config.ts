import { defineConfig } from "vitest/config";
import web, { OWN_MODULES } from "./vitest.config";

/** The web tests that need their modules loaded afresh (see OWN_MODULES), each file in its own. */
export default defineConfig({
	...web,
	test: {
		...web.test,
		name: "web-isolated",
		include: OWN_MODULES,
		exclude: ["**/node_modules/**"],
		isolate: true,
	},
});
