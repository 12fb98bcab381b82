export interface Point {
	title: string;
	description: string;
}

export const VISION =
	"A future in which every college student in India, whatever the size or city of their college, leaves campus with proven skills, a clear career path and the confidence to follow it.";

export const MISSION =
	"To give colleges one platform to teach, test and track their students, and to give students structured learning, fair assessment and real placement preparation, from the first semester to the final interview.";

export const IDEOLOGY: readonly Point[] = [
	{
		title: "Learning by doing",
		description:
			"Skills are built by writing code, solving problems and facing interviews, not by watching slides. Every learning path on Unnati ends in practice, quizzes and mock tests.",
	},
	{
		title: "Fair and transparent assessment",
		description:
			"An exam result should mean the same thing in every college. Proctored exams are run the same way for everyone, and students are told beforehand exactly what is checked and recorded.",
	},
	{
		title: "Data that helps, not data for its own sake",
		description:
			"Dashboards exist so that a mentor can notice a struggling student in time and a placement officer can plan training where it is needed. We collect what serves that purpose and protect it under Indian law.",
	},
];

export const UNIQUE_FEATURES: readonly Point[] = [
	{
		title: "One platform, the whole journey",
		description:
			"Courses, coding practice, proctored exams, resumes, mock interviews and placements live together, so progress in one shows up in the others.",
	},
	{
		title: "Proctoring built in",
		description:
			"A 7-step system check, face tracking, tab-switch detection and instant reports, without a separate proctoring tool.",
	},
	{
		title: "A coding IDE in the browser",
		description:
			"Students write, run and test code in the browser for practice, labs and coding exams; nothing to install in the computer lab.",
	},
	{
		title: "Resumes matched to real job descriptions",
		description:
			"An ATS-ready resume builder that compares a resume with the job description a student is applying for.",
	},
	{
		title: "AI mock interviews",
		description:
			"Technical, coding, HR, behavioral and negotiation interviews to practise with, each followed by feedback.",
	},
	{
		title: "A view for every level of the college",
		description:
			"Leaderboards at overall, college, department and section level, and dashboards for principals, department heads, mentors and placement officers.",
	},
];

export const AUDIENCES: readonly (Point & { points: readonly string[] })[] = [
	{
		title: "Students",
		description: "Undergraduate and postgraduate students getting ready for internships and placements.",
		points: [
			"Learning paths in AI, AR/VR, cybersecurity, cloud computing, full stack development and DSA",
			"Coding practice, proctored exams and certificates",
			"Resumes, mock interviews, events, hackathons and mentor sessions",
		],
	},
	{
		title: "Institutions",
		description:
			"Colleges and universities, with their principals, department heads, faculty mentors and training and placement officers.",
		points: [
			"College and department dashboards",
			"Student and mentor management with mentor-mentee mapping",
			"Test planning, event hosting and growth tracking",
		],
	},
	{
		title: "Organizations",
		description:
			"Companies that hire from Indian campuses and want a fair, well-documented selection process.",
		points: [
			"Multi-round hiring: coding, technical, HR and behavioral",
			"Proctored assessments",
			"Analytics for every candidate and every round",
		],
	},
];

export const CORE_BELIEF =
	"Talent is spread across every district of India; opportunity is not. We built Unnati so that what a student has learned and practised, not the name of their college, decides where they go next.";

export const PRESENCE = [
	"Unnati is built in India for Indian higher education: engineering, arts, science, commerce and management colleges, universities and autonomous institutions across the country.",
	"It follows the way Indian colleges work, with departments, sections, years of study, roll numbers and training and placement cells, and the way Indians pay, in rupees by card, UPI, net banking or wallet. Our support team works in Indian Standard Time.",
];
