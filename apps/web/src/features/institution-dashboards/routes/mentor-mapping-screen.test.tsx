import { createEvent, fireEvent, screen, within } from "@testing-library/react";
import type { MappingPlan, MentorMapping } from "@unnati/contracts/mentors";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { MentorMappingScreen } from "./mentor-mapping-screen";

const api = stubFetch();

const student = (id: string, rollNo: string, name: string, mentorId: string | null, section = "A") => ({
	id,
	rollNo,
	name,
	year: 1,
	section,
	mentorId,
	suspended: false,
});

const mapping: MentorMapping = {
	department: { id: "d1", code: "CSE", name: "Computer Science and Engineering" },
	version: "v1",
	mentors: [
		{ id: "m1", name: "Dr. Kavita Rao", factId: "FAC1002", menteeCount: 1, suspended: false },
		{ id: "m2", name: "Prof. Arjun Nair", factId: "FAC1003", menteeCount: 0, suspended: false },
	],
	students: [
		student("s1", "24CSE001", "Aditi Sharma", "m1"),
		student("s2", "24CSE009", "Rohan Kulkarni", null, "B"),
		student("s3", "24CSE010", "Sneha Patil", null, "B"),
	],
	outsideMentors: [],
	cohorts: [
		{ year: 1, section: "A", students: 1, unassigned: 0 },
		{ year: 1, section: "B", students: 2, unassigned: 2 },
	],
	history: {
		items: [
			{
				id: "h1",
				student: { id: "s1", name: "Aditi Sharma", rollNo: "24CSE001" },
				fromMentor: null,
				toMentor: { id: "m1", name: "Dr. Kavita Rao" },
				changedBy: { id: "hod", name: "Dr. Meena Pillai" },
				how: "manual",
				rule: null,
				at: "2026-11-20T04:30:00.000Z",
			},
		],
		total: 1,
	},
};

const plan: MappingPlan = {
	version: "v1",
	summary:
		"Round-robin across Dr. Kavita Rao, Prof. Arjun Nair; year 1, sections A, B, students without a mentor; at most 20 mentees a mentor",
	moves: [
		{
			student: { id: "s2", name: "Rohan Kulkarni", rollNo: "24CSE009" },
			fromMentor: null,
			toMentor: { id: "m1", name: "Dr. Kavita Rao" },
		},
		{
			student: { id: "s3", name: "Sneha Patil", rollNo: "24CSE010" },
			fromMentor: null,
			toMentor: { id: "m2", name: "Prof. Arjun Nair" },
		},
	],
	stays: [],
	unplaced: [],
	loads: [
		{ id: "m1", name: "Dr. Kavita Rao", before: 1, after: 2 },
		{ id: "m2", name: "Prof. Arjun Nair", before: 0, after: 1 },
	],
};

/** The mapping after s2 and s3 are mapped as the plan says. */
const mapped: MentorMapping = {
	...mapping,
	version: "v2",
	mentors: mapping.mentors.map((m) => ({ ...m, menteeCount: m.menteeCount + 1 })),
	students: mapping.students.map((s) =>
		s.id === "s2" ? { ...s, mentorId: "m1" } : s.id === "s3" ? { ...s, mentorId: "m2" } : s,
	),
	cohorts: mapping.cohorts.map((c) => ({ ...c, unassigned: 0 })),
};

const open = () =>
	renderRoutes([{ path: paths.departmentMentors, element: <MentorMappingScreen /> }], {
		initialEntries: [paths.departmentMentors],
	});

describe("the department head's mentor mapping", { timeout: 30_000 }, () => {
	it("shows each mentor's mentees, the students without one and the history", async () => {
		api.respond("GET /api/mentors/mapping", () => jsonResponse(mapping));
		open();
		const without = await screen.findByRole("region", { name: "Without a mentor" });
		expect(within(without).getByText("Rohan Kulkarni")).toBeInTheDocument();
		expect(within(without).getByText("Sneha Patil")).toBeInTheDocument();
		const kavita = screen.getByRole("region", { name: "Dr. Kavita Rao" });
		expect(within(kavita).getByText("Aditi Sharma")).toBeInTheDocument();
		expect(within(kavita).getByText("FAC1002 · 1 mentee")).toBeInTheDocument();
		expect(
			screen.getByText("Computer Science and Engineering (CSE): 3 students, 2 without a mentor."),
		).toBeInTheDocument();
		const history = screen.getByRole("table", { name: "History of changes" });
		expect(within(history).getByText(/By hand, Dr\. Meena Pillai/)).toBeInTheDocument();
	});

	it("maps by rule: previews the moves, then applies them with the preview's version", async () => {
		let current = mapping;
		api.respond("GET /api/mentors/mapping", () => jsonResponse(current));
		api.respond("POST /api/mentors/mapping/preview", () => jsonResponse(plan));
		api.respond("POST /api/mentors/mapping/apply", () => {
			current = mapped;
			return jsonResponse({ changed: 2, mapping: mapped });
		});
		const { user } = open();
		await user.click(await screen.findByRole("radio", { name: /^Round-robin/ }));
		// Only the first year has students without a mentor: it is ticked already, as are both sections.
		expect(screen.getByRole("checkbox", { name: "First year" })).toBeChecked();
		await user.clear(screen.getByRole("textbox", { name: /At most, mentees a mentor/ }));
		await user.type(screen.getByRole("textbox", { name: /At most, mentees a mentor/ }), "20");
		await user.click(screen.getByRole("button", { name: "Preview" }));

		const moves = await screen.findByRole("table", { name: "Proposed moves" });
		expect(within(moves).getAllByRole("row")).toHaveLength(3);
		expect(within(moves).getByText("Sneha Patil").closest("tr")).toHaveTextContent("Prof. Arjun Nair");
		expect(api.sent("POST /api/mentors/mapping/preview")[0]?.body).toEqual({
			strategy: "round_robin",
			scope: { years: [1], sections: ["A", "B"], onlyUnassigned: true },
			mentorIds: ["m1", "m2"],
			maxPerMentor: 20,
		});
		// Nothing has changed yet: both are still without a mentor.
		expect(
			within(screen.getByRole("region", { name: "Without a mentor" })).getByText("Sneha Patil"),
		).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Apply 2 moves" }));
		expect(
			await screen.findByText("The mapping is saved. 2 students moved.", { selector: "[role=status]" }),
		).toBeInTheDocument();
		expect(api.sent("POST /api/mentors/mapping/apply")[0]?.body).toMatchObject({
			version: "v1",
			rules: { strategy: "round_robin" },
		});
		expect(
			within(screen.getByRole("region", { name: "Prof. Arjun Nair" })).getByText("Sneha Patil"),
		).toBeInTheDocument();
		expect(screen.queryByRole("table", { name: "Proposed moves" })).not.toBeInTheDocument();
	});

	it("maps by section: each section starts with its current mentors, and more are chosen from the list", async () => {
		api.respond("GET /api/mentors/mapping", () => jsonResponse(mapping));
		api.respond("POST /api/mentors/mapping/preview", () => jsonResponse(plan));
		const { user } = open();
		expect(await screen.findByRole("radio", { name: /^By section/ })).toBeChecked();
		// 1A's student is Dr. Kavita Rao's: she is named for 1A already; 1B has nobody yet.
		const sectionB = screen.getByRole("textbox", { name: "Mentors for 1B" });
		await user.click(sectionB);
		const list = document.getElementById(sectionB.getAttribute("aria-controls") ?? "") as HTMLElement;
		await user.click(within(list).getByRole("option", { name: "Prof. Arjun Nair", hidden: true }));
		await user.click(screen.getByRole("button", { name: "Preview" }));
		expect(await screen.findByRole("table", { name: "Proposed moves" })).toBeInTheDocument();
		expect(api.sent("POST /api/mentors/mapping/preview")[0]?.body).toEqual({
			strategy: "by_section",
			scope: { years: [1], sections: ["A", "B"], onlyUnassigned: true },
			maxPerMentor: 20,
			sectionMentors: [
				{ year: 1, section: "A", mentorIds: ["m1"] },
				{ year: 1, section: "B", mentorIds: ["m2"] },
			],
		});
	});

	it("tells the department head when the preview is stale and reads the mapping again", async () => {
		api.respond("GET /api/mentors/mapping", () => jsonResponse(mapping));
		api.respond("POST /api/mentors/mapping/preview", () => jsonResponse(plan));
		api.respond("POST /api/mentors/mapping/apply", () =>
			jsonResponse(
				{
					code: "CONFLICT",
					message:
						"The mapping changed since this preview was made. Preview the rule again before applying it.",
				},
				409,
			),
		);
		const { user } = open();
		await user.click(await screen.findByRole("radio", { name: /^Round-robin/ }));
		await user.click(screen.getByRole("button", { name: "Preview" }));
		await user.click(await screen.findByRole("button", { name: "Apply 2 moves" }));
		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("Not applied");
		expect(alert).toHaveTextContent("Preview the rule again before applying it.");
		expect(within(alert).getByRole("button", { name: "Preview again" })).toBeInTheDocument();
		expect(api.sent("GET /api/mentors/mapping").length).toBeGreaterThan(1);
	});

	it("moves a student with the keyboard's 'Move to' list, or by dragging them onto a mentor", async () => {
		api.respond("GET /api/mentors/mapping", () => jsonResponse(mapping));
		api.respond("POST /api/mentors/mapping/moves", (request) => {
			const body = request.body as { studentIds: string[]; mentorId: string | null };
			return jsonResponse({
				changed: 1,
				mapping: {
					...mapping,
					version: "v2",
					students: mapping.students.map((s) =>
						body.studentIds.includes(s.id) ? { ...s, mentorId: body.mentorId } : s,
					),
				},
			});
		});
		const { user } = open();
		await user.selectOptions(await screen.findByRole("combobox", { name: "Move Rohan Kulkarni to" }), "m2");
		expect(
			await screen.findByText("Rohan Kulkarni moved to Prof. Arjun Nair.", { selector: "[role=status]" }),
		).toBeInTheDocument();
		expect(api.sent("POST /api/mentors/mapping/moves")[0]?.body).toEqual({
			studentIds: ["s2"],
			mentorId: "m2",
			version: "v1",
		});

		// Drag and drop: the card's id travels in the drag's data to the mentor it is dropped on.
		const data = new Map<string, string>();
		const dataTransfer = {
			setData: (type: string, value: string) => data.set(type, value),
			getData: (type: string) => data.get(type) ?? "",
			effectAllowed: "",
			dropEffect: "",
		};
		const card = screen.getByRole("listitem", { name: "Sneha Patil, 24CSE010" });
		fireEvent.dragStart(card, { dataTransfer });
		const target = screen.getByRole("region", { name: "Dr. Kavita Rao" });
		const over = createEvent.dragOver(target, { dataTransfer });
		fireEvent(target, over);
		expect(over.defaultPrevented).toBe(true);
		fireEvent.drop(target, { dataTransfer });
		expect(
			await screen.findByText("Sneha Patil moved to Dr. Kavita Rao.", { selector: "[role=status]" }),
		).toBeInTheDocument();
		expect(api.sent("POST /api/mentors/mapping/moves")[1]?.body).toMatchObject({
			studentIds: ["s3"],
			mentorId: "m1",
		});
	});

	it("says when the mapping cannot be loaded, or the department has no students", async () => {
		api.respond("GET /api/mentors/mapping", () =>
			jsonResponse({ code: "FORBIDDEN", message: "Your account is not linked to a department yet." }, 403),
		);
		open();
		const failed = await screen.findByRole("alert");
		expect(failed).toHaveTextContent("The mentor mapping could not be loaded");
		expect(failed).toHaveTextContent("Your account is not linked to a department yet.");
	});

	it("offers to add students when the department has none", async () => {
		api.respond("GET /api/mentors/mapping", () =>
			jsonResponse({ ...mapping, students: [], cohorts: [], history: { items: [], total: 0 } }),
		);
		open();
		expect(await screen.findByText("The department has no students yet.")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Add students" })).toHaveAttribute(
			"href",
			paths.departmentStudents,
		);
	});
});
