import { paths } from "../../app/paths";

/** The role cards of /choose-roles and their login routes (SPEC §2 "Role chooser"). */
export interface RoleCard {
	title: string;
	description: string;
	to: string;
}

export const ROLE_CARDS: readonly RoleCard[] = [
	{
		title: "Instructor",
		description:
			"Create courses, lessons and lab material for the learning paths, and follow how your learners progress through them.",
		to: paths.loginFor("ROLE_INSTRUCTOR"),
	},
	{
		title: "Connect In",
		description:
			"Host workshops, tech talks, hackathons and codeathons, and manage the students who register for them.",
		to: paths.loginFor("ROLE_CONNECTIN_ADMIN"),
	},
	{
		title: "Question Bank",
		description:
			"Write, review and organise the questions that quizzes, mock tests and proctored exams draw from.",
		to: paths.loginFor("ROLE_QUESTION_BANK_ADMIN"),
	},
	{
		title: "Principal",
		description:
			"See your whole college at a glance: departments, exam results, student growth and placement readiness.",
		to: paths.loginFor("ROLE_PRINCIPAL"),
	},
	{
		title: "PAT placement",
		description:
			"For training and placement officers: prepare students for placement drives and follow placement analytics for every batch.",
		to: paths.loginFor("ROLE_PAT"),
	},
	{
		title: "Career Counselor",
		description:
			"Guide students on their career paths, review their progress and hold counselling sessions with them.",
		to: paths.loginFor("ROLE_CAREER_COUNSELOR"),
	},
];
