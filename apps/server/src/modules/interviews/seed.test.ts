import { historySchema } from "@unnati/contracts/interviews";
import { bookingListSchema } from "@unnati/contracts/scheduling";
import { describe, expect, it } from "vitest";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { studentLogin } from "../../test/demo-logins";
import { useTestApp } from "../../test/test-app";

describe("the demo's interviews", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });

	it("gives 22CSE001 a finished behavioral interview with feedback and a booked slot of FAC1001", async () => {
		const token = await tokenFor(ctx.app, studentLogin("22CSE001"));
		const history = historySchema.parse(
			(
				await ctx.app.inject({ method: "GET", url: "/api/interviews/history", headers: bearer(token) })
			).json(),
		);
		const practice = history.items.find((item) => item.kind === "practice");
		expect(practice).toMatchObject({ type: "behavioral", status: "completed" });
		expect(practice?.score).toBeGreaterThan(0);
		const feedback = (
			await ctx.app.inject({
				method: "GET",
				url: `/api/interviews/feedback/${practice?.id}`,
				headers: bearer(token),
			})
		).json();
		expect(feedback.overall.answered).toBe(3);
		expect(feedback.overall.suggestions.length).toBeGreaterThan(0);
		const upcoming = bookingListSchema.parse(
			(
				await ctx.app.inject({ method: "GET", url: "/api/scheduling/bookings", headers: bearer(token) })
			).json(),
		);
		expect(upcoming.bookings[0]?.slot).toMatchObject({ title: "Behavioral round practice", mode: "online" });
	});
});
