import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { move } from "./section-fields";
import { SortableList } from "./sortable-list";

function Harness() {
	const [items, setItems] = useState(["Education", "Projects", "Skills"]);
	return (
		<SortableList
			items={items}
			label="Section order"
			itemLabel={(item) => item}
			onMove={(from, to) => setItems((current) => move(current, from, to))}
			render={() => null}
		/>
	);
}

describe("SortableList", () => {
	it("reorders with the keyboard's Move buttons and says where the item went", async () => {
		const user = userEvent.setup();
		render(
			<MantineProvider>
				<Harness />
			</MantineProvider>,
		);
		screen.getByRole("button", { name: "Move Skills up" }).focus();
		await user.keyboard("{Enter}");
		const list = screen.getByRole("list", { name: "Section order" });
		expect([...list.querySelectorAll("li")].map((li) => li.textContent?.replace(/[⠿↑↓]/g, ""))).toEqual([
			"Education",
			"Skills",
			"Projects",
		]);
		expect(screen.getByText("Skills moved to position 2 of 3.")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Move Education up" })).toBeDisabled();
	});
});
