import { type BankQuestion, kp } from "./types";

// Behavioral questions ("Tell me about a time..."), each probing one competency, written for Unnati
// with situations a campus candidate in India has lived: projects, labs, fests, internships, hostels.
// The STAR parts (situation, task, action, result) are checked separately for every answer; the key
// points here are what the competency itself needs.

const b = (
	id: string,
	competency: string,
	difficulty: BankQuestion["difficulty"],
	text: string,
	keyPoints: BankQuestion["keyPoints"],
): BankQuestion => ({
	id: `beh-${id}`,
	type: "behavioral",
	roles: "all",
	competency,
	difficulty,
	text,
	keyPoints,
});

const outcome = kp("A result you can measure", "%|percent|reduced|increased|improved|saved|won|rank|result");
const lesson = kp("What you learned", "learned|learnt|lesson|realised|realized|next time");

export const BEHAVIORAL_QUESTIONS: readonly BankQuestion[] = [
	b("01", "Teamwork", "easy", "Tell me about a time you worked in a team to meet a tight deadline.", [
		kp("How the work was divided", "divided|split|assigned|roles|each of us"),
		kp("Your own part", "i took|i handled|my part|i was responsible|i wrote"),
		kp("Coordination", "daily|meeting|whatsapp|tracked|updates|standup"),
		outcome,
	]),
	b(
		"02",
		"Conflict resolution",
		"medium",
		"Describe a disagreement with a team-mate and how you handled it.",
		[
			kp("Understanding the other view", "listened|understood|their point|perspective"),
			kp("A conversation, not avoidance", "talked|discussed|spoke|meeting"),
			kp("Agreement reached", "agreed|compromise|decided together|resolved"),
			lesson,
		],
	),
	b("03", "Leadership", "medium", "Tell me about a time you led a group without formal authority.", [
		kp("Why you stepped up", "nobody|stepped up|volunteered|took initiative"),
		kp("How you influenced others", "convinced|motivated|explained|listened"),
		kp("Delegation and follow-up", "delegated|assigned|followed up|checked"),
		outcome,
	]),
	b(
		"04",
		"Ownership",
		"medium",
		"Describe a time you made a mistake that affected others. What did you do?",
		[
			kp("Admitting the mistake", "my mistake|i admitted|i owned|i told|apologised|apologized"),
			kp("Fixing it", "fixed|corrected|repaired|redid"),
			kp("Preventing it next time", "checklist|since then|now i|process"),
			lesson,
		],
	),
	b("05", "Problem solving", "medium", "Tell me about the hardest technical problem you have solved.", [
		kp("Why it was hard", "hard|difficult|complex|stuck"),
		kp("How you broke it down", "broke|step|debug|isolated|tested"),
		kp("Resources used", "documentation|stack overflow|mentor|research|paper"),
		outcome,
	]),
	b(
		"06",
		"Initiative",
		"easy",
		"Give an example of something you started on your own, without being asked.",
		[
			kp("The gap you noticed", "noticed|saw|problem|gap|no one"),
			kp("What you started", "started|created|built|launched|organised|organized"),
			kp("Who benefited", "students|juniors|team|users|people"),
			outcome,
		],
	),
	b("07", "Adaptability", "medium", "Tell me about a time plans changed suddenly and you had to adapt.", [
		kp("The change", "changed|suddenly|cancelled|postponed|last minute"),
		kp("How you re-planned", "re-planned|replanned|adjusted|new plan|prioritised|prioritized"),
		kp("Staying calm and communicating", "calm|informed|communicated|told"),
		outcome,
	]),
	b(
		"08",
		"Communication",
		"medium",
		"Describe a time you explained a complex idea to someone without a technical background.",
		[
			kp("Knowing the audience", "audience|non-technical|parents|client|layman"),
			kp("Simple language or analogy", "analogy|example|simple|like a|diagram"),
			kp("Checking understanding", "asked|questions|understood|feedback"),
		],
	),
	b(
		"09",
		"Time management",
		"easy",
		"Tell me about a time you had several deadlines at once. How did you manage?",
		[
			kp("Listing and prioritising", "list|prioritised|prioritized|urgent|important"),
			kp("A schedule", "schedule|calendar|timetable|plan|hours"),
			kp("Saying no or asking for time", "extension|asked|said no|negotiated"),
			outcome,
		],
	),
	b("10", "Resilience", "medium", "Tell me about a setback and how you recovered from it.", [
		kp("The setback", "failed|rejected|setback|lost|did not clear"),
		kp("How you felt and coped", "felt|disappointed|coped|motivated"),
		kp("What you did next", "prepared|practised|practiced|tried again|improved"),
		lesson,
	]),
	b(
		"11",
		"Customer focus",
		"medium",
		"Describe a time you went out of your way to help a user or customer.",
		[
			kp("The user's problem", "user|customer|client|complaint|problem"),
			kp("What you did beyond the normal", "extra|beyond|stayed|called|followed up"),
			kp("Their response", "thanked|happy|satisfied|feedback|rating"),
		],
	),
	b("12", "Integrity", "hard", "Tell me about a time you were asked to cut a corner. What did you do?", [
		kp("What was asked", "asked|pressure|shortcut|copy|skip"),
		kp("Your stand", "refused|said no|explained|honest"),
		kp("A better alternative", "instead|alternative|suggested|proper way"),
		kp("Consequence", "result|respect|trust|later"),
	]),
	b(
		"13",
		"Learning agility",
		"easy",
		"Tell me about a time you had to learn a new tool or language quickly.",
		[
			kp("Why and how fast", "days|week|deadline|needed"),
			kp("How you learned", "documentation|tutorial|course|practice|built"),
			kp("What you made with it", "built|delivered|used|project"),
			outcome,
		],
	),
	b("14", "Attention to detail", "medium", "Describe a time your attention to detail prevented a problem.", [
		kp("What you noticed", "noticed|caught|found|spotted"),
		kp("How you checked", "checked|verified|reviewed|tested"),
		kp("What was prevented", "prevented|avoided|saved|would have"),
	]),
	b(
		"15",
		"Decision making",
		"hard",
		"Tell me about a decision you had to make with incomplete information.",
		[
			kp("What was unknown", "unknown|unclear|incomplete|not sure"),
			kp("How you weighed options", "options|pros and cons|weighed|risk"),
			kp("The decision and its follow-up", "decided|chose|reviewed|adjusted"),
			lesson,
		],
	),
	b("16", "Teamwork", "medium", "Tell me about a time a team member was not pulling their weight.", [
		kp("Talking to them first", "talked|spoke|privately|asked why"),
		kp("Understanding the cause", "reason|problem|personal|struggling"),
		kp("Rebalancing the work", "redistributed|helped|paired|split"),
		outcome,
	]),
	b("17", "Creativity", "medium", "Describe a time you found an unusual solution to a problem.", [
		kp("The usual approach and its limit", "usual|normally|did not work|limit"),
		kp("Your idea", "idea|instead|tried|new way"),
		kp("Testing it", "tested|prototype|tried|checked"),
		outcome,
	]),
	b("18", "Handling feedback", "easy", "Tell me about a time you received tough feedback.", [
		kp("The feedback", "feedback|told me|review|criticised|criticized"),
		kp("Your reaction", "listened|accepted|thanked|reflected"),
		kp("What you changed", "changed|improved|practised|practiced"),
		outcome,
	]),
	b("19", "Planning", "medium", "Describe an event or project you planned from start to finish.", [
		kp("Goal and scope", "goal|aim|scope|participants|budget"),
		kp("Plan and timeline", "plan|timeline|schedule|milestones"),
		kp("Team and tasks", "team|volunteers|assigned|tasks"),
		outcome,
	]),
	b("20", "Persuasion", "hard", "Tell me about a time you convinced someone to change their mind.", [
		kp("Their original view", "thought|believed|wanted|original"),
		kp("Evidence you used", "data|evidence|demo|example|showed"),
		kp("Listening to objections", "listened|concern|objection|understood"),
		outcome,
	]),
	b(
		"21",
		"Ownership",
		"easy",
		"Tell me about a project where you took full responsibility for the outcome.",
		[
			kp("What you owned", "responsible|owned|in charge|my project"),
			kp("Key actions", "planned|built|tested|coordinated"),
			outcome,
			lesson,
		],
	),
	b(
		"22",
		"Working under pressure",
		"medium",
		"Describe the most stressful situation you have faced and how you handled it.",
		[
			kp("The pressure", "stress|pressure|deadline|exam|demo"),
			kp("How you stayed effective", "calm|focused|broke it down|prioritised|prioritized"),
			kp("Support you used", "team|friend|mentor|help"),
			outcome,
		],
	),
	b(
		"23",
		"Diversity and inclusion",
		"medium",
		"Tell me about working with people from very different backgrounds.",
		[
			kp("The differences", "different|state|language|background|culture"),
			kp("How you bridged them", "learned|respected|included|adjusted|english|hindi"),
			kp("What the team gained", "ideas|better|perspective|stronger"),
		],
	),
	b(
		"24",
		"Customer focus",
		"hard",
		"Describe a time you had to say no to a user or client. How did you do it?",
		[
			kp("Why no", "could not|not possible|policy|scope|reason"),
			kp("How you said it", "explained|politely|respectfully"),
			kp("An alternative", "alternative|instead|offered|suggested"),
		],
	),
	b("25", "Initiative", "medium", "Tell me about a process you improved.", [
		kp("The old process and its cost", "manual|slow|time|errors|old"),
		kp("The change", "automated|script|changed|introduced|sheet"),
		kp("Measured improvement", "%|hours|minutes|reduced|faster"),
	]),
	b("26", "Accountability", "medium", "Tell me about a time you missed a deadline.", [
		kp("Owning it", "missed|my fault|i should|i"),
		kp("Communicating early", "informed|told|communicated|early"),
		kp("Recovery", "delivered|completed|caught up"),
		lesson,
	]),
	b("27", "Mentoring", "easy", "Describe a time you helped a junior or classmate learn something.", [
		kp("What they struggled with", "struggled|difficult|could not|weak"),
		kp("How you taught", "explained|sessions|practice|example|notes"),
		kp("Their progress", "improved|cleared|passed|score"),
	]),
	b("28", "Handling ambiguity", "hard", "Tell me about a task where the requirements were unclear.", [
		kp("Asking clarifying questions", "asked|clarified|questions|confirmed"),
		kp("Making assumptions explicit", "assumed|assumption|wrote down|documented"),
		kp("Iterating", "prototype|draft|feedback|iterated"),
		outcome,
	]),
	b("29", "Goal setting", "easy", "Tell me about a goal you set and achieved.", [
		kp("A specific goal", "goal|target|aim"),
		kp("Steps and tracking", "plan|daily|weekly|tracked|steps"),
		outcome,
	]),
	b("30", "Ethics", "hard", "Tell me about a time you noticed something wrong in a group and spoke up.", [
		kp("What you noticed", "noticed|wrong|unfair|copied|unsafe"),
		kp("Speaking up", "spoke|raised|told|reported"),
		kp("Doing it respectfully", "privately|respectfully|calmly"),
		kp("Outcome", "result|changed|fixed|stopped"),
	]),
	b(
		"31",
		"Prioritisation",
		"medium",
		"Describe a time you had to drop something important to focus on something more important.",
		[
			kp("The two competing things", "both|choose|conflict|competing"),
			kp("How you decided", "impact|deadline|important|priority"),
			kp("Managing the fallout", "informed|rescheduled|apologised|apologized"),
			outcome,
		],
	),
	b("32", "Teamwork", "hard", "Tell me about a time your team failed. What was your role in it?", [
		kp("What went wrong", "failed|lost|did not|wrong"),
		kp("Your part, honestly", "my role|i could have|i should have|i"),
		kp("What the team changed", "changed|retrospective|next time|improved"),
		lesson,
	]),
	b("33", "Communication", "easy", "Describe a presentation you gave and how you prepared.", [
		kp("Audience and goal", "audience|panel|faculty|judges|goal"),
		kp("Preparation", "rehearsed|practised|practiced|slides|prepared"),
		kp("Handling questions", "questions|answered|q&a"),
		outcome,
	]),
	b("34", "Innovation", "hard", "Tell me about an idea of yours that others first rejected.", [
		kp("The idea", "idea|proposed|suggested"),
		kp("Why it was rejected", "rejected|doubted|risk|concern"),
		kp("How you built support", "prototype|data|pilot|demo|convinced"),
		outcome,
	]),
	b("35", "Self-motivation", "easy", "Describe something you learned entirely on your own.", [
		kp("What and why", "learned|learnt|interested|curious"),
		kp("How", "course|books|youtube|practice|projects"),
		kp("What you did with it", "built|used|applied|taught"),
	]),
	b(
		"36",
		"Customer focus",
		"medium",
		"Tell me about a time you used feedback from users to improve something.",
		[
			kp("How you collected feedback", "survey|feedback|interview|form|reviews"),
			kp("What you changed", "changed|added|fixed|redesigned"),
			outcome,
		],
	),
	b(
		"37",
		"Resourcefulness",
		"medium",
		"Describe a time you achieved something with very limited resources.",
		[
			kp("The constraint", "no budget|limited|only|without"),
			kp("How you made do", "borrowed|free|open source|reused|sponsor"),
			outcome,
		],
	),
	b(
		"38",
		"Stakeholder management",
		"hard",
		"Tell me about a time you had to balance what different people wanted.",
		[
			kp("The different demands", "wanted|faculty|students|client|team|different"),
			kp("Finding common ground", "common|priority|trade-off|compromise"),
			kp("Keeping everyone informed", "informed|updated|communicated"),
			outcome,
		],
	),
	b("39", "Perseverance", "medium", "Tell me about a long project you nearly gave up on.", [
		kp("Why you nearly quit", "almost|nearly|gave up|frustrated|stuck"),
		kp("What kept you going", "kept|motivated|goal|support"),
		kp("How you finished", "finished|completed|delivered"),
		lesson,
	]),
	b(
		"40",
		"Collaboration across teams",
		"medium",
		"Describe working with another team or department to get something done.",
		[
			kp("Why you needed them", "needed|depend|other team|department"),
			kp("How you worked together", "meeting|shared|coordinated|agreed"),
			kp("Handling a delay or conflict", "delay|conflict|follow up|escalated"),
			outcome,
		],
	),
];
