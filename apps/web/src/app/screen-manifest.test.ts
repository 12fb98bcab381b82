import { describe, expect, it } from "vitest";
import type { Feature } from "./define-feature";
import { features } from "./features";
import { screenManifest, screenPaths } from "./screen-manifest";

describe("screenPaths", () => {
	it("lists routes with a path, index routes, and the children of layouts without one", () => {
		expect(
			screenPaths([
				{ index: true, element: "home" },
				{ path: "/a", element: "a" },
				{ element: "guard", children: [{ path: "/b/:id", element: "b" }] },
				{
					path: "/c",
					children: [
						{ index: true, element: "c" },
						{ path: "d", element: "d" },
					],
				},
				{ path: "*", element: "404" },
			]),
		).toEqual(["/", "/a", "/b/:id", "/c", "/c/d"]);
	});
});

describe("screenManifest", () => {
	const list: Feature[] = [
		{ publicRoutes: [{ path: "/open", element: "open" }], bareRoutes: [{ path: "/bare", element: "bare" }] },
		{
			routes: { ROLE_STUDENT: [{ path: "/mine", element: "mine" }] },
			fullScreenRoutes: {
				ROLE_STUDENT: [{ element: "guard", children: [{ path: "/full/:id", element: "x" }] }],
			},
		},
	];

	it("gives each screen its access and frame, every role its home", () => {
		const manifest = screenManifest(list);
		expect(manifest).toEqual(
			expect.arrayContaining([
				{ path: "/open", access: "public", frame: "public" },
				{ path: "/bare", access: "public", frame: "bare" },
				{ path: "/dashboard", access: "ROLE_STUDENT", frame: "role" },
				{ path: "/mine", access: "ROLE_STUDENT", frame: "role" },
				{ path: "/full/:id", access: "ROLE_STUDENT", frame: "fullscreen" },
				{ path: "/recruiter-dashboard", access: "ROLE_RECRUITER", frame: "role" },
			]),
		);
		expect(manifest).toHaveLength(2 + 14 + 2);
	});

	it("lists the app's own screens, the exam player among the student's", () => {
		const manifest = screenManifest(features);
		expect(manifest).toContainEqual({ path: "/login", access: "public", frame: "public" });
		expect(manifest).toContainEqual({ path: "/exam/:examId", access: "ROLE_STUDENT", frame: "fullscreen" });
		expect(manifest).toContainEqual({
			path: "/examination-admin/proctoring",
			access: "ROLE_EXAM_ADMIN",
			frame: "role",
		});
	});
});
