import { screen } from "@testing-library/react";
import { type EligibilityRules, OPEN_RULES } from "@unnati/contracts/placements";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { LiveEligibility } from "./eligibility-panel";

const api = stubFetch();

function WithCgpaButton() {
	const [rules, setRules] = useState<EligibilityRules>(OPEN_RULES);
	return (
		<>
			<button type="button" onClick={() => setRules({ ...rules, minCgpa: 9 })}>
				Ask for a CGPA of 9
			</button>
			<LiveEligibility rules={rules} />
		</>
	);
}

describe("LiveEligibility", { timeout: 20_000 }, () => {
	it("marks the previous rules' count as updating until the new rules are counted", async () => {
		const strict = deferred<Response>();
		api.respond("POST /api/placements/eligibility/preview", (request) => {
			const { rules } = request.body as { rules: EligibilityRules };
			if (rules.minCgpa === 9) return strict.promise;
			return jsonResponse({ total: 144, eligible: 144, excludedBy: {}, ineligible: [] });
		});
		const { user } = renderScreen(<WithCgpaButton />);

		expect(await screen.findByText(/of 144 students eligible/)).toBeInTheDocument();
		expect(screen.queryByText("Updating the count…")).not.toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Ask for a CGPA of 9" }));
		// The old figure stays on screen, said to be out of date, while the new one is counted.
		expect(await screen.findByText("Updating the count…")).toBeInTheDocument();
		expect(screen.getByText(/of 144 students eligible/).textContent).toBe("144 of 144 students eligible");

		strict.resolve(
			jsonResponse({
				total: 144,
				eligible: 9,
				excludedBy: { minCgpa: 135 },
				ineligible: [],
			}),
		);
		expect(await screen.findByText(/^9$/)).toBeInTheDocument();
		expect(screen.queryByText("Updating the count…")).not.toBeInTheDocument();
		expect(screen.getByText("CGPA: 135")).toBeInTheDocument();
	});
});
