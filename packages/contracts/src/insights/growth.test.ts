import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GROWTH_BANDS, growthBandOf } from "./growth";

describe("growthBandOf", () => {
	it("bands a change at its edges: −10 and +10 are steady, +20 is improved", () => {
		expect(growthBandOf(-10.1)).toBe("slipped");
		expect(growthBandOf(-10)).toBe("steady");
		expect(growthBandOf(0)).toBe("steady");
		expect(growthBandOf(10)).toBe("steady");
		expect(growthBandOf(10.1)).toBe("improved");
		expect(growthBandOf(20)).toBe("improved");
		expect(growthBandOf(20.1)).toBe("leapt");
	});

	it("never puts a larger change in a lower band", () => {
		fc.assert(
			fc.property(
				fc.double({ min: -100, max: 100, noNaN: true }),
				fc.double({ min: 0, max: 100, noNaN: true }),
				(a, d) => {
					expect(GROWTH_BANDS.indexOf(growthBandOf(a + d))).toBeGreaterThanOrEqual(
						GROWTH_BANDS.indexOf(growthBandOf(a)),
					);
				},
			),
		);
	});
});
