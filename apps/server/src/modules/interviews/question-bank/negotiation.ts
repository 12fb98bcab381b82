import { type BankQuestion, kp } from "./types";

// Negotiation practice: the interviewer's lines in an offer conversation, as Indian campus and
// lateral offers are discussed (CTC in lakhs per annum, fixed and variable pay, joining bonus,
// relocation, bond, notice period). Every answer is also scored on the negotiation rubric
// (anchoring, market data, questions, whole package, courtesy); key points are the scenario's own.

const n = (
	id: string,
	difficulty: BankQuestion["difficulty"],
	text: string,
	keyPoints: BankQuestion["keyPoints"],
): BankQuestion => ({ id: `neg-${id}`, type: "negotiation", roles: "all", difficulty, text, keyPoints });

const thanks = kp("Thanks and enthusiasm for the offer", "thank|excited|grateful|appreciate|glad|happy");
const range = kp("A specific figure or range", "lpa|lakh|lakhs|₹|rs|ctc|range|between");
const market = kp(
	"Market data or your value",
	"market|industry|ambitionbox|glassdoor|levels.fyi|peers|similar roles|research",
);

export const NEGOTIATION_QUESTIONS: readonly BankQuestion[] = [
	n(
		"01",
		"easy",
		"We are offering you 4.5 LPA CTC for the graduate engineer trainee role. What do you think?",
		[thanks, kp("Ask for the break-up", "break-up|breakup|fixed|variable|in-hand|components"), range],
	),
	n("02", "medium", "What salary are you expecting?", [
		range,
		market,
		kp("Openness to the whole package", "package|benefits|flexible|open"),
	]),
	n("03", "medium", "Our budget for this role is fixed. We cannot change the base salary.", [
		kp("Accept the constraint gracefully", "understand|appreciate|respect"),
		kp("Other parts of the package", "joining bonus|relocation|variable|review|learning|certification|stock"),
		kp("Ask a question", "could|would it be possible|is there|?"),
	]),
	n("04", "medium", "Another company has offered you more. Why should we match it?", [
		kp("Honest about the other offer", "offer|another company|other offer"),
		kp("Genuine preference for this company", "prefer|interested|excited|role|team"),
		kp("What would help you decide", "if|would help|match|close the gap"),
	]),
	n(
		"05",
		"hard",
		"The offer includes a two-year service agreement with a ₹2 lakh penalty. Can you sign today?",
		[
			kp("Ask for time to read the terms", "time|read|review|understand the terms"),
			kp("Clarify the bond's conditions", "training|duration|pro-rata|conditions|clause"),
			thanks,
		],
	),
	n("06", "medium", "We need you to join in two weeks, but your final exams end in a month.", [
		kp("Explain the constraint", "exam|semester|university|degree"),
		kp("Propose a date", "date|week|after|propose|join on"),
		kp("Offer something in between", "remote|onboarding|prepare|read|course"),
	]),
	n("07", "easy", "Do you have any questions about the offer letter?", [
		kp("Compensation details", "fixed|variable|in-hand|pf|gratuity|bonus"),
		kp("Role and location", "location|team|project|shift"),
		kp("Growth and reviews", "appraisal|review|promotion|training"),
	]),
	n("08", "hard", "The variable pay is 20% of CTC. What questions do you have about it?", [
		kp("How it is measured", "measured|criteria|performance|rating|target"),
		kp("Historical payout", "last year|historically|payout|percentage paid|usually"),
		kp("When it is paid", "quarterly|annually|when|timing"),
	]),
	n("09", "medium", "We are offering Pune. You asked for Bengaluru. Will you accept Pune?", [
		kp("State your preference and its reason", "prefer|because|family|reason"),
		kp("Flexibility", "open|flexible|willing|consider"),
		kp("Ask about a future transfer or support", "transfer|relocation|later|support"),
	]),
	n("10", "medium", "Is 6 LPA acceptable for you?", [thanks, range, market]),
	n("11", "hard", "You are the only candidate we want, but we can only offer 10% below your ask.", [
		kp("Acknowledge the interest", "thank|appreciate|glad"),
		kp("Explore closing the gap another way", "joining bonus|review|six months|variable|relocation"),
		kp("Ask a question", "could|would|is it possible|?"),
	]),
	n("12", "easy", "How soon can you give us your decision?", [
		kp("A specific time", "days|by|friday|date|week"),
		kp("Reason for the time", "family|compare|read|understand"),
		thanks,
	]),
	n("13", "medium", "Your current CTC is 3.6 LPA. We normally give a 30% hike. Is that fine?", [
		kp("Base the ask on the role, not only the hike", "role|responsibility|market|value"),
		range,
		market,
	]),
	n("14", "medium", "We do not pay a joining bonus, but we offer a relocation allowance. Is that enough?", [
		kp("Ask the amount and what it covers", "amount|how much|covers|travel|stay"),
		kp("State your real costs", "rent|deposit|travel|cost|shifting"),
		kp("Courteous close", "thank|appreciate|works|fine"),
	]),
	n("15", "hard", "You have 60 days' notice at your current job, but we need you in 30.", [
		kp("Honest about the notice", "notice|60 days|current employer"),
		kp("Options", "buyout|early release|negotiate|leave"),
		kp("Ask if they can cover a buyout", "buyout|reimburse|cover|support"),
	]),
	n("16", "easy", "Tell us what matters most to you in this offer.", [
		kp("Priorities named", "learning|role|salary|location|team|growth"),
		kp("Why", "because|reason|important"),
	]),
	n("17", "medium", "We can increase the fixed pay or give you stock options. Which do you prefer?", [
		kp("Understand the stock terms", "vesting|cliff|years|valuation|esop"),
		kp("Your situation", "loan|family|savings|risk|long term"),
		kp("Ask a question", "could|what|how|?"),
	]),
	n("18", "hard", "If we do not hear a yes today, the offer lapses.", [
		kp("Stay calm and courteous", "understand|appreciate|thank"),
		kp("Ask for a short, specific extension", "day|tomorrow|extension|time|by"),
		kp("Explain why", "family|read|review|decide"),
	]),
	n("19", "medium", "Would you accept a lower salary for a six-month probation and a review after?", [
		kp("Ask for the review in writing", "writing|letter|written|offer letter"),
		kp("Criteria for the raise", "criteria|performance|metrics|target"),
		kp("Figure after probation", "after|review|increase|figure|%"),
	]),
	n("20", "easy", "Our offer includes health insurance and PF. Do you understand the CTC components?", [
		kp("Name the components", "basic|hra|pf|gratuity|insurance|special allowance"),
		kp("In-hand salary", "in-hand|take home|monthly|net"),
		kp("Ask where unsure", "clarify|question|?"),
	]),
	n(
		"21",
		"medium",
		"We are offering a data analyst role at 5 LPA. Research says 5 to 7. Where do you stand?",
		[market, range, kp("Your value for the upper end", "skills|sql|python|internship|project|certification")],
	),
	n("22", "hard", "You asked for 12 LPA. Our band tops out at 10. Can you explain your number?", [
		market,
		kp("Your specific value", "experience|skills|project|results|certification"),
		kp("Flexibility on the whole package", "package|bonus|review|stock|variable"),
	]),
	n("23", "easy", "Is there anything in the offer you would like us to change?", [
		kp("One or two clear asks", "would like|request|change|could"),
		kp("Reasons", "because|reason"),
		thanks,
	]),
	n("24", "medium", "We can offer remote work two days a week instead of a higher salary.", [
		kp("Value the flexibility honestly", "flexibility|commute|remote|hybrid"),
		kp("Ask what else is possible", "also|and|could|possible|?"),
		kp("Respond with a figure", "lpa|lakh|%|figure|amount"),
	]),
	n("25", "hard", "Your expected salary is above what your seniors earn here.", [
		kp("Focus on the role and market, not colleagues", "market|role|value|responsibility"),
		kp("Courteous acknowledgement", "understand|appreciate|respect"),
		kp("Ask about the band", "band|range|structure|?"),
	]),
	n("26", "medium", "We give a sign-on bonus but claw it back if you leave within a year. Fine?", [
		kp("Understand the claw-back", "pro-rata|prorated|full|clause|conditions"),
		kp("Ask for pro-rata terms", "pro-rata|proportion|partial"),
		thanks,
	]),
	n("27", "easy", "Would you like to discuss the offer with your family first?", [
		kp("Honest answer", "yes|family|parents|discuss"),
		kp("A specific timeline", "day|by|date|tomorrow"),
		thanks,
	]),
	n("28", "medium", "Can you tell us your other offers' figures?", [
		kp("Share what is fair, without bluffing", "offer|lpa|honest|range"),
		kp("Stay focused on this role", "prefer|interested|this role|team"),
		kp("Courtesy", "thank|appreciate|respect"),
	]),
	n("29", "hard", "We can hire you as an intern for six months first, then decide on a full-time role.", [
		kp("Ask about conversion criteria", "conversion|criteria|ppo|full-time|decide"),
		kp("Ask about the stipend and the final CTC", "stipend|ctc|lpa|amount"),
		kp("Ask for it in writing", "writing|letter|offer"),
	]),
	n("30", "medium", "We will pay for certifications, but you must stay two years after each one.", [
		kp("Value the learning", "learning|certification|growth|aws|azure"),
		kp("Clarify the terms", "pro-rata|terms|conditions|duration"),
		kp("Ask a question", "could|would|?"),
	]),
	n("31", "easy", "How did you arrive at your expected salary?", [
		market,
		kp("Your skills and role", "skills|role|responsibility|experience"),
		range,
	]),
	n("32", "medium", "We can raise the CTC by 50,000 but not more. Do we have a deal?", [
		thanks,
		kp("Consider one non-cash item", "joining date|relocation|review|learning|laptop|leave"),
		kp("A clear answer", "yes|accept|agree|deal"),
	]),
	n("33", "hard", "Your manager offers you a counter-offer to stay. How do you handle it with us?", [
		kp("Honesty with both sides", "honest|inform|tell|transparent"),
		kp("Reasons for moving beyond money", "growth|role|learning|reason"),
		kp("Professional conduct", "professional|respect|notice"),
	]),
	n("34", "medium", "We offer night shifts with an allowance. Does that work for you?", [
		kp("Ask the allowance and transport", "allowance|cab|transport|amount"),
		kp("Your constraints honestly", "health|family|study|constraint"),
		kp("Explore rotation", "rotation|weeks|later|day shift"),
	]),
	n("35", "easy", "What would make this offer a clear yes for you?", [
		kp("One or two specific things", "if|would|specific|clear"),
		range,
		thanks,
	]),
	n("36", "hard", "We can meet your figure only if you sign a three-year bond.", [
		kp("Weigh the trade-off", "trade-off|three years|bond|risk"),
		kp("Counter with shorter or pro-rata terms", "shorter|two years|pro-rata|reduce"),
		kp("Courteous", "thank|understand|appreciate"),
	]),
	n("37", "medium", "Your role title is 'Associate'. You wanted 'Software Engineer'. Does it matter?", [
		kp("Why the title matters to you", "title|responsibility|career|future"),
		kp("Ask about the work and the path", "work|path|promotion|levels|?"),
		kp("Flexibility", "open|flexible|fine if"),
	]),
	n("38", "easy", "Do you accept the offer?", [
		kp("A clear answer", "yes|accept|happy to|agree"),
		thanks,
		kp("Next steps", "next steps|documents|joining|date"),
	]),
	n("39", "medium", "We offer a laptop allowance or a company laptop. What would you prefer and why?", [
		kp("A preference with reasons", "prefer|because|reason"),
		kp("Ask about ownership and policies", "ownership|policy|return|security"),
	]),
	n(
		"40",
		"hard",
		"Our appraisal cycle is in April. You join in December. Will you wait 16 months for a raise?",
		[
			kp("Ask for a pro-rata review", "pro-rata|first cycle|eligible|review"),
			kp("Ask a question", "could|would|is it possible|?"),
			kp("A reasonable alternative", "six months|joining bonus|review|variable"),
		],
	),
];
