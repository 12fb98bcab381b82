// The statistics of an exam's analytics, as pure functions: the server turns what the database
// aggregated into these figures, and the property tests pin down their rules. Item analysis follows
// Moodle's quiz statistics (facility index, standard deviation, discrimination index), with one
// generalisation: an item's range runs from its lowest possible score (a negative mark) to its marks,
// so the facility index stays within 0–100 even with negative marking.

/** Arithmetic mean; null when there is nothing to average. */
export function mean(values: readonly number[]): number | null {
	if (values.length === 0) return null;
	let sum = 0;
	for (const value of values) sum += value;
	return sum / values.length;
}

/** The middle value (the mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
	if (values.length === 0) return null;
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	const upper = sorted[middle] as number;
	return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** Sample standard deviation (divided by n − 1, as Moodle reports it); null below two values. */
export function standardDeviation(values: readonly number[]): number | null {
	const average = mean(values);
	if (average === null || values.length < 2) return null;
	let squares = 0;
	for (const value of values) squares += (value - average) ** 2;
	return Math.sqrt(squares / (values.length - 1));
}

export type HistogramBin = { from: number; to: number; count: number };

/**
 * Counts `values` in `bins` equal-width bins from `min` to `max`. A value on a boundary belongs to
 * the upper bin, except `max`, which belongs to the last; values outside the range are counted in
 * the first or last bin, so the counts always add up to the number of values.
 */
export function histogram(
	values: readonly number[],
	range: { min: number; max: number; bins: number },
): HistogramBin[] {
	const { min, max } = range;
	const bins = Math.max(1, Math.floor(range.bins));
	if (!(max > min)) throw new RangeError("histogram: max must be greater than min");
	const width = (max - min) / bins;
	const counts = new Array<number>(bins).fill(0);
	for (const value of values) {
		const index = Math.min(bins - 1, Math.max(0, Math.floor((value - min) / width)));
		counts[index] = (counts[index] ?? 0) + 1;
	}
	return counts.map((count, i) => ({
		from: min + i * width,
		to: i === bins - 1 ? max : min + (i + 1) * width,
		count,
	}));
}

/**
 * What item analysis needs about one question, over the attempts whose paper had it: the count, the
 * means of the item's score and of the rest of the test (the attempt's score minus the item's), and
 * their sums of squared deviations and of cross products. The server aggregates these in SQL.
 */
export type ItemMoments = {
	n: number;
	meanItem: number;
	meanRest: number;
	/** Σ (item − meanItem)² */
	ssItem: number;
	/** Σ (rest − meanRest)² */
	ssRest: number;
	/** Σ (item − meanItem)(rest − meanRest) */
	spItemRest: number;
};

/** The moments of one item from each attempt's item score and total score, in two passes (numerically stable). */
export function itemMoments(scores: readonly { item: number; total: number }[]): ItemMoments {
	const n = scores.length;
	if (n === 0) return { n: 0, meanItem: 0, meanRest: 0, ssItem: 0, ssRest: 0, spItemRest: 0 };
	let itemSum = 0;
	let restSum = 0;
	for (const s of scores) {
		itemSum += s.item;
		restSum += s.total - s.item;
	}
	const meanItem = itemSum / n;
	const meanRest = restSum / n;
	let ssItem = 0;
	let ssRest = 0;
	let spItemRest = 0;
	for (const s of scores) {
		const di = s.item - meanItem;
		const dr = s.total - s.item - meanRest;
		ssItem += di * di;
		ssRest += dr * dr;
		spItemRest += di * dr;
	}
	return { n, meanItem, meanRest, ssItem, ssRest, spItemRest };
}

/**
 * Sums over the attempts that had an item, from which its moments follow without pairing the rows
 * again: x is the item's score and y the rest-of-test score minus any constant `shift` (a shift near
 * the mean keeps the sums small). This is what the database aggregates in one pass.
 */
export type ItemSums = { n: number; sx: number; sxx: number; sy: number; syy: number; sxy: number };

/** Sums of squares below this share of their magnitude are rounding noise: the values were all equal. */
const RELATIVE_NOISE = 1e-12;

/**
 * The moments of an item from its sums. Raw sums lose precision to cancellation, so a sum of squared
 * deviations within rounding noise of zero is taken as exactly zero (no spread), which keeps the
 * discrimination index undefined rather than made of noise.
 */
export function momentsFromSums(sums: ItemSums, shift = 0): ItemMoments {
	const { n, sx, sxx, sy, syy, sxy } = sums;
	if (n === 0) return { n: 0, meanItem: 0, meanRest: 0, ssItem: 0, ssRest: 0, spItemRest: 0 };
	const ssItem = sxx - (sx * sx) / n;
	const ssRest = syy - (sy * sy) / n;
	const cleanItem = ssItem <= RELATIVE_NOISE * Math.abs(sxx) ? 0 : ssItem;
	const cleanRest = ssRest <= RELATIVE_NOISE * Math.abs(syy) ? 0 : ssRest;
	const sp = sxy - (sx * sy) / n;
	const bound = Math.sqrt(cleanItem * cleanRest);
	return {
		n,
		meanItem: sx / n,
		meanRest: shift + sy / n,
		ssItem: cleanItem,
		ssRest: cleanRest,
		spItemRest: Math.min(bound, Math.max(-bound, sp)),
	};
}

/** The sums of `momentsFromSums` for item and total scores, rest shifted by `shift`. */
export function itemSums(scores: readonly { item: number; total: number }[], shift = 0): ItemSums {
	const sums = { n: scores.length, sx: 0, sxx: 0, sy: 0, syy: 0, sxy: 0 };
	for (const { item, total } of scores) {
		const y = total - item - shift;
		sums.sx += item;
		sums.sxx += item * item;
		sums.sy += y;
		sums.syy += y * y;
		sums.sxy += item * y;
	}
	return sums;
}

/** The scores an item can give: from its penalty for a wrong answer (negative, or 0) up to its marks. */
export type ItemRange = { min: number; max: number };

/** An item's range from its marks and negative marks. */
export const itemRange = (question: { marks: number; negativeMarks: number }): ItemRange => ({
	min: -Math.abs(question.negativeMarks),
	max: question.marks,
});

/**
 * A sum of squared deviations that is zero but for rounding: every value was the same. Marks have two
 * decimals, so a real spread is many orders of magnitude above this.
 */
function isFlat(ss: number, n: number, scale: number): boolean {
	return ss / n <= (1e-9 * Math.max(1, Math.abs(scale))) ** 2;
}

/**
 * Facility index: the mean score on the item as a percentage of its range (Moodle's "average score
 * as a percentage of the maximum", which it is whenever the item has no negative marks). 100: everyone
 * got full marks; 0: everyone got the lowest possible score. Null without attempts or range.
 */
export function facilityIndex(moments: Pick<ItemMoments, "n" | "meanItem">, range: ItemRange): number | null {
	if (moments.n === 0 || !(range.max > range.min)) return null;
	const facility = (100 * (moments.meanItem - range.min)) / (range.max - range.min);
	return Math.min(100, Math.max(0, facility));
}

/** The sample standard deviation of the item's scores, as a percentage of its range (Moodle's SD). */
export function itemStandardDeviation(
	moments: Pick<ItemMoments, "n" | "ssItem">,
	range: ItemRange,
): number | null {
	if (moments.n < 2 || !(range.max > range.min)) return null;
	return (100 * Math.sqrt(Math.max(0, moments.ssItem) / (moments.n - 1))) / (range.max - range.min);
}

/**
 * Discrimination index (Moodle): the Pearson correlation between the item's score and the score on
 * the rest of the test, from −1 to 1 (Moodle prints it × 100). Positive: students who did well
 * elsewhere did well here. Null when it is undefined: fewer than two attempts, or no spread in the
 * item's scores or in the rest of the test.
 */
export function discriminationIndex(moments: ItemMoments): number | null {
	const { n, ssItem, ssRest, spItemRest } = moments;
	if (n < 2 || isFlat(ssItem, n, moments.meanItem) || isFlat(ssRest, n, moments.meanRest)) return null;
	const r = spItemRest / Math.sqrt(ssItem * ssRest);
	return Math.min(1, Math.max(-1, r));
}

/** `count` as a percentage of `total`; null when there is no total. */
export function shareOf(count: number, total: number): number | null {
	return total > 0 ? (100 * count) / total : null;
}

/**
 * Distractor analysis: how many of the `respondents` chose each option, and their share. A
 * multi-answer question's shares can add up to more than 100, since one student chooses several.
 */
export function optionShares<T extends { id: string }>(
	options: readonly T[],
	counts: ReadonlyMap<string, number>,
	respondents: number,
): (T & { count: number; share: number | null })[] {
	return options.map((option) => {
		const count = counts.get(option.id) ?? 0;
		return { ...option, count, share: shareOf(count, respondents) };
	});
}
