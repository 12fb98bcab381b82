import { queryOptions } from "@tanstack/react-query";
import { type PortfolioInput, portfolioEndpoints } from "@unnati/contracts/portfolio";
import { callApi } from "../../lib/api-client";

export const portfolioKeys = {
	mine: ["portfolio", "mine"] as const,
	public: (handle: string) => ["portfolio", "public", handle.toUpperCase()] as const,
};

/** GET /api/portfolio: the signed-in student's settings. */
export const myPortfolioQuery = () =>
	queryOptions({ queryKey: portfolioKeys.mine, queryFn: () => callApi(portfolioEndpoints.mine) });

/** GET /api/public-profiles/{handle}: what anyone with the link sees. */
export const publicPortfolioQuery = (handle: string) =>
	queryOptions({
		queryKey: portfolioKeys.public(handle),
		queryFn: () => callApi(portfolioEndpoints.view, { params: { rollNumber: handle } }),
	});

export const savePortfolio = (body: PortfolioInput) => callApi(portfolioEndpoints.save, { body });
