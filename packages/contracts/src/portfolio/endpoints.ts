import { defineEndpoint } from "../http/endpoint";
import {
	myPortfolioSchema,
	portfolioInputSchema,
	publicPortfolioParamsSchema,
	publicPortfolioSchema,
} from "./schemas";

const tags = ["portfolio"];

/** A student's public portfolio: their own settings, and the page anyone with the link reads. */
export const portfolioEndpoints = {
	mine: defineEndpoint({
		method: "GET",
		path: "/api/portfolio",
		summary: "The signed-in student's portfolio settings and its public address",
		tags,
		responses: { 200: myPortfolioSchema },
		errors: [401, 403],
	}),
	save: defineEndpoint({
		method: "PUT",
		path: "/api/portfolio",
		summary: "Save the signed-in student's portfolio (whether it is public, headline, about, skills, links)",
		tags,
		body: portfolioInputSchema,
		responses: { 200: myPortfolioSchema },
		errors: [400, 401, 403],
	}),
	view: defineEndpoint({
		method: "GET",
		path: "/api/public-profiles/:rollNumber",
		summary:
			"A student's public portfolio (no sign-in); 404 when it is not public or there is no such student",
		tags,
		params: publicPortfolioParamsSchema,
		responses: { 200: publicPortfolioSchema },
		errors: [404],
	}),
};
