import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cyclesOf, importsOf, serverCycles, violationsOf } from "./check-boundaries.mjs";

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

	it("lets a module import another module's index.ts or read.ts, and nothing else", () => {
		const file = "apps/server/src/modules/proctoring/review-service.ts";
		expect(check(file, `import { examById } from "../exams";`)).toEqual([]);
		expect(check(file, `import { examById } from "../exams/index";`)).toEqual([]);
		expect(check(file, `import { examById } from "../exams/read";`)).toEqual([]);
		expect(check(file, `import { exams } from "../exams/tables";`)).toEqual([
			'module "proctoring" reaches into module "exams" (tables); import its index.ts or read.ts',
		]);
		expect(check(file, `import type { ExamDeps } from "../exams/access";`)).toHaveLength(1);
		expect(check(file, `import { x } from "./live-bus";`)).toEqual([]);
	});

	it("lets a tables.ts import another module's tables.ts for foreign keys only", () => {
		const text = `import { users } from "../accounts/tables";`;
		expect(check("apps/server/src/modules/exams/tables.ts", text)).toEqual([]);
		expect(check("apps/server/src/modules/exams/service.ts", text)).toHaveLength(1);
	});

	it("keeps the platform free of modules, and the composition root at their front doors", () => {
		expect(
			check("apps/server/src/platform/http/route.ts", `import { x } from "../../modules/auth";`),
		).toEqual(['platform imports module "auth" (modules build on the platform, not the reverse)']);
		expect(check("apps/server/src/app.ts", `import { authModule } from "./modules/auth";`)).toEqual([]);
		expect(check("apps/server/src/app.ts", `import { x } from "./modules/auth/guard";`)).toHaveLength(1);
		expect(check("apps/server/src/seed/demo.ts", `import { x } from "../modules/exams/paper";`)).toHaveLength(
			1,
		);
	});

	it("lets tests reach into any module to set up and inspect", () => {
		const text = `import { exams } from "../exams/tables";`;
		expect(check("apps/server/src/modules/proctoring/review.test.ts", text)).toEqual([]);
		expect(
			check(
				"apps/server/src/test/factories/people.ts",
				`import { users } from "../../modules/accounts/tables";`,
			),
		).toEqual([]);
	});

	it("lets only the typed client call apiFetch", () => {
		const text = `import { apiFetch } from "../../../lib/http";\nawait apiFetch("/api/x");`;
		expect(check("apps/web/src/features/exams/api.ts", text)).toEqual([
			"the web app calls the API through callApi (lib/api-client.ts), which checks every answer",
		]);
		expect(check("apps/web/src/lib/api-client.ts", `import { apiFetch } from "./http";`)).toEqual([]);
		expect(check("apps/web/src/features/exams/api.test.ts", text)).toEqual([]);
		expect(
			check("apps/web/src/features/exams/api.ts", `// apiFetch is gone\nimport { callApi } from "x";`),
		).toEqual([]);
	});

	it("finds every cycle of a graph once", () => {
		const graph = new Map([
			["a", new Set(["b"])],
			["b", new Set(["a", "c"])],
			["c", new Set(["d"])],
			["d", new Set(["c"])],
			["e", new Set(["a"])],
		]);
		expect(cyclesOf(graph)).toEqual([
			["a", "b", "a"],
			["c", "d", "c"],
		]);
		expect(cyclesOf(new Map([["a", new Set(["b"])]]))).toEqual([]);
	});

	it("reports import cycles between server files and between modules, type imports included", () => {
		const repo = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
		const write = (file, text) => {
			fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
			fs.writeFileSync(path.join(repo, file), text);
		};
		write(
			"apps/server/src/modules/a/launch.ts",
			`import type { Run } from "./process";\nexport const x = 1;`,
		);
		write("apps/server/src/modules/a/process.ts", `import { x } from "./launch";\nexport type Run = number;`);
		write("apps/server/src/modules/a/index.ts", `import { y } from "../b";\nexport const a = 1;`);
		write("apps/server/src/modules/b/index.ts", `import { a } from "../a";\nexport const y = 2;`);
		write("apps/server/src/modules/b/b.test.ts", `import { a } from "../a";`);
		const rules = serverCycles(repo).map((v) => v.rule);
		expect(rules).toContain(
			"import cycle: apps/server/src/modules/a/launch.ts -> apps/server/src/modules/a/process.ts -> apps/server/src/modules/a/launch.ts",
		);
		expect(rules).toContain("module cycle: a -> b -> a");
		fs.rmSync(repo, { recursive: true });
	});
});
