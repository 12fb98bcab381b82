import { screen, within } from "@testing-library/react";
import type { AuthoringCourse } from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { CourseEditorScreen } from "./course-editor-screen";

const api = stubFetch();
const COURSE_ID = "4d1c8f0e-6b7a-4c2e-9f3d-2a1b0c9d8e7f";
const LESSON_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const QUIZ_ID = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";

function makeCourse(): AuthoringCourse {
	return {
		id: COURSE_ID,
		slug: "graphs-for-placements",
		title: "Graphs for placement interviews",
		summary: "Breadth-first and depth-first search, and the questions built on them.",
		number: 2,
		state: "draft",
		reviewNote: "",
		editable: true,
		modules: [
			{ slug: "module-1", title: "Representing graphs", lessons: [], quiz: null },
			{ slug: "module-2", title: "Breadth-first search", lessons: [], quiz: null },
			{
				slug: "module-3",
				title: "Depth-first search",
				lessons: [
					{ id: LESSON_ID, slug: "cycle-detection", title: "Cycle detection", state: "draft", changed: true },
				],
				quiz: { id: QUIZ_ID, title: "DFS practice", state: "draft", questionCount: 4, changed: true },
			},
		],
		mockTest: null,
		history: [],
	};
}

describe("CourseEditorScreen", { timeout: 20_000 }, () => {
	it("removes an empty middle module, naming every other module by its slug so each keeps its quiz", async () => {
		const course = makeCourse();
		api.respond(`GET /api/authoring/courses/${COURSE_ID}`, () => jsonResponse(course));
		api.respond(`GET /api/authoring/courses/${COURSE_ID}/labs`, () => jsonResponse({ labs: [] }));
		api.respond(`PUT /api/authoring/courses/${COURSE_ID}/outline`, () =>
			jsonResponse({ ...course, modules: [course.modules[0], course.modules[2]] }),
		);
		const path = paths.instructorCourse(COURSE_ID);
		const { user } = renderRoutes(
			[{ path: paths.instructorCourse.pattern, element: <CourseEditorScreen /> }],
			{
				initialEntries: [path],
			},
		);

		await screen.findByRole("heading", { level: 1, name: "Graphs for placement interviews" });
		// Only empty modules can be removed: the one with a lesson and a quiz has no such button.
		expect(screen.getByRole("button", { name: "Remove module 1: Representing graphs" })).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: /^Remove module 3/ })).not.toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Remove module 2: Breadth-first search" }));
		expect(await screen.findByDisplayValue("Depth-first search")).toHaveAccessibleName("Module 2 title");
		expect(api.sent(`PUT /api/authoring/courses/${COURSE_ID}/outline`)[0]?.body).toEqual({
			modules: [
				{ slug: "module-1", title: "Representing graphs", lessonIds: [] },
				{ slug: "module-3", title: "Depth-first search", lessonIds: [LESSON_ID] },
			],
		});
	});

	it("lists the course's labs with their state and links to each lab's editor and to a new lab", async () => {
		const LAB_ID = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
		api.respond(`GET /api/authoring/courses/${COURSE_ID}`, () => jsonResponse(makeCourse()));
		api.respond(`GET /api/authoring/courses/${COURSE_ID}/labs`, () =>
			jsonResponse({
				labs: [
					{
						id: LAB_ID,
						slug: "bfs-shortest-route",
						title: "Shortest route between hostel blocks",
						number: 2,
						state: "in_review",
						publishedNumber: 1,
						reviewNote: "",
						stepCount: 3,
					},
				],
			}),
		);
		renderRoutes([{ path: paths.instructorCourse.pattern, element: <CourseEditorScreen /> }], {
			initialEntries: [paths.instructorCourse(COURSE_ID)],
		});
		const labs = await screen.findByRole("region", { name: "Labs" });
		const link = await within(labs).findByRole("link", { name: "Shortest route between hostel blocks" });
		expect(link).toHaveAttribute("href", paths.instructorLab(LAB_ID));
		expect(within(labs).getByText("In review")).toBeInTheDocument();
		expect(within(labs).getByText("2 (students see 1)")).toBeInTheDocument();
		expect(within(labs).getByRole("link", { name: "New lab" })).toHaveAttribute(
			"href",
			paths.instructorNewLab(COURSE_ID),
		);
	});
});
