/** What the Enterprise Model includes (SPEC §1: the institution-wide features). */
export const ENTERPRISE_INCLUDES: readonly string[] = [
	"Learning paths in AI, AR/VR, cybersecurity, cloud computing, full stack development and DSA, with quizzes, mock tests and certificates",
	"The coding IDE and playground for practice, labs and coding exams",
	"Proctored quiz and coding exams with a system check, face tracking, tab-switch detection and instant reports",
	"The ATS-ready resume builder and AI mock interviews for every student",
	"College, department and mentor dashboards, with mentor-mentee mapping",
	"Events, hackathons and leaderboards at overall, college, department and section level",
	"Placement readiness tracking for the training and placement cell",
	"Help setting up your departments, students and mentors, and support from our team",
];

export const PAYMENT_METHODS: readonly string[] = [
	"Credit cards",
	"Debit cards",
	"UPI",
	"Net banking",
	"Wallets",
];
