// The rule behind every figure of the interview feedback, shown beside the figure (issue 17: "the
// rule behind each figure is shown"). The server computes the figures exactly as these say.

export const FILLER_WORDS = [
	"um",
	"uh",
	"er",
	"erm",
	"ah",
	"hmm",
	"basically",
	"actually",
	"literally",
] as const;
export const FILLER_PHRASES = ["you know", "i mean", "kind of", "sort of"] as const;

/** Comfortable interview pace, words per minute. */
export const PACE_BAND = { slow: 110, fast: 160 } as const;

export const FEEDBACK_RULES = {
	keyPoints:
		"Each question has the points a strong answer covers. A point counts as covered when your answer uses at least one of its terms, in any word form (e.g. 'reduced' for 'reduce').",
	roleTerms:
		"Terms interviewers for your target role listen for. 'Used' lists the ones in your answer; 'to consider' lists some you did not use.",
	star: "Situation: a sentence that sets the scene (when, during, in my internship...). Task: what you had to do (my role, I was responsible, we had to...). Action: 'I' followed by an action verb (not was, had, felt). Result: an outcome word (as a result, reduced, improved, won...) or a number, percent or amount.",
	fillers: `Filler words counted: ${[...FILLER_WORDS, ...FILLER_PHRASES].map((w) => `'${w}'`).join(", ")} (and longer spellings such as 'umm'). 'Like' and 'so' are not counted because they are often used correctly. Figure: fillers per 100 words; up to 2 is hardly noticed, above 5 distracts.`,
	pace: `Words per minute, for spoken answers of at least 10 seconds: words in the transcript divided by the minutes you spoke. ${PACE_BAND.slow}-${PACE_BAND.fast} is a comfortable interview pace.`,
	mostUsedWords:
		"The words you used most (two times or more), leaving out common words such as 'the' and 'is', counted in their base form.",
	talkingPoints:
		"Sentences about your experience (projects, internships, teams), skills (tools, languages, abilities), lessons (learned, realised, mistake) and interests (enjoy, curious, passionate).",
	numbers:
		"Numbers, percentages and amounts found in your answer. An outcome is a sentence with a number and a change word (reduced, increased, improved, saved, won...).",
	negotiation:
		"Anchoring: you name a figure (₹, lakh, LPA, CTC). Market data: you cite the market, industry, peers or a salary site. Questions: you ask at least one. Whole package: you mention something beyond base pay (bonus, relocation, joining date, learning, review...). Courtesy: you thank or show enthusiasm and issue no ultimatum.",
	coverage:
		"Overall coverage: the average share of key points covered in the questions you answered (skipped ones are left out).",
} as const;
