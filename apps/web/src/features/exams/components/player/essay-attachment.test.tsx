import { fireEvent, screen, within } from "@testing-library/react";
import type { ExamQuestions, PlayerQuestion } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { renderRoutes } from "../../../../test/render";
import { ExamPlayerScreen } from "../../routes/exam-player-screen";
import { makeExamQuestions } from "../../test-fixtures";

// A photo of handwritten working attached to an essay in the player: sent at once, shown with its
// size and a link, replaced or removed, and refused on the device when it is not a photo or PDF.

const api = stubFetch();
const UPLOAD = "POST /students/exam/exam-1/questions/q-essay/upload";
const REMOVE = "DELETE /students/exam/exam-1/questions/q-essay/upload";

const ESSAY: PlayerQuestion = {
	question_id: "q-essay",
	type: "essay",
	text: "Draw the recursion tree of merge sort on 8 elements and give its height.",
	options: [],
	multi_answer: false,
	marks: 5,
	negative_marks: 0,
	essay: { word_limit: 200, allow_upload: true },
};

function examWith(uploads?: ExamQuestions["attempt"]["uploads"]): ExamQuestions {
	const base = makeExamQuestions(uploads ? { uploads } : {});
	return {
		...base,
		exam: { ...base.exam, sections: [{ section_id: "sec-w", title: "Written", questions: [ESSAY] }] },
	};
}

const renderPlayer = () =>
	renderRoutes([{ path: "/exam/:examId", element: <ExamPlayerScreen /> }], {
		initialEntries: ["/exam/exam-1"],
	});

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});

describe("attaching working to an essay", () => {
	it("sends a chosen photo at once and shows it with its size, then removes it", async () => {
		api.respond("GET /students/exam/exam-1/questions", () => jsonResponse(examWith()));
		api.respond(UPLOAD, () =>
			jsonResponse({ mime: "image/jpeg", size: 1_468_006, uploaded_at: "2026-11-23T10:01:00.000Z" }),
		);
		api.respond(REMOVE, () => new Response(null, { status: 204 }));
		const { user } = renderPlayer();

		const button = await screen.findByRole("button", { name: "Attach a photo or PDF" });
		const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
		if (!input) throw new Error("no file input");
		await user.upload(
			input,
			new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], "page.jpg", { type: "image/jpeg" }),
		);

		expect(await screen.findByText("Photo attached (1.4 MB)")).toBeInTheDocument();
		expect(api.sent(UPLOAD)).toHaveLength(1);
		const form = api.sent(UPLOAD)[0]?.body as FormData;
		expect((form.get("file") as File).name).toBe("page.jpg");
		expect(screen.getByRole("link", { name: "View" })).toHaveAttribute(
			"href",
			"/students/exam/exam-1/questions/q-essay/upload",
		);
		await user.click(screen.getByRole("button", { name: "Remove the file" }));
		expect(await screen.findByRole("button", { name: "Attach a photo or PDF" })).toBeInTheDocument();
		expect(api.sent(REMOVE)).toHaveLength(1);
	});

	it("shows a file attached before a reload, and refuses a wrong type on the device", async () => {
		api.respond("GET /students/exam/exam-1/questions", () =>
			jsonResponse(
				examWith({
					"q-essay": { mime: "application/pdf", size: 250_000, uploaded_at: "2026-11-23T10:00:00.000Z" },
				}),
			),
		);
		renderPlayer();
		expect(await screen.findByText("PDF attached (244 KB)")).toBeInTheDocument();
		const replace = screen.getByRole("button", { name: "Replace the file" });
		const input = replace.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
		if (!input) throw new Error("no file input");
		// The picker's filter is only a hint: a text file chosen anyway is refused before sending.
		fireEvent.change(input, {
			target: { files: [new File(["notes"], "notes.txt", { type: "text/plain" })] },
		});
		const alert = await screen.findByRole("alert");
		expect(within(alert).getByText("Attach a photo (JPEG, PNG or WebP) or a PDF.")).toBeInTheDocument();
		expect(api.sent(UPLOAD)).toHaveLength(0);
	});

	it("offers no attachment for an essay that takes none", async () => {
		api.respond("GET /students/exam/exam-1/questions", () =>
			jsonResponse({
				...examWith(),
				exam: {
					...examWith().exam,
					sections: [
						{
							section_id: "sec-w",
							title: "Written",
							questions: [{ ...ESSAY, essay: { word_limit: 200, allow_upload: false } }],
						},
					],
				},
			}),
		);
		renderPlayer();
		expect(await screen.findByRole("textbox", { name: "Your answer" })).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Attach a photo or PDF" })).toBeNull();
	});
});
