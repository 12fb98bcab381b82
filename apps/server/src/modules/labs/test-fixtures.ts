import type { FastifyInstance } from "fastify";
import { bearer } from "../../test/auth-helpers";
import type { LabDefinition } from "./content";

// Shared by the lab tests: a two-step lab of the learning fixture course, quick to judge in Python.

export const TEST_COURSE = "test-binary-search";

export const TEST_LAB: LabDefinition = {
	slug: "test-sum-and-product",
	courseSlug: TEST_COURSE,
	title: "Sum, then product",
	summary: "Two small steps: add two numbers, then multiply them.",
	minutes: 10,
	language: "python",
	objectives: ["Read two integers", "Print their sum and product"],
	prerequisites: ["Python input and print"],
	steps: [
		{
			title: "Add them",
			instructions: "Read two integers `a b` and print **a + b**.<script>alert(1)</script>",
			starter: "a, b = map(int, input().split())\n# print the sum\n",
			examples: [{ input: "2 3\n", output: "5\n" }],
			hidden: [
				{ input: "10 -4\n", output: "6\n" },
				{ input: "0 0\n", output: "0\n" },
			],
			cpuMs: 1000,
			solution: "a, b = map(int, input().split())\nprint(a + b)\n",
		},
		{
			title: "Multiply them",
			instructions: "Read two integers `a b` and print **a × b**.",
			starter: "a, b = map(int, input().split())\n# print the product\n",
			examples: [{ input: "2 3\n", output: "6\n" }],
			hidden: [
				{ input: "-4 5\n", output: "-20\n" },
				{ input: "7 0\n", output: "0\n" },
			],
			cpuMs: 1000,
			solution: "a, b = map(int, input().split())\nprint(a * b)\n",
		},
	],
};

export const DRAFT_LAB: LabDefinition = { ...TEST_LAB, slug: "test-draft-lab", title: "Not yet reviewed" };

export const SOURCES = {
	sum: TEST_LAB.steps[0]?.solution ?? "",
	product: TEST_LAB.steps[1]?.solution ?? "",
	/** Right on the example (2 3), wrong on the hidden tests. */
	alwaysFive: "print(5)\n",
};

export const labUrl = (slug: string, rest = "") => `/api/labs/${slug}${rest}`;
export const stepUrl = (slug: string, step: number | string) => labUrl(slug, `/steps/${step}/submissions`);

export function postAs(app: FastifyInstance, token: string | undefined, url: string, payload: unknown) {
	return app.inject({
		method: "POST",
		url,
		payload: payload as object,
		...(token ? { headers: bearer(token) } : {}),
	});
}

export function getAs(app: FastifyInstance, token: string | undefined, url: string) {
	return app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });
}
