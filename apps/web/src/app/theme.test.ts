import { DEFAULT_THEME, luminance } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, filledShade, theme } from "./theme";

const whiteContrast = (color: string) => 1.05 / (luminance(color) + 0.05);

describe("the theme's filled colours", () => {
	it.each(Object.keys(DEFAULT_THEME.colors))("give white text at least 4.5:1 on %s", (name) => {
		const filled = filledShade(DEFAULT_THEME.colors[name] ?? []);
		expect(whiteContrast(filled)).toBeGreaterThanOrEqual(4.5);
	});

	it("keep the primary indigo at the shade the theme names, and darken red and green", () => {
		const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
		expect(light["--mantine-color-indigo-filled"]).toBe(DEFAULT_THEME.colors.indigo[7]);
		expect(light["--mantine-color-red-filled"]).toBe(DEFAULT_THEME.colors.red[8]);
		expect(whiteContrast(light["--mantine-color-green-filled"] ?? "#fff")).toBeGreaterThanOrEqual(4.5);
		// Outline text stays at 4.5:1 on a striped row's gray 0 too.
		const onGray0 = (color: string) => (luminance("#f8f9fa") + 0.05) / (luminance(color) + 0.05);
		for (const name of ["red", "teal", "green", "indigo", "orange"])
			expect(onGray0(light[`--mantine-color-${name}-outline`] ?? "#fff")).toBeGreaterThanOrEqual(4.5);
	});
});
