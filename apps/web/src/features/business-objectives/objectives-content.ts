/**
 * The three tabs of /business-objectives (SPEC §1, §2). Text may mark key terms as `**bold**`;
 * `Emphasized` renders them as <strong>.
 */
export interface Objective {
	title: string;
	description: string;
	points: readonly string[];
}

export interface Audience {
	/** The tab's value and the start of its panel's id. */
	value: "students" | "institutions" | "organizations";
	label: string;
	summary: string;
	objectives: readonly Objective[];
}

const students: Audience = {
	value: "students",
	label: "Students",
	summary:
		"Everything a student needs to go from the first semester to the first job offer: structured learning, honest practice and real preparation for placements.",
	objectives: [
		{
			title: "Learning Paths with Certification",
			description:
				"Guided **journey paths** in **Artificial Intelligence**, **AR/VR**, **Cybersecurity**, **Cloud Computing**, **Full Stack Development** and **Data Structures and Algorithms (DSA)**.",
			points: [
				"Courses broken into short lessons, with a **quiz** after each module",
				"**Mock tests** that show which topics need more work",
				"A **certificate** on completing a course",
				"Progress saved, so a student can pick up where they left off",
			],
		},
		{
			title: "Coding IDE and Playground",
			description: "An **integrated coding IDE** and a **code playground** that run in the browser.",
			points: [
				"Write, run and test code with **nothing to install**",
				"**DSA practice questions** graded against test cases",
				"The same editor used in **coding exams**, so exam day holds no surprises",
				"**Community doubt posting** to ask peers and mentors when stuck",
			],
		},
		{
			title: "Resume Builder Aligned to Job Descriptions",
			description:
				"An **ATS-ready resume builder** that compares a resume with the **job description** a student is applying for.",
			points: [
				"Layouts that **applicant tracking systems** can read",
				"Suggestions on the **skills and keywords** a job description asks for",
				"Separate resumes for different roles, kept in one place",
			],
		},
		{
			title: "AI Mock Interviews",
			description: "Practice interviews in five formats, each followed by **detailed feedback**.",
			points: [
				"**Technical** and **coding** interviews on core subjects and problem solving",
				"**HR** and **behavioral** interviews on communication and past experience",
				"**Negotiation** practice for discussing offers",
				"Scheduled and past interviews listed with their feedback",
			],
		},
		{
			title: "Events and Hackathons",
			description:
				"One place to find and join **workshops**, **tech talks**, **hackathons** and **codeathons**.",
			points: [
				"Register for events hosted by the college or by Unnati",
				"See **job and internship openings** alongside events",
			],
		},
		{
			title: "Mentor Booking",
			description: "**Book appointments with mentors** for guidance on courses, projects and careers.",
			points: [
				"Browse mentor profiles and their areas of expertise",
				"Keep track of upcoming and past **sessions**",
			],
		},
		{
			title: "Leaderboards",
			description:
				"Healthy competition at four levels: **overall**, **college**, **department** and **section**.",
			points: [
				"Rankings built from quizzes, exams and coding practice",
				"A **public profile** to show achievements to recruiters",
			],
		},
		{
			title: "Proctored Exams",
			description:
				"**Proctored coding and quiz exams** that start with a **system check** and end with an **instant report**.",
			points: [
				"**Face tracking** and **tab-switch detection** during the exam",
				"Answers **saved automatically** as the student works",
				"Published **examination guidelines** that say what is checked and recorded",
			],
		},
	],
};

const institutions: Audience = {
	value: "institutions",
	label: "Institutions",
	summary:
		"Tools for principals, department heads, faculty mentors and training and placement officers to run academics and placement preparation from one place.",
	objectives: [
		{
			title: "College and Department Dashboards",
			description:
				"A **college dashboard** for principals and administrators and a **department dashboard** for heads of department.",
			points: [
				"Exam results and participation by **department, year and section**",
				"**Exam analytics** for every test the college runs",
				"Early signs of students who need support",
			],
		},
		{
			title: "Student and Mentor Management",
			description:
				"Keep the college's **students** and **faculty mentors** organised the way the college is.",
			points: [
				"Students grouped by **department, section and year of study**",
				"Mentor accounts with their own dashboard and settings",
			],
		},
		{
			title: "Mentor-Mentee Mapping",
			description: "**Assign every student a faculty mentor** and follow their progress together.",
			points: [
				"Mentors see their **mentees' learning and exam results**",
				"**Mentoring sessions** recorded and easy to follow up",
			],
		},
		{
			title: "Event Hosting",
			description: "Host **workshops**, **tech talks**, **hackathons** and **codeathons** for your students.",
			points: ["Publish events with their details and dates", "Track **registrations** and participation"],
		},
		{
			title: "Test Planning",
			description: "Plan and run **proctored quiz and coding exams** for any batch.",
			points: [
				"Build tests from a shared **question bank**",
				"Set **instructions**, **sections** and a **passing score**",
				"Proctoring with a **system check**, **face tracking** and **tab-switch detection**",
			],
		},
		{
			title: "Growth Tracking",
			description: "Follow each student's **growth** across semesters, from learning to placement.",
			points: [
				"**Placement readiness** at student, section and department level",
				"**Placement analytics** for the training and placement cell",
			],
		},
	],
};

const organizations: Audience = {
	value: "organizations",
	label: "Organizations",
	summary:
		"A structured, well-documented way for companies to assess and hire graduates from Indian campuses.",
	objectives: [
		{
			title: "Hiring Automation",
			description:
				"Run a **complete hiring process** on one platform instead of juggling spreadsheets and tools.",
			points: [
				"Define the **rounds** of a hiring process once and reuse it across campuses",
				"Move candidates from round to round by their **results**",
			],
		},
		{
			title: "Multi-Round Assessments",
			description: "Assess every side of a candidate in **multiple rounds**.",
			points: [
				"**Coding rounds** in the integrated IDE, graded against test cases",
				"**Technical rounds** on core subjects",
				"**HR** and **behavioral rounds** on communication and fit",
			],
		},
		{
			title: "Proctoring",
			description: "The same **proctoring** colleges trust for their own exams.",
			points: [
				"An **identity photo** and a **system check** before each assessment",
				"**Face tracking** and **tab-switch detection** throughout",
				"A **proctoring report** with every attempt",
			],
		},
		{
			title: "Candidate Analytics",
			description: "Decide with **data**, not guesswork.",
			points: [
				"**Round-by-round results** for every candidate",
				"Comparisons across candidates and campuses",
				"Candidate data shared **only when a student applies** to you",
			],
		},
	],
};

export const AUDIENCES: readonly Audience[] = [students, institutions, organizations];
