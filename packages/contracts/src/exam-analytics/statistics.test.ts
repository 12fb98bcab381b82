import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	discriminationIndex,
	facilityIndex,
	histogram,
	itemMoments,
	itemRange,
	itemStandardDeviation,
	itemSums,
	mean,
	median,
	momentsFromSums,
	optionShares,
	shareOf,
	standardDeviation,
} from "./statistics";

/** Marks as exams store them: two decimals. */
const markArb = fc.integer({ min: -10_000, max: 10_000 }).map((n) => n / 100);
const valuesArb = fc.array(markArb, { minLength: 1, maxLength: 60 });

/** An item worth `marks` with an optional penalty, and attempts whose item score lies in its range. */
const itemArb = fc
	.record({
		marks: fc.integer({ min: 1, max: 1000 }).map((n) => n / 100),
		negativeMarks: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
	})
	.chain((question) =>
		fc
			.array(
				fc.record({
					fraction: fc.double({ min: 0, max: 1, noNaN: true }),
					rest: fc.integer({ min: -2000, max: 20_000 }).map((n) => n / 100),
				}),
				{ minLength: 0, maxLength: 80 },
			)
			.map((rows) => {
				const range = itemRange(question);
				const scores = rows.map(({ fraction, rest }) => {
					const item = Math.round((range.min + fraction * (range.max - range.min)) * 100) / 100;
					return { item, total: item + rest };
				});
				return { question, range, scores };
			}),
	);

describe("mean, median and standard deviation", () => {
	it("lie within the values, and ignore their order", () => {
		fc.assert(
			fc.property(valuesArb, fc.nat(), (values, seed) => {
				const low = Math.min(...values);
				const high = Math.max(...values);
				const m = mean(values) as number;
				const med = median(values) as number;
				expect(m).toBeGreaterThanOrEqual(low - 1e-9);
				expect(m).toBeLessThanOrEqual(high + 1e-9);
				expect(med).toBeGreaterThanOrEqual(low);
				expect(med).toBeLessThanOrEqual(high);
				const rotated = [...values.slice(seed % values.length), ...values.slice(0, seed % values.length)];
				expect(median(rotated)).toBe(med);
				expect(mean(rotated)).toBeCloseTo(m, 9);
			}),
		);
	});

	it("has as many values at or below the median as at or above it", () => {
		fc.assert(
			fc.property(valuesArb, (values) => {
				const med = median(values) as number;
				const below = values.filter((v) => v <= med).length;
				const above = values.filter((v) => v >= med).length;
				expect(below).toBeGreaterThanOrEqual(values.length / 2);
				expect(above).toBeGreaterThanOrEqual(values.length / 2);
			}),
		);
	});

	it("moves the deviation by nothing under a shift, and scales it with the values", () => {
		fc.assert(
			fc.property(
				fc.array(markArb, { minLength: 2, maxLength: 60 }),
				markArb,
				fc.integer({ min: -5, max: 5 }),
				(values, shift, factor) => {
					const sd = standardDeviation(values) as number;
					expect(sd).toBeGreaterThanOrEqual(0);
					expect(standardDeviation(values.map((v) => v + shift))).toBeCloseTo(sd, 6);
					expect(standardDeviation(values.map((v) => v * factor))).toBeCloseTo(sd * Math.abs(factor), 6);
				},
			),
		);
	});

	it("is undefined without values, and the deviation without two", () => {
		expect(mean([])).toBeNull();
		expect(median([])).toBeNull();
		expect(standardDeviation([])).toBeNull();
		expect(standardDeviation([42])).toBeNull();
	});

	it("matches hand-worked figures", () => {
		expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
		expect(median([9, 1, 5, 3])).toBe(4);
		expect(median([3, 1, 2])).toBe(2);
		// Σ(x − 5)² = 32 over n − 1 = 7.
		expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
	});
});

describe("histogram", () => {
	const rangeArb = fc
		.record({ min: fc.integer({ min: -100, max: 50 }), width: fc.integer({ min: 1, max: 200 }) })
		.map(({ min, width }) => ({ min, max: min + width }));

	it("counts every value once, in contiguous bins that cover the range", () => {
		fc.assert(
			fc.property(valuesArb, rangeArb, fc.integer({ min: 1, max: 20 }), (values, range, bins) => {
				const result = histogram(values, { ...range, bins });
				expect(result).toHaveLength(bins);
				expect(result.reduce((sum, bin) => sum + bin.count, 0)).toBe(values.length);
				expect(result[0]?.from).toBe(range.min);
				expect(result.at(-1)?.to).toBe(range.max);
				for (let i = 1; i < result.length; i++) expect(result[i]?.from).toBe(result[i - 1]?.to);
			}),
		);
	});

	it("puts a value inside the range into the bin that contains it", () => {
		fc.assert(
			fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }), (hundredths) => {
				const values = hundredths.map((n) => n / 100);
				const result = histogram(values, { min: 0, max: 100, bins: 10 });
				for (const [i, bin] of result.entries()) {
					const last = i === result.length - 1;
					const inside = values.filter((v) => v >= bin.from && (last ? v <= bin.to : v < bin.to));
					expect(bin.count).toBe(inside.length);
				}
			}),
		);
	});

	it("puts 100 % in the last bin and a boundary value in the upper bin", () => {
		const bins = histogram([0, 10, 39.99, 40, 100], { min: 0, max: 100, bins: 10 });
		expect(bins.map((b) => b.count)).toEqual([1, 1, 0, 1, 1, 0, 0, 0, 0, 1]);
	});

	it("refuses an empty range", () => {
		expect(() => histogram([1], { min: 5, max: 5, bins: 3 })).toThrow(RangeError);
	});
});

describe("item analysis", () => {
	it("keeps the facility index within 0–100 and the deviation non-negative", () => {
		fc.assert(
			fc.property(itemArb, ({ range, scores }) => {
				const moments = itemMoments(scores);
				const facility = facilityIndex(moments, range);
				if (scores.length === 0) expect(facility).toBeNull();
				else {
					expect(facility).toBeGreaterThanOrEqual(0);
					expect(facility).toBeLessThanOrEqual(100);
				}
				const sd = itemStandardDeviation(moments, range);
				if (scores.length < 2) expect(sd).toBeNull();
				else expect(sd).toBeGreaterThanOrEqual(0);
			}),
		);
	});

	it("gives a facility of 100 when everyone has full marks, and 0 when everyone has the penalty", () => {
		fc.assert(
			fc.property(itemArb, fc.integer({ min: 1, max: 30 }), ({ range }, n) => {
				const full = Array.from({ length: n }, (_, i) => ({ item: range.max, total: range.max + i }));
				const penalised = Array.from({ length: n }, (_, i) => ({ item: range.min, total: range.min + i }));
				expect(facilityIndex(itemMoments(full), range)).toBeCloseTo(100, 9);
				expect(facilityIndex(itemMoments(penalised), range)).toBeCloseTo(0, 9);
			}),
		);
	});

	it("keeps the discrimination index within −1 and 1, or null when it is undefined", () => {
		fc.assert(
			fc.property(itemArb, ({ scores }) => {
				const d = discriminationIndex(itemMoments(scores));
				const items = new Set(scores.map((s) => s.item));
				const rests = new Set(scores.map((s) => Math.round((s.total - s.item) * 100)));
				if (scores.length < 2 || items.size < 2 || rests.size < 2) expect(d).toBeNull();
				else {
					expect(d).not.toBeNull();
					expect(d).toBeGreaterThanOrEqual(-1);
					expect(d).toBeLessThanOrEqual(1);
				}
			}),
		);
	});

	it("does not change when the attempts come in another order or every rest-of-test score shifts", () => {
		fc.assert(
			fc.property(itemArb, fc.nat(), markArb, ({ scores }, seed, shift) => {
				const d = discriminationIndex(itemMoments(scores));
				const k = scores.length ? seed % scores.length : 0;
				const reordered = [...scores.slice(k), ...scores.slice(0, k)];
				const shifted = scores.map((s) => ({ item: s.item, total: s.total + shift }));
				for (const other of [reordered, shifted]) {
					const e = discriminationIndex(itemMoments(other));
					if (d === null) expect(e).toBeNull();
					else expect(e).toBeCloseTo(d, 6);
				}
			}),
		);
	});

	it("is 1 when the rest of the test rises with the item, and −1 when it falls", () => {
		fc.assert(
			fc.property(fc.array(markArb, { minLength: 2, maxLength: 40 }), (items) => {
				fc.pre(new Set(items).size > 1);
				const rising = items.map((item) => ({ item, total: item + (2 * item + 3) }));
				const falling = items.map((item) => ({ item, total: item - item }));
				expect(discriminationIndex(itemMoments(rising))).toBeCloseTo(1, 9);
				expect(discriminationIndex(itemMoments(falling))).toBeCloseTo(-1, 9);
			}),
		);
	});

	it("agrees with the textbook formulas", () => {
		fc.assert(
			fc.property(itemArb, ({ scores }) => {
				fc.pre(scores.length >= 2);
				const m = itemMoments(scores);
				const items = scores.map((s) => s.item);
				const rests = scores.map((s) => s.total - s.item);
				expect(m.meanItem).toBeCloseTo(mean(items) as number, 9);
				expect(Math.sqrt(m.ssItem / (m.n - 1))).toBeCloseTo(standardDeviation(items) as number, 9);
				expect(Math.sqrt(m.ssRest / (m.n - 1))).toBeCloseTo(standardDeviation(rests) as number, 9);
			}),
		);
	});

	it("gives the same moments from one-pass sums as from two passes, whatever the shift", () => {
		fc.assert(
			fc.property(itemArb, markArb, ({ range, scores }, shift) => {
				const exact = itemMoments(scores);
				const fromSums = momentsFromSums(itemSums(scores, shift), shift);
				expect(fromSums.n).toBe(exact.n);
				expect(fromSums.meanItem).toBeCloseTo(exact.meanItem, 9);
				expect(fromSums.meanRest).toBeCloseTo(exact.meanRest, 9);
				expect(fromSums.ssItem).toBeCloseTo(exact.ssItem, 6);
				expect(fromSums.ssRest).toBeCloseTo(exact.ssRest, 6);
				const facility = facilityIndex(exact, range);
				if (facility === null) expect(facilityIndex(fromSums, range)).toBeNull();
				else expect(facilityIndex(fromSums, range)).toBeCloseTo(facility, 9);
				const d = discriminationIndex(exact);
				const e = discriminationIndex(fromSums);
				if (d === null) expect(e).toBeNull();
				else expect(e).toBeCloseTo(d, 6);
			}),
			{ numRuns: 500 },
		);
	});

	it("finds no spread in sums of equal scores, however large they are", () => {
		const equal = Array.from({ length: 5000 }, (_, i) => ({ item: 0.7, total: 0.7 + 83.33 + (i % 2) }));
		const m = momentsFromSums(itemSums(equal, 40), 40);
		expect(m.ssItem).toBe(0);
		expect(discriminationIndex(m)).toBeNull();
		const flatRest = Array.from({ length: 5000 }, (_, i) => ({ item: i % 3, total: (i % 3) + 61.11 }));
		expect(momentsFromSums(itemSums(flatRest, 7), 7).ssRest).toBe(0);
		expect(discriminationIndex(momentsFromSums(itemSums(flatRest, 7), 7))).toBeNull();
	});

	it("matches a small exam worked by hand", () => {
		// Four attempts at a 2-mark item with totals 10, 6, 8, 4: item scores 2, 0, 2, 0.
		const m = itemMoments([
			{ item: 2, total: 10 },
			{ item: 0, total: 6 },
			{ item: 2, total: 8 },
			{ item: 0, total: 4 },
		]);
		const range = itemRange({ marks: 2, negativeMarks: 0 });
		expect(facilityIndex(m, range)).toBe(50);
		// Item scores 2, 0, 2, 0: variance 4/3, SD 1.1547 = 57.74 % of 2 marks.
		expect(itemStandardDeviation(m, range)).toBeCloseTo((100 * Math.sqrt(4 / 3)) / 2, 9);
		// Rest 8, 6, 6, 4 (mean 6): Σdx·dr = 1·2 + (−1)·0 + 1·0 + (−1)(−2) = 4; Σdx² = 4; Σdr² = 8.
		expect(discriminationIndex(m)).toBeCloseTo(4 / Math.sqrt(4 * 8), 12);
		// With a penalty of 1 mark the range is −1..2, so the same mean of 1 is two thirds of the way.
		expect(facilityIndex(m, itemRange({ marks: 2, negativeMarks: 1 }))).toBeCloseTo(200 / 3, 9);
	});
});

describe("distractor shares", () => {
	it("shares each option's count among the respondents, without respondents none", () => {
		const options = [{ id: "a" }, { id: "b" }, { id: "c" }];
		const counts = new Map([
			["a", 3],
			["b", 1],
		]);
		expect(optionShares(options, counts, 8)).toEqual([
			{ id: "a", count: 3, share: 37.5 },
			{ id: "b", count: 1, share: 12.5 },
			{ id: "c", count: 0, share: 0 },
		]);
		expect(optionShares(options, new Map(), 0).map((o) => o.share)).toEqual([null, null, null]);
	});

	it("keeps single-answer shares within 100 % in total", () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom("a", "b", "c", "d")), fc.nat({ max: 20 }), (choices, blanks) => {
				const counts = new Map<string, number>();
				for (const c of choices) counts.set(c, (counts.get(c) ?? 0) + 1);
				const respondents = choices.length + blanks;
				const shares = optionShares(
					[{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }],
					counts,
					respondents,
				);
				const total =
					shares.reduce((sum, o) => sum + (o.share ?? 0), 0) + (shareOf(blanks, respondents) ?? 0);
				if (respondents > 0) expect(total).toBeCloseTo(100, 9);
			}),
		);
	});
});
