import { screen } from "@testing-library/react";
import type { MyPortfolio } from "@unnati/contracts/portfolio";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { MyProfileScreen } from "./my-profile-screen";

const api = stubFetch();

const PRIVATE: MyPortfolio = {
	public: false,
	handle: "22CSE011",
	headline: "",
	about: "",
	skills: [],
	links: { github: null, linkedin: null, website: null },
	updatedAt: null,
};

describe("MyProfileScreen", { timeout: 20_000 }, () => {
	it("makes the profile public with what the student wrote, then shows its link", async () => {
		api.respond("GET /api/portfolio", () => jsonResponse(PRIVATE));
		api.respond("PUT /api/portfolio", (request) =>
			jsonResponse({
				...(request.body as object),
				handle: "22CSE011",
				updatedAt: "2026-11-24T10:00:00.000Z",
			}),
		);
		const { user } = renderScreen(<MyProfileScreen />);

		expect(await screen.findByText(/Your profile is private\./)).toBeInTheDocument();
		await user.click(screen.getByRole("switch", { name: "Anyone with the link can see my profile" }));
		await user.type(screen.getByLabelText("Headline"), "Third-year CSE student");
		await user.type(screen.getByRole("textbox", { name: "Skills" }), "Python{Enter}SQL{Enter}");
		await user.type(screen.getByLabelText("GitHub profile"), "https://github.com/kabir");
		await user.click(screen.getByRole("button", { name: "Save profile" }));

		expect(await screen.findByRole("link", { name: "View as others see it" })).toHaveAttribute(
			"href",
			"/public-profile/22CSE011",
		);
		expect(api.sent("PUT /api/portfolio")[0]?.body).toEqual({
			public: true,
			headline: "Third-year CSE student",
			about: "",
			skills: ["Python", "SQL"],
			links: { github: "https://github.com/kabir", linkedin: null, website: null },
		});
		expect(screen.getByRole("link", { name: /\/public-profile\/22CSE011$/ })).toHaveAttribute(
			"href",
			"/public-profile/22CSE011",
		);
		expect(screen.getByText("Saved. Your profile is public at its link.")).toBeInTheDocument();
	});

	it("marks a link that is not https on the field and sends nothing", async () => {
		api.respond("GET /api/portfolio", () => jsonResponse(PRIVATE));
		const { user } = renderScreen(<MyProfileScreen />);

		await user.type(await screen.findByLabelText("LinkedIn profile"), "http://linkedin.com/in/kabir");
		await user.click(screen.getByRole("button", { name: "Save profile" }));

		expect(await screen.findByText("Give a https:// link on LinkedIn (linkedin.com).")).toBeInTheDocument();
		expect(screen.getByRole("alert")).toHaveTextContent("Correct the fields marked above");
		expect(api.sent("PUT /api/portfolio")).toHaveLength(0);
	});
});
