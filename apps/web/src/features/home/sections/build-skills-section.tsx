import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

const paths: readonly FeatureCard[] = [
	{
		title: "Journey paths that match industry roles",
		description:
			"Structured paths in AI, AR/VR, cybersecurity, cloud computing, full stack development and DSA, each broken into courses, lessons and labs.",
		points: [
			"Quizzes after every lesson",
			"Mock tests before each milestone",
			"A certificate when the path is done",
		],
	},
	{
		title: "Coding practice in the browser",
		description:
			"An integrated IDE and code playground, so a first-year student on a lab computer or a phone hotspot can write, run and submit code without installing anything.",
		points: [
			"DSA problems by topic and difficulty",
			"Instant test-case feedback",
			"Solutions saved to the profile",
		],
	},
	{
		title: "Learning with peers and mentors",
		description:
			"Students post doubts to the community, book sessions with their faculty mentor, and join events, workshops, tech talks and hackathons hosted by the college.",
		points: [
			"Mentor appointment booking",
			"Campus events in one calendar",
			"Leaderboards by college, department and section",
		],
	},
];

/** Landing section 1: how students build skills on Unnati. */
export function BuildSkillsSection() {
	return (
		<SectionFrame
			id="build-skills"
			eyebrow="Build skills"
			title="Build the skills recruiters test for"
			intro="From the first semester, students follow guided paths, practise code every week and learn alongside classmates, so placement season is a revision, not a scramble."
		>
			<CardGrid cards={paths} />
		</SectionFrame>
	);
}
