import { type BankQuestion, kp } from "./types";

// HR round questions as Indian campus recruiters ask them, written for Unnati. The key points are
// what an HR panel listens for; none of them asks the student to say anything untrue.

const h = (
	id: string,
	difficulty: BankQuestion["difficulty"],
	text: string,
	keyPoints: BankQuestion["keyPoints"],
): BankQuestion => ({ id: `hr-${id}`, type: "hr", roles: "all", difficulty, text, keyPoints });

export const HR_QUESTIONS: readonly BankQuestion[] = [
	h("01", "easy", "Tell me about yourself.", [
		kp("Education: branch and college", "b.tech|b.e.|branch|engineering|college|degree|diploma"),
		kp("Skills relevant to the role", "skill|python|java|sql|design|programming|technical"),
		kp("Projects or internship", "project|internship|intern|built"),
		kp("Why this role", "role|position|interested|looking for|opportunity"),
	]),
	h("02", "easy", "Why do you want to join our company?", [
		kp("Something specific about the company", "product|client|culture|values|mission|known for"),
		kp("Fit with your skills", "skill|experience|match|fit"),
		kp("Growth and learning", "learn|growth|grow|training"),
	]),
	h("03", "easy", "What are your strengths?", [
		kp("A named strength", "strength|good at|strong"),
		kp("Evidence from a real situation", "example|when|project|for instance|during"),
		kp("Link to the job", "role|job|team|help"),
	]),
	h("04", "medium", "What is your greatest weakness?", [
		kp("A real, non-fatal weakness", "weakness|struggle|not good at|used to"),
		kp("What you are doing about it", "working on|improve|practice|course|steps"),
		kp("Progress so far", "now|better|improved|progress"),
	]),
	h("05", "easy", "Where do you see yourself in five years?", [
		kp("Growth in skills", "skill|expert|learn|specialise|specialize"),
		kp("Responsibility", "lead|responsibility|team|mentor"),
		kp("With this company", "company|organisation|organization|here"),
	]),
	h("06", "medium", "Why should we hire you?", [
		kp("Skills that match", "skill|experience|match|requirement"),
		kp("Evidence", "project|internship|result|achieved"),
		kp("Attitude", "learn|hard working|committed|team"),
	]),
	h("07", "medium", "Are you willing to relocate to any city in India?", [
		kp("A clear answer", "yes|willing|open|relocate"),
		kp("Adaptability", "adapt|new city|language|culture|experience"),
		kp("Any honest constraint", "family|parents|prefer|constraint"),
	]),
	h("08", "medium", "Are you comfortable working in shifts or signing a service agreement (bond)?", [
		kp("A clear, honest answer", "yes|comfortable|okay|agree|honest"),
		kp("Understanding the reason", "training|investment|client|project|understand"),
		kp("Ask for details", "duration|terms|clarify|details"),
	]),
	h("09", "easy", "What do you know about our company?", [
		kp("Business and products", "product|service|business|client"),
		kp("Recent news or numbers", "recent|news|revenue|employees|launched|acquired"),
		kp("Culture or values", "culture|values|mission"),
	]),
	h("10", "medium", "Why did you choose engineering, and why this branch?", [
		kp("A genuine reason", "interest|curious|fascinated|inspired|enjoyed"),
		kp("How it developed", "school|project|teacher|experience"),
		kp("Link to the job", "career|role|job|industry"),
	]),
	h("11", "medium", "Your scores dipped in one semester. What happened?", [
		kp("Honest explanation", "because|reason|semester|health|family|time management"),
		kp("Ownership", "my mistake|i should|responsibility|i realised|i realized"),
		kp("Recovery", "improved|next semester|recovered|cgpa"),
	]),
	h("12", "easy", "What are your hobbies, and what have they taught you?", [
		kp("A specific hobby", "hobby|play|read|music|cricket|painting|chess"),
		kp("Depth or commitment", "years|regularly|every|competition|team"),
		kp("A lesson that transfers", "taught|learned|learnt|patience|discipline|teamwork"),
	]),
	h("13", "medium", "How do you handle pressure and tight deadlines?", [
		kp("Planning and prioritising", "plan|prioritise|prioritize|list|schedule"),
		kp("Staying calm", "calm|focus|break|stress"),
		kp("A real example", "example|exam|hackathon|deadline|project"),
	]),
	h("14", "medium", "Do you prefer working alone or in a team?", [
		kp("Balanced view", "both|depends|balance"),
		kp("Team example", "team|group|together|collaborate"),
		kp("Independent example", "independently|own|alone|self"),
	]),
	h("15", "hard", "Tell me about a time you failed. What did you learn?", [
		kp("A real failure", "failed|failure|did not|didn't|lost"),
		kp("Ownership", "my mistake|i should have|responsibility|i"),
		kp("The lesson", "learned|learnt|lesson|realised|realized"),
		kp("Applied later", "since then|now|next time|applied"),
	]),
	h("16", "easy", "What motivates you?", [
		kp("A specific motivator", "solving|learning|impact|helping|challenge|recognition"),
		kp("An example", "when|example|project|felt"),
		kp("Link to the role", "role|job|work"),
	]),
	h("17", "medium", "Do you have any other offers? How will you decide?", [
		kp("Honesty", "honest|yes|no|currently"),
		kp("Decision criteria", "learning|role|growth|culture|criteria|location"),
		kp("Interest in this company", "interested|prefer|this company|here"),
	]),
	h("18", "medium", "Are you planning to do an MBA or higher studies?", [
		kp("Honest plans", "plan|not now|maybe|future|honest"),
		kp("Commitment to the job", "commit|experience first|work|years"),
		kp("How study would help the company", "skills|contribute|benefit"),
	]),
	h("19", "easy", "How would your friends describe you?", [
		kp("Two or three traits", "helpful|reliable|calm|friendly|honest|hard working"),
		kp("Evidence for a trait", "because|example|when|always"),
	]),
	h("20", "medium", "What will you do if you are placed in a technology you have not studied?", [
		kp("Willingness", "willing|open|happy|ready"),
		kp("A learning plan", "learn|course|documentation|practice|mentor"),
		kp("Past example of learning fast", "example|learned|learnt|picked up|weeks"),
	]),
	h("21", "medium", "What are your salary expectations?", [
		kp("Research on the range", "market|range|industry|standard|lpa"),
		kp("Flexibility", "flexible|open|negotiable|as per"),
		kp("Focus on learning and role", "learning|role|growth|opportunity"),
	]),
	h("22", "medium", "How do you handle criticism of your work?", [
		kp("Listen without defending", "listen|understand|open"),
		kp("Act on it", "improve|change|fix|act"),
		kp("An example", "example|when|mentor|review|faculty"),
	]),
	h("23", "hard", "Describe a conflict with a team-mate and how you resolved it.", [
		kp("The disagreement", "disagree|conflict|argument|different opinion"),
		kp("How you talked it through", "discussed|talked|listened|meeting|understand"),
		kp("The resolution", "resolved|agreed|compromise|decided"),
		kp("The relationship after", "relationship|friends|worked well|respect"),
	]),
	h("24", "easy", "What does success mean to you?", [
		kp("A personal definition", "success|means|growth|impact|satisfaction"),
		kp("Not only money", "learning|people|impact|balance"),
		kp("An example", "example|when|felt"),
	]),
	h("25", "medium", "What did you learn from your internship?", [
		kp("What the work was", "internship|worked on|company|task"),
		kp("Skills gained", "skill|learned|learnt|tool"),
		kp("Professional lessons", "deadline|communication|team|professional|client"),
	]),
	h("26", "medium", "Tell me about a time you showed leadership.", [
		kp("The situation", "club|team|event|project|fest"),
		kp("What you did as a leader", "organised|organized|led|coordinated|motivated|delegated"),
		kp("Outcome", "result|success|participants|completed"),
	]),
	h("27", "easy", "How do you keep your technical knowledge up to date?", [
		kp("Sources", "blog|course|nptel|coursera|youtube|documentation|newsletter"),
		kp("Practice", "project|practice|build|leetcode|hackathon"),
		kp("Community", "community|meetup|github|open source"),
	]),
	h("28", "medium", "What would you do if your manager asked you to do something you think is wrong?", [
		kp("Clarify first", "clarify|ask|understand|reason"),
		kp("Raise concerns respectfully", "respectfully|politely|concern|discuss"),
		kp("Ethics and escalation", "ethical|policy|escalate|hr|integrity"),
	]),
	h("29", "medium", "How do you manage your time between studies, placements and other activities?", [
		kp("A system", "calendar|schedule|planner|to-do|list"),
		kp("Priorities", "prioritise|prioritize|important|urgent"),
		kp("Result", "managed|completed|balanced|result"),
	]),
	h("30", "easy", "Why is there a gap in your education?", [
		kp("Honest reason", "because|reason|health|family|preparing"),
		kp("What you did during it", "learned|learnt|course|worked|prepared"),
		kp("Readiness now", "ready|now|focused"),
	]),
	h("31", "medium", "What kind of work culture do you prefer?", [
		kp("Specific preferences", "learning|feedback|collaborative|ownership|transparent"),
		kp("Adaptability", "adapt|flexible|different"),
	]),
	h("32", "hard", "If you are selected and later get a better offer, what will you do?", [
		kp("Honesty", "honest|commitment|word"),
		kp("Weigh beyond salary", "learning|role|growth|culture"),
		kp("Professional conduct", "inform|professional|notice|respect"),
	]),
	h("33", "easy", "Tell me about an achievement you are proud of.", [
		kp("The achievement", "won|achieved|selected|completed|published|rank"),
		kp("Your effort", "practised|practiced|worked|prepared|hours"),
		kp("Why it matters", "proud|because|learned|learnt"),
	]),
	h("34", "medium", "How do you handle a task you do not know how to do?", [
		kp("Break it down and research", "break|research|documentation|search"),
		kp("Ask for help at the right time", "ask|mentor|senior|help"),
		kp("Example", "example|when|internship|project"),
	]),
	h("35", "medium", "What is one thing you would change about your college?", [
		kp("Constructive, not a complaint", "improve|suggest|could|better"),
		kp("Why", "because|students|impact"),
		kp("What you did about it", "i|proposed|started|club|feedback"),
	]),
	h("36", "easy", "Do you have any questions for us?", [
		kp("A question about the role or team", "team|role|project|day"),
		kp("A question about learning", "training|learning|mentor|growth"),
		kp("Shows research", "read|noticed|recent|your"),
	]),
	h("37", "medium", "How do you react when plans change at the last minute?", [
		kp("Accept and reassess", "accept|reassess|adapt|flexible"),
		kp("Communicate", "communicate|inform|team|update"),
		kp("Example", "example|when|event|project"),
	]),
	h("38", "hard", "Tell me about a time you went beyond what was expected.", [
		kp("Expected scope", "expected|asked|assigned"),
		kp("What extra you did", "extra|also|additionally|volunteered|beyond"),
		kp("Result", "result|appreciated|improved|saved"),
	]),
	h("39", "medium", "How do you deal with a team member who is not contributing?", [
		kp("Talk privately first", "talk|privately|understand|reason"),
		kp("Help and redistribute", "help|support|redistribute|split"),
		kp("Escalate if needed", "escalate|faculty|manager|guide"),
	]),
	h("40", "easy", "What are your career goals for the next two years?", [
		kp("Specific goals", "goal|skill|certification|become"),
		kp("How you will get there", "plan|learn|project|work on"),
		kp("Link to the role", "role|company|team"),
	]),
];
