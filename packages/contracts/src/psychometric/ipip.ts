// The IPIP Big-Five Factor Markers, 50-item version (Goldberg, 1992; International Personality Item
// Pool, ipip.ori.org), which the IPIP places in the public domain. Items, their order and their keys
// are as published: each trait has ten items; "+" items score 1-5 as answered, "-" items are
// reverse-keyed (6 minus the answer). Factor IV is scored as Emotional Stability, as published.

export const IPIP_EXAM_ID = "ipip-big-five-50";

export const TRAITS = [
	"extraversion",
	"agreeableness",
	"conscientiousness",
	"emotional-stability",
	"intellect",
] as const;
export type Trait = (typeof TRAITS)[number];

export type IpipItem = { number: number; text: string; trait: Trait; key: 1 | -1 };

const E = "extraversion";
const A = "agreeableness";
const C = "conscientiousness";
const N = "emotional-stability";
const O = "intellect";

const raw: [string, Trait, 1 | -1][] = [
	["Am the life of the party.", E, 1],
	["Feel little concern for others.", A, -1],
	["Am always prepared.", C, 1],
	["Get stressed out easily.", N, -1],
	["Have a rich vocabulary.", O, 1],
	["Don't talk a lot.", E, -1],
	["Am interested in people.", A, 1],
	["Leave my belongings around.", C, -1],
	["Am relaxed most of the time.", N, 1],
	["Have difficulty understanding abstract ideas.", O, -1],
	["Feel comfortable around people.", E, 1],
	["Insult people.", A, -1],
	["Pay attention to details.", C, 1],
	["Worry about things.", N, -1],
	["Have a vivid imagination.", O, 1],
	["Keep in the background.", E, -1],
	["Sympathize with others' feelings.", A, 1],
	["Make a mess of things.", C, -1],
	["Seldom feel blue.", N, 1],
	["Am not interested in abstract ideas.", O, -1],
	["Start conversations.", E, 1],
	["Am not interested in other people's problems.", A, -1],
	["Get chores done right away.", C, 1],
	["Am easily disturbed.", N, -1],
	["Have excellent ideas.", O, 1],
	["Have little to say.", E, -1],
	["Have a soft heart.", A, 1],
	["Often forget to put things back in their proper place.", C, -1],
	["Get upset easily.", N, -1],
	["Do not have a good imagination.", O, -1],
	["Talk to a lot of different people at parties.", E, 1],
	["Am not really interested in others.", A, -1],
	["Like order.", C, 1],
	["Change my mood a lot.", N, -1],
	["Am quick to understand things.", O, 1],
	["Don't like to draw attention to myself.", E, -1],
	["Take time out for others.", A, 1],
	["Shirk my duties.", C, -1],
	["Have frequent mood swings.", N, -1],
	["Use difficult words.", O, 1],
	["Don't mind being the center of attention.", E, 1],
	["Feel others' emotions.", A, 1],
	["Follow a schedule.", C, 1],
	["Get irritated easily.", N, -1],
	["Spend time reflecting on things.", O, 1],
	["Am quiet around strangers.", E, -1],
	["Make people feel at ease.", A, 1],
	["Am exacting in my work.", C, 1],
	["Often feel blue.", N, -1],
	["Am full of ideas.", O, 1],
];

export const IPIP_ITEMS: readonly IpipItem[] = raw.map(([text, trait, key], index) => ({
	number: index + 1,
	text,
	trait,
	key,
}));

/** The five-point scale as IPIP presents it. */
export const SCALE = [
	{ value: 1, label: "Very inaccurate" },
	{ value: 2, label: "Moderately inaccurate" },
	{ value: 3, label: "Neither accurate nor inaccurate" },
	{ value: 4, label: "Moderately accurate" },
	{ value: 5, label: "Very accurate" },
] as const;

export type TraitScore = {
	trait: Trait;
	/** Sum of the ten keyed answers: 10 to 50. */
	score: number;
	/** Where the score sits in the 10-50 range, 0 to 100 (not a percentile: no norm group is used). */
	percentOfRange: number;
	band: "lower" | "middle" | "higher";
};

/**
 * Scores 50 answers (1-5, in item order) as published: reverse-keyed items count 6 minus the answer.
 * Bands split the 10-50 range in thirds of the scale (10-23 lower, 24-36 middle, 37-50 higher);
 * they describe the answers, not the person against others.
 */
export function scoreIpip(answers: readonly number[]): TraitScore[] {
	if (answers.length !== IPIP_ITEMS.length) throw new Error(`expected ${IPIP_ITEMS.length} answers`);
	return TRAITS.map((trait) => {
		const score = IPIP_ITEMS.filter((item) => item.trait === trait).reduce((sum, item) => {
			const answer = answers[item.number - 1] as number;
			return sum + (item.key === 1 ? answer : 6 - answer);
		}, 0);
		return {
			trait,
			score,
			percentOfRange: Math.round(((score - 10) / 40) * 100),
			band: score <= 23 ? "lower" : score <= 36 ? "middle" : "higher",
		};
	});
}
