import { describe, expect, it } from "vitest";
import { IPIP_ITEMS, scoreIpip, TRAITS } from "./ipip";

describe("IPIP Big-Five scoring", () => {
	it("has ten items per trait with the published keys", () => {
		for (const trait of TRAITS) expect(IPIP_ITEMS.filter((item) => item.trait === trait)).toHaveLength(10);
		const minus = (trait: string) =>
			IPIP_ITEMS.filter((i) => i.trait === trait && i.key === -1).map((i) => i.number);
		expect(minus("extraversion")).toEqual([6, 16, 26, 36, 46]);
		expect(minus("agreeableness")).toEqual([2, 12, 22, 32]);
		expect(minus("conscientiousness")).toEqual([8, 18, 28, 38]);
		expect(minus("emotional-stability")).toEqual([4, 14, 24, 29, 34, 39, 44, 49]);
		expect(minus("intellect")).toEqual([10, 20, 30]);
	});

	it("reverse-keys the minus items: all 'very accurate' gives E 30, A 34, C 34, ES 18, I 38", () => {
		// Each plus item counts 5 and each minus item 6 - 5 = 1: E 5x5+5x1, A 6x5+4x1, C 6x5+4x1, ES 2x5+8x1, I 7x5+3x1.
		const scores = Object.fromEntries(scoreIpip(Array(50).fill(5)).map((t) => [t.trait, t.score]));
		expect(scores).toEqual({
			extraversion: 30,
			agreeableness: 34,
			conscientiousness: 34,
			"emotional-stability": 18,
			intellect: 38,
		});
	});

	it("gives the middle of the scale for all-neutral answers, and bands by thirds of the range", () => {
		const neutral = scoreIpip(Array(50).fill(3));
		expect(neutral.every((t) => t.score === 30 && t.percentOfRange === 50 && t.band === "middle")).toBe(true);
		// Answering every item in the keyed direction gives the top of every scale.
		const keyed = scoreIpip(IPIP_ITEMS.map((item) => (item.key === 1 ? 5 : 1)));
		expect(keyed.every((t) => t.score === 50 && t.percentOfRange === 100 && t.band === "higher")).toBe(true);
		const low = scoreIpip(IPIP_ITEMS.map((item) => (item.key === 1 ? 2 : 4)));
		expect(low.every((t) => t.score === 20 && t.band === "lower")).toBe(true);
	});
});
