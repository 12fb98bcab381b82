import type { CareerPath, CareerPathSummary, Milestone } from "@unnati/contracts/careers";

/** A milestone as the API answers it. */
export function makeMilestone(overrides: Partial<Milestone> = {}): Milestone {
	return {
		id: "dsa-course",
		kind: "course",
		title: "Learn DSA Foundations",
		why: "Every coding round assumes complexity analysis.",
		rule: "Done when all 10 lessons are finished and the final test is passed (60% or more).",
		link: "/dashboard/learning-path/dsa-foundations",
		linkLabel: "Open DSA Foundations",
		done: 11,
		target: 11,
		unit: "steps",
		completed: true,
		hours: 16,
		hoursLeft: 0,
		skills: ["Complexity analysis"],
		...overrides,
	};
}

const PROBLEMS = makeMilestone({
	id: "arrays-problems",
	kind: "problems",
	title: "Solve array, string and hashing problems",
	why: "Most first problems of an online test are arrays and strings.",
	rule: "Done when 8 problems of these topics have an Accepted submission: arrays, strings, hashing, two-pointers.",
	link: "/dashboard/dsa-questions",
	linkLabel: "Open the DSA problems",
	done: 3,
	target: 8,
	unit: "problems",
	completed: false,
	hours: 8,
	hoursLeft: 5,
	skills: ["Arrays and hashing"],
});

export const SUMMARIES: CareerPathSummary[] = [
	{
		id: "sde",
		title: "Software development engineer (SDE)",
		summary: "Crack the coding rounds.",
		percent: 70,
		milestonesDone: 1,
		milestonesTotal: 2,
	},
	{
		id: "cloud-engineer",
		title: "Cloud engineer",
		summary: "Run applications on the cloud.",
		percent: 0,
		milestonesDone: 0,
		milestonesTotal: 6,
	},
];

/** The SDE path of a student who finished the DSA course and solved three problems. */
export function makePath(overrides: Partial<CareerPath> = {}): CareerPath {
	return {
		...(SUMMARIES[0] as CareerPathSummary),
		role: "An SDE designs, writes, tests and maintains software.",
		alsoLearn: ["Core CS subjects: operating systems, DBMS and computer networks."],
		milestones: [makeMilestone(), PROBLEMS],
		gap: {
			skillsCovered: ["Complexity analysis"],
			skillsMissing: [{ skill: "Arrays and hashing", milestoneIds: ["arrays-problems"] }],
			hoursLeft: 5,
			nextMilestoneId: "arrays-problems",
		},
		plan: {
			weeklyHours: 6,
			weeksToFinish: 1,
			weeks: [{ week: 1, items: [{ milestoneId: "arrays-problems", title: PROBLEMS.title, hours: 5 }] }],
		},
		...overrides,
	};
}
