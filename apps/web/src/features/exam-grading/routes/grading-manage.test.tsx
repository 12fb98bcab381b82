import { screen, waitFor, within } from "@testing-library/react";
import { GRADING_MESSAGES } from "@unnati/contracts/exams";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeManagedQueue, makeQueue } from "../test-data";
import { GradingQueueScreen } from "./grading-queue-screen";

const api = stubFetch();
const QUEUE = "GET /api/exams/exam-1/grading";
const SETTINGS = "PATCH /api/exams/exam-1/grading";
const RELEASE = "POST /api/exams/exam-1/grading/release";
const LIST = "GET /api/grading";

const renderQueue = () =>
	renderRoutes(
		[
			{
				path: paths.gradingQueuePattern("ROLE_EXAM_ADMIN"),
				element: <GradingQueueScreen area="ROLE_EXAM_ADMIN" />,
			},
		],
		{ initialEntries: [paths.gradingQueue("ROLE_EXAM_ADMIN", "exam-1")] },
	);

const managePanel = () => screen.findByRole("region", { name: "Manage grading" });

describe("Managing an exam's grading", () => {
	it("releases the marks after a confirmation that says how many attempts are released and how many wait", async () => {
		api.respond(QUEUE, () => jsonResponse(makeManagedQueue()));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		api.respond(RELEASE, () => jsonResponse({ released: 1, still_awaiting: 2 }));
		const { user } = renderQueue();
		const panel = await managePanel();
		expect(panel).toHaveTextContent("1 attempt is fully graded and waiting for release.");

		await user.click(within(panel).getByRole("button", { name: "Release marks" }));
		const dialog = await screen.findByRole("dialog", { name: "Release marks?" });
		expect(dialog).toHaveTextContent("The marks of 1 fully graded attempt will be released");
		expect(dialog).toHaveTextContent("2 attempts still have essays to grade and stay awaiting grading.");
		expect(api.sent(RELEASE)).toHaveLength(0);
		await user.click(within(dialog).getByRole("button", { name: "Release 1 attempt" }));

		const done = await within(panel).findByRole("status");
		expect(done).toHaveTextContent("Released the marks of 1 attempt; their students have been told.");
		expect(done).toHaveTextContent("2 attempts still await grading.");
		expect(api.sent(RELEASE)).toHaveLength(1);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		// The counts change: the queue is fetched again.
		await waitFor(() => expect(api.sent(QUEUE)).toHaveLength(2));
	});

	it("sends nothing when the release is cancelled, and offers none when no attempt is ready", async () => {
		api.respond(QUEUE, () => jsonResponse(makeManagedQueue()));
		const { user } = renderQueue();
		const panel = await managePanel();

		await user.click(within(panel).getByRole("button", { name: "Release marks" }));
		const dialog = await screen.findByRole("dialog", { name: "Release marks?" });
		await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(api.sent(RELEASE)).toHaveLength(0);
	});

	it("disables Release marks while no attempt is fully graded", async () => {
		api.respond(QUEUE, () =>
			jsonResponse(
				makeManagedQueue({
					counts: { ungraded: 4, unreleased: 0, released: 1, attempts_ready: 0, attempts_awaiting: 3 },
				}),
			),
		);
		renderQueue();
		const panel = await managePanel();

		expect(panel).toHaveTextContent("No attempt is fully graded and waiting for release.");
		expect(within(panel).getByRole("button", { name: "Release marks" })).toBeDisabled();
	});

	it("switches anonymous grading on, and shows the labels the server sends back", async () => {
		api.respond(QUEUE, () => jsonResponse(makeManagedQueue()));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		const anonymousQueue = makeManagedQueue({
			anonymous: true,
			entries: makeQueue().entries.map((entry, index) => ({
				...entry,
				student_label: `Student ${(index % 3) + 1}`,
				roll_no: null,
			})),
		});
		api.respond(SETTINGS, () => {
			api.respond(QUEUE, () => jsonResponse(anonymousQueue));
			return jsonResponse(anonymousQueue);
		});
		const { user } = renderQueue();
		const panel = await managePanel();
		expect(await screen.findByRole("article", { name: "Ananya Iyer" })).toBeInTheDocument();

		const toggle = within(panel).getByRole("switch", { name: "Anonymous grading (hide names)" });
		expect(toggle).not.toBeChecked();
		await user.click(toggle);

		expect(await screen.findByRole("article", { name: "Student 1" })).toBeInTheDocument();
		expect(api.sent(SETTINGS).map((r) => r.body)).toEqual([{ anonymous: true }]);
		expect(within(panel).getByRole("switch", { name: "Anonymous grading (hide names)" })).toBeChecked();
		expect(screen.queryByText(/Ananya Iyer/)).toBeNull();
	});

	it("saves the graders chosen from the college's faculty", async () => {
		api.respond(QUEUE, () => jsonResponse(makeManagedQueue()));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		const withBoth = makeManagedQueue({
			graders: [
				{ user_id: "u-mentor", name: "Dr. Kavya Rao" },
				{ user_id: "u-head", name: "Prof. Suresh Menon" },
			],
		});
		api.respond(SETTINGS, () => {
			api.respond(QUEUE, () => jsonResponse(withBoth));
			return jsonResponse(withBoth);
		});
		const { user } = renderQueue();
		const panel = await managePanel();
		const save = within(panel).getByRole("button", { name: "Save graders" });
		expect(save).toBeDisabled();

		await user.click(within(panel).getByRole("textbox", { name: "Graders" }));
		await user.click(
			await screen.findByRole("option", { name: "Prof. Suresh Menon (Department Head)", hidden: true }),
		);
		expect(save).toBeEnabled();
		await user.click(save);

		await waitFor(() => expect(api.sent(SETTINGS)).toHaveLength(1));
		expect(api.sent(SETTINGS)[0]?.body).toEqual({ grader_ids: ["u-mentor", "u-head"] });
		await waitFor(() => expect(within(panel).getByRole("button", { name: "Save graders" })).toBeDisabled());
	});

	it("shows the server's reason when the settings are refused", async () => {
		api.respond(QUEUE, () => jsonResponse(makeManagedQueue()));
		api.respond(SETTINGS, () =>
			jsonResponse({ code: "FORBIDDEN", message: GRADING_MESSAGES.onlyAdminManages }, 403),
		);
		const { user } = renderQueue();
		const panel = await managePanel();

		await user.click(within(panel).getByRole("switch", { name: "Anonymous grading (hide names)" }));

		const alert = await within(panel).findByRole("alert");
		expect(alert).toHaveTextContent("The settings could not be saved");
		expect(alert).toHaveTextContent(GRADING_MESSAGES.onlyAdminManages);
	});

	it("is not offered to a grader who does not manage the exam", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		renderQueue();

		expect(await screen.findByRole("article", { name: "Ananya Iyer" })).toBeInTheDocument();
		expect(screen.queryByRole("region", { name: "Manage grading" })).toBeNull();
		expect(screen.queryByRole("button", { name: "Release marks" })).toBeNull();
	});
});
