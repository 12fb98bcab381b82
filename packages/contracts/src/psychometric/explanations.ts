import type { Trait, TraitScore } from "./ipip";

// Plain-language explanations written for Unnati. They describe tendencies in how a student
// answered, with what each may mean for study and work; none is a verdict, and every band has
// strengths. Read with the note that a self-report is one view, and people change.

export const TRAIT_LABELS: Record<Trait, string> = {
	extraversion: "Extraversion",
	agreeableness: "Agreeableness",
	conscientiousness: "Conscientiousness",
	"emotional-stability": "Emotional stability",
	intellect: "Intellect / imagination",
};

export const TRAIT_ABOUT: Record<Trait, string> = {
	extraversion: "How much you draw energy from people and activity, and how readily you speak up in a group.",
	agreeableness: "How much you attend to other people's feelings and prefer cooperation to competition.",
	conscientiousness: "How much you plan, keep order and follow through on tasks.",
	"emotional-stability": "How evenly you tend to feel under stress, and how quickly upsets pass.",
	intellect: "How much you enjoy ideas, imagination and thinking about abstract things.",
};

export const TRAIT_BANDS: Record<Trait, Record<TraitScore["band"], string>> = {
	extraversion: {
		lower:
			"You may prefer smaller groups and time to think before speaking. Many strong engineers work this way; in group discussions and interviews, preparing a few opening points helps you enter the conversation early.",
		middle:
			"You may be comfortable both in a team discussion and working quietly on your own, and can choose which a task needs.",
		higher:
			"You may enjoy meeting people and speaking up. This helps in group discussions, client-facing roles and leading teams; leaving room for quieter team-mates makes it stronger.",
	},
	agreeableness: {
		lower:
			"You may be direct and comfortable disagreeing, useful in reviews, negotiation and debugging others' ideas. Saying what you appreciate before a criticism helps it land.",
		middle: "You may balance looking after others with standing your ground when it matters.",
		higher:
			"You may be considerate and cooperative, which makes you easy to work with and a good mentor. Practise saying no and negotiating for yourself, for example in an offer discussion.",
	},
	conscientiousness: {
		lower:
			"You may prefer flexibility to fixed plans and work in bursts. A simple weekly plan and checklists for exams, assignments and applications can protect you from last-minute rushes.",
		middle: "You may plan when it matters and stay flexible otherwise.",
		higher:
			"You may be organised and dependable, a strength in projects, exams and jobs with deadlines. Watch that high standards do not stop you from shipping good-enough work on time.",
	},
	"emotional-stability": {
		lower:
			"You may feel stress and worry strongly, which often goes with caring about results. Routines such as sleep, breaks and talking to someone you trust, and practising interviews in advance, can make high-pressure days easier. If worry feels heavy for long, your college counsellor can help.",
		middle: "You may feel pressure at times but usually recover without much trouble.",
		higher:
			"You may stay calm under pressure, which helps in exams, interviews and incidents at work. Remember that others may feel the same situation more strongly than you do.",
	},
	intellect: {
		lower:
			"You may prefer the practical and concrete to abstract theory. Many roles reward this, such as operations, testing and site work; linking theory to a real example helps you learn it.",
		middle: "You may enjoy ideas when they connect to something practical.",
		higher:
			"You may enjoy ideas, imagination and learning for its own sake, helpful in research, design and problem solving. Finishing projects you start turns ideas into results others can see.",
	},
};

export const REPORT_NOTE =
	"This is a self-report questionnaire, not a test with right answers. Scores describe how you answered today, compared with the range of the scale rather than with other people. They are not a diagnosis, do not decide what you can become, and may change with time and context.";
