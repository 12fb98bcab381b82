import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	academicYearOf,
	admissionYearFor,
	batchLabel,
	sectionInputSchema,
	sectionUpdateSchema,
	undeclaredSectionMessage,
} from "./sections";

describe("batches", () => {
	it("starts the academic year in July", () => {
		expect(academicYearOf(new Date("2026-06-30T12:00:00Z"))).toBe(2025);
		expect(academicYearOf(new Date("2026-07-01T00:00:00Z"))).toBe(2026);
		expect(academicYearOf(new Date("2026-11-25T00:00:00Z"))).toBe(2026);
	});

	it("puts a third-year of 2024-25 in the 2022–2026 batch", () => {
		expect(batchLabel(admissionYearFor(3, new Date("2025-02-10T00:00:00Z")))).toBe("2022–2026");
	});

	it("gives every year of study of one academic year a different batch, a year apart", () => {
		fc.assert(
			fc.property(
				fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
				(now) => {
					const batches = [1, 2, 3, 4].map((year) => admissionYearFor(year, now));
					expect(batches).toEqual(batches.map((_, i) => (batches[0] as number) - i));
					expect(batchLabel(batches[3] as number).endsWith(String(academicYearOf(now) + 1))).toBe(true);
				},
			),
		);
	});
});

describe("sections", () => {
	it("accepts one letter, upper-cased, and an optional capacity of 1 to 500", () => {
		expect(sectionInputSchema.parse({ year: 2, name: " b " })).toEqual({ year: 2, name: "B" });
		expect(sectionInputSchema.safeParse({ year: 2, name: "B1" }).success).toBe(false);
		expect(sectionInputSchema.safeParse({ year: 5, name: "B" }).success).toBe(false);
		expect(sectionInputSchema.safeParse({ year: 2, name: "B", capacity: 501 }).success).toBe(false);
		expect(sectionInputSchema.parse({ year: 2, name: "B", capacity: null })).toEqual({
			year: 2,
			name: "B",
			capacity: null,
		});
	});

	it("refuses an update that changes nothing", () => {
		expect(sectionUpdateSchema.safeParse({}).success).toBe(false);
		expect(sectionUpdateSchema.parse({ capacity: null })).toEqual({ capacity: null });
	});

	it("names the allowed sections", () => {
		expect(undeclaredSectionMessage("CSE", 2, ["A", "B"])).toBe("CSE year 2 has sections A, B.");
		expect(undeclaredSectionMessage("ME", 1, ["A"])).toBe("ME year 1 has section A.");
	});
});
