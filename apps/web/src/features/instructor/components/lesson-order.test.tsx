import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { LessonOrder } from "./lesson-order";

const lessons = [
	{
		id: "6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0001",
		slug: "vpc",
		title: "Virtual private clouds",
		state: "published" as const,
		changed: false,
	},
	{
		id: "6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0002",
		slug: "iam",
		title: "Identity and access",
		state: "draft" as const,
		changed: true,
	},
];

describe("LessonOrder", () => {
	it("moves a lesson with the keyboard and announces where it went", async () => {
		const onMove = vi.fn();
		renderScreen(
			<LessonOrder
				courseId="c1"
				moduleTitle="Networking"
				lessons={lessons}
				disabled={false}
				onMove={onMove}
			/>,
		);
		expect(screen.getByRole("list", { name: "Lessons of Networking" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Move Virtual private clouds up" })).toBeDisabled();
		const down = screen.getByRole("button", { name: "Move Virtual private clouds down" });
		down.focus();
		await userEvent.keyboard("{Enter}");
		expect(onMove).toHaveBeenCalledWith(0, 1);
		expect(screen.getByText("Virtual private clouds moved to position 2 of 2.")).toBeInTheDocument();
		expect(screen.getByText("Draft")).toBeInTheDocument();
	});

	it("offers no reordering while the course is in review", () => {
		renderScreen(
			<LessonOrder courseId="c1" moduleTitle="Networking" lessons={lessons} disabled onMove={vi.fn()} />,
		);
		expect(screen.queryByRole("button", { name: /Move/ })).toBeNull();
		expect(screen.getByRole("link", { name: "Identity and access" })).toHaveAttribute(
			"href",
			"/instructordashboard/courses/c1/lessons/6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0002",
		);
	});
});
