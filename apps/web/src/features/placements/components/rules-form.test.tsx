import { screen } from "@testing-library/react";
import { type EligibilityRules, OPEN_RULES } from "@unnati/contracts/placements";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { RulesForm } from "./rules-form";

function InAForm({ onSubmit }: { onSubmit: () => void }) {
	const [rules, setRules] = useState<EligibilityRules>(OPEN_RULES);
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				onSubmit();
			}}
		>
			<RulesForm rules={rules} onChange={setRules} />
			<output aria-label="Chosen branches">{rules.branches.join(",")}</output>
		</form>
	);
}

describe("RulesForm", () => {
	it("picks a branch typed and confirmed with Enter, without submitting the drive's form", async () => {
		const submitted = vi.fn();
		const { user } = renderScreen(<InAForm onSubmit={submitted} />);

		await user.click(screen.getByRole("textbox", { name: "Branches" }));
		await user.keyboard("ECE{Enter}");

		expect(screen.getByLabelText("Chosen branches")).toHaveTextContent("ECE");
		expect(submitted).not.toHaveBeenCalled();
	});
});
