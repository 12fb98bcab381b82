import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SPOKEN_PHRASE, TYPED_PHRASE } from "./constants";
import {
	isAppleDevice,
	matchAnyTranscript,
	matchesTypedPhrase,
	matchSpokenPhrase,
	normalizePhrase,
	significantWords,
} from "./phrase-match";

const SIGNIFICANT = ["ready", "start", "exam"];
const FILLER = ["i", "am", "to", "my", "a", "uh", "so", "ok", "hi"];

/** Shuffles-and-joins words, with random case and punctuation a recogniser might add. */
const spoken = (words: string[]) =>
	fc
		.tuple(
			fc.shuffledSubarray(words, { minLength: words.length, maxLength: words.length }),
			fc.array(fc.boolean(), { minLength: words.length, maxLength: words.length }),
			fc.constantFrom("", ".", "!", "?"),
		)
		.map(([order, upper, end]) => order.map((w, i) => (upper[i] ? w.toUpperCase() : w)).join(" ") + end);

describe("the spoken phrase (SPEC §5)", () => {
	it("counts the words longer than 2 characters", () => {
		expect(significantWords(SPOKEN_PHRASE)).toEqual(SIGNIFICANT);
	});

	it("matches the exact phrase whatever the case, spacing and punctuation", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("", " ", "  "),
				fc.constantFrom("", ".", "!"),
				fc.boolean(),
				(pad, end, upper) => {
					const text = `${pad}${upper ? SPOKEN_PHRASE.toUpperCase() : SPOKEN_PHRASE}${end}${pad}`;
					const match = matchSpokenPhrase(text);
					expect(match).toMatchObject({ matched: true, exact: true, ratio: 1 });
				},
			),
		);
	});

	it("matches any wording that contains every significant word, in any order, among other words", () => {
		fc.assert(
			fc.property(spoken([...SIGNIFICANT, ...FILLER.slice(0, 3)]), (text) => {
				expect(matchSpokenPhrase(text).matched).toBe(true);
				expect(matchSpokenPhrase(text, { apple: true }).matched).toBe(true);
			}),
		);
	});

	it("needs all three significant words elsewhere (2 of 3 is under 70 %), but two suffice on Apple devices (60 %)", () => {
		fc.assert(
			fc.property(fc.subarray(SIGNIFICANT, { minLength: 2, maxLength: 2 }), (two) => {
				const text = `I am ${two.join(" ")}`;
				expect(matchSpokenPhrase(text).matched).toBe(false);
				expect(matchSpokenPhrase(text).ratio).toBeCloseTo(2 / 3);
				expect(matchSpokenPhrase(text, { apple: true }).matched).toBe(true);
			}),
		);
		expect(matchSpokenPhrase("I am ready", { apple: true }).matched).toBe(false);
	});

	it("never matches a transcript without the significant words", () => {
		fc.assert(
			fc.property(
				fc.array(fc.constantFrom(...FILLER, "already", "started", "exams", "restart"), { maxLength: 12 }),
				(words) => {
					for (const apple of [false, true])
						expect(matchSpokenPhrase(words.join(" "), { apple }).matched).toBe(false);
				},
			),
		);
	});

	it("is never stricter on Apple devices than elsewhere", () => {
		fc.assert(
			fc.property(
				fc.string({ maxLength: 60 }),
				fc.array(fc.constantFrom(...SIGNIFICANT, ...FILLER)),
				(noise, words) => {
					const text = `${noise} ${words.join(" ")}`;
					if (matchSpokenPhrase(text).matched)
						expect(matchSpokenPhrase(text, { apple: true }).matched).toBe(true);
				},
			),
		);
	});

	it("judges the thresholds' edges exactly on a longer target: 7 of 10 words passes, 6 of 10 only on Apple devices", () => {
		const target = "alpha bravo charlie delta echo foxtrot golf hotel india juliet";
		const words = target.split(" ");
		expect(matchSpokenPhrase(words.slice(0, 7).join(" "), { target }).matched).toBe(true);
		expect(matchSpokenPhrase(words.slice(0, 6).join(" "), { target }).matched).toBe(false);
		expect(matchSpokenPhrase(words.slice(0, 6).join(" "), { target, apple: true }).matched).toBe(true);
		expect(matchSpokenPhrase(words.slice(0, 5).join(" "), { target, apple: true }).matched).toBe(false);
	});

	it("does not count an empty transcript as exact", () => {
		expect(matchSpokenPhrase("  ").matched).toBe(false);
		expect(normalizePhrase("  I'm READY, to-start!  ")).toBe("i m ready to start");
	});

	it("passes when any of the recogniser's alternatives matches, and reports the closest one otherwise", () => {
		expect(matchAnyTranscript(["I am steady", "I am ready to start my exam"])).toMatchObject({
			matched: true,
			transcript: "I am ready to start my exam",
		});
		expect(matchAnyTranscript(["hello", "ready to start"])).toMatchObject({
			matched: false,
			transcript: "ready to start",
		});
		expect(matchAnyTranscript([]).matched).toBe(false);
	});
});

describe("the typed phrase (SPEC §5)", () => {
	it("must equal 'I am Ready to Start Exam!' exactly", () => {
		expect(matchesTypedPhrase(TYPED_PHRASE)).toBe(true);
		fc.assert(
			fc.property(fc.string({ maxLength: 40 }), (typed) => {
				expect(matchesTypedPhrase(typed)).toBe(typed === TYPED_PHRASE);
			}),
		);
		for (const near of [
			"i am ready to start exam!",
			"I am Ready to Start Exam",
			" I am Ready to Start Exam!",
			"I am Ready to Start Exam! ",
		])
			expect(matchesTypedPhrase(near)).toBe(false);
	});
});

describe("isAppleDevice", () => {
	it("knows Macs, iPhones and iPads in desktop mode, and nothing else", () => {
		const mac =
			"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
		expect(isAppleDevice({ userAgent: mac, platform: "MacIntel" })).toBe(true);
		expect(
			isAppleDevice({
				userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)",
				platform: "iPhone",
			}),
		).toBe(true);
		const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
		expect(isAppleDevice({ userAgent: windows, platform: "Win32" })).toBe(false);
		const android =
			"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
		expect(isAppleDevice({ userAgent: android, platform: "Linux armv8l" })).toBe(false);
	});
});
