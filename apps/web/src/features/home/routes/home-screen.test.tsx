import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { HomeScreen } from "./home-screen";

describe("HomeScreen", () => {
	it("introduces Unnati with a headline, a subtitle and the four pillars", () => {
		renderScreen(<HomeScreen />);

		expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/indian colleges/i);
		expect(
			screen.getByText(/proctored exams, guided learning paths and coding practice/i),
		).toBeInTheDocument();
		const pillars = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
		expect(pillars).toEqual(["Proctored exams", "Learning paths", "Coding practice", "Placement readiness"]);
	});

	it("links nowhere that is not built yet", () => {
		renderScreen(<HomeScreen />);

		expect(screen.queryAllByRole("link")).toEqual([]);
	});
});
