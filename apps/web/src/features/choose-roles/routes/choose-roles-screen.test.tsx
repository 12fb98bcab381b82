import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { ChooseRolesScreen } from "./choose-roles-screen";

describe("ChooseRolesScreen", () => {
	it("shows six role cards, each linking to its login route", () => {
		renderScreen(<ChooseRolesScreen />, "/choose-roles");

		expect(screen.getByRole("heading", { level: 1, name: "Choose your role" })).toBeInTheDocument();
		expect(document.title).toBe("Choose Your Role · Unnati");
		const cards = screen.getAllByRole("article");
		const destinations = cards.map((card) => [
			within(card).getByRole("heading", { level: 2 }).textContent,
			within(card).getByRole("link").getAttribute("href"),
		]);
		expect(destinations).toEqual([
			["Instructor", "/instructor-login"],
			["Connect In", "/connectin-login"],
			["Question Bank", "/question-bank-login"],
			["Principal", "/principal-login"],
			["PAT placement", "/pat-login"],
			["Career Counselor", "/career-counselor-login"],
		]);
	});

	it("names each button after its role and follows it", async () => {
		const { user, router } = renderScreen(<ChooseRolesScreen />, "/choose-roles");

		await user.click(screen.getByRole("link", { name: "Continue as Principal" }));

		expect(router.state.location.pathname).toBe("/principal-login");
	});

	it("points students and college staff to the main login page", () => {
		renderScreen(<ChooseRolesScreen />, "/choose-roles");

		expect(screen.getByRole("link", { name: "main login page" })).toHaveAttribute("href", "/login");
	});
});
