import { screen } from "@testing-library/react";
import { EXAM_TIMING } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { recordSecurityValidation } from "../exam-storage";
import { ExamGuard } from "./exam-guard";

function renderAt(path: string) {
	return renderRoutes(
		[
			{ element: <ExamGuard />, children: [{ path: "/exam/:examId", element: <p>The exam player</p> }] },
			{ path: "/exam-security/:id", element: <p>The exam rules</p> },
		],
		{ initialEntries: [path] },
	);
}

beforeEach(() => {
	sessionStorage.clear();
});

describe("ExamGuard", () => {
	it("sends a student who has not accepted the rules to the security screen of this exam", async () => {
		const { router } = renderAt("/exam/exam-1");

		expect(await screen.findByText("The exam rules")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/exam-security/exam-1");
	});

	it("does not accept a validation made for another exam", async () => {
		recordSecurityValidation("exam-2");
		renderAt("/exam/exam-1");

		expect(await screen.findByText("The exam rules")).toBeInTheDocument();
	});

	it("does not accept a validation older than 5 minutes", async () => {
		recordSecurityValidation("exam-1", Date.now() - EXAM_TIMING.securityValidityMs - 1000);
		renderAt("/exam/exam-1");

		expect(await screen.findByText("The exam rules")).toBeInTheDocument();
	});

	it("lets the student into the exam with a fresh validation for it", async () => {
		recordSecurityValidation("exam-1", Date.now() - 60_000);
		renderAt("/exam/exam-1");

		expect(await screen.findByText("The exam player")).toBeInTheDocument();
	});
});
