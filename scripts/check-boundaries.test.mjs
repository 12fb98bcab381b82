import { describe, expect, it } from "vitest";
import { importsOf, violationsOf } from "./check-boundaries.mjs";

const root = "/repo";
const check = (file, text) => violationsOf(root, `${root}/${file}`, text).map((v) => v.rule);

describe("import boundaries", () => {
	it("reads static, side-effect and dynamic imports", () => {
		expect(
			importsOf(`import a from "x";\nimport "y";\nconst z = await import("./z");\nexport * from './w';`),
		).toEqual(["x", "y", "./z", "./w"]);
	});

	it("ignores imports mentioned in comments", () => {
		expect(
			importsOf(`// import from "@unnati/web"\n/* import x from "../../server" */\nconst url = "http://x";`),
		).toEqual([]);
	});

	it("lets a feature import its own files, shared components, lib and contracts", () => {
		const text = `import { x } from "./components/a";\nimport { b } from "../../../components/b";\nimport { c } from "../../../lib/http";\nimport { d } from "@unnati/contracts";`;
		expect(check("apps/web/src/features/exams/routes/exam.tsx", text)).toEqual([]);
	});

	it("refuses a feature importing another feature", () => {
		expect(check("apps/web/src/features/exams/routes/exam.tsx", `import x from "../../auth/api";`)).toEqual([
			'feature "exams" imports feature "auth"',
		]);
	});

	it("refuses shared components importing a feature", () => {
		expect(check("apps/web/src/components/card.tsx", `import x from "../features/auth/api";`)).toEqual([
			"shared components/ and lib/ import no feature",
		]);
	});

	it("keeps contracts free of the apps", () => {
		expect(check("packages/contracts/src/a.ts", `import x from "@unnati/server";`)).toHaveLength(1);
		expect(
			check("packages/contracts/src/a.ts", `import x from "../../../apps/web/src/lib/http";`),
		).toHaveLength(1);
		expect(
			check("packages/contracts/src/a.ts", `import { z } from "zod";\nimport { y } from "./b";`),
		).toEqual([]);
	});

	it("keeps the web app and the server apart", () => {
		expect(check("apps/web/src/lib/http.ts", `import x from "../../../server/src/app";`)).toEqual([
			"the web app never imports server code",
		]);
		expect(check("apps/server/src/app.ts", `import x from "@unnati/web";`)).toEqual([
			"the server never imports web code",
		]);
	});
});
