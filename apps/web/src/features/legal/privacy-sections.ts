import type { LegalDate, LegalSection } from "./legal-section";

/** Shown on the page; update it with every change to the text below. */
export const PRIVACY_LAST_UPDATED: LegalDate = { iso: "2025-06-14", label: "14 June 2025" };

export const GRIEVANCE_EMAIL = "grievance@unnati.example.org";

export const PRIVACY_INTRO = [
	'This policy explains what personal data Unnati collects about students, faculty, mentors, institution staff, recruiters and visitors, why we collect it, how long we keep it, with whom we share it, and the rights you have under India\'s **Digital Personal Data Protection Act, 2023** (the "DPDP Act").',
];

/** The privacy policy: a student's data under the DPDP Act. Retention periods are drafts for a lawyer to confirm. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
	{
		id: "who-we-are",
		title: "Who We Are and When This Policy Applies",
		blocks: [
			"Unnati is a platform that colleges and universities in India use for learning paths, coding practice, proctored exams and placements, and that companies use to assess candidates.",
			"When your college uses Unnati, it decides which courses, exams and reports its students take part in. For that data your college is a **Data Fiduciary** and we process the data on its behalf. For everything else, such as your own account, the resumes you build and the portfolio you choose to publish, **Unnati is the Data Fiduciary**. Either way, the rights in this policy are yours, and you can exercise them through us.",
		],
	},
	{
		id: "data-we-collect",
		title: "Personal Data We Collect",
		blocks: [
			{
				list: [
					"**Account details**: name, email address, phone number, role, profile photo, and your password, which we store only in a hashed form that cannot be read back.",
					"**Academic details**: college, department, section, year of study, roll number, enrolled courses and your assigned faculty mentor.",
					"**Learning and exam data**: your answers to quizzes and exams, the time spent on each question, questions flagged for review, scores, results, certificates and leaderboard positions.",
					"**Proctoring data** (only during proctored exams and their system check): the identity photo taken before the exam, webcam snapshots, face-detection signals such as no face or more than one face in view, tab switches, exits from fullscreen and time spent away from the exam, and whether the spoken and typed check phrases matched.",
					"**Code submissions**: code you write and run in the coding IDE, the playground and coding exams, with the results of the test cases.",
					"**Resumes and career data**: resumes you build or upload, job descriptions you match them against, mock interview answers and feedback, and your registrations for events, hackathons, jobs and mentor sessions.",
					"**Payment records**: plan, amount, date, transaction reference and status. Card, UPI and bank details are handled by our payment partner, not stored by us.",
					"**Technical data**: IP address, browser and device type, sign-in times, and the cookies that keep you signed in.",
					"**Messages to us**: what you send through the contact form, issue reports and feedback.",
				],
			},
		],
	},
	{
		id: "why-we-use-it",
		title: "Why We Use Your Data",
		blocks: [
			{
				list: [
					"To create your account, sign you in and keep it secure.",
					"To run courses, quizzes and exams, score them and issue certificates.",
					"To conduct proctored exams and give the institution or organization that set an exam a report of what was recorded, so that results can be trusted.",
					"To show your progress to your college, department and mentor on their dashboards, and to rank you on leaderboards.",
					"To prepare you for placements: building resumes, running mock interviews, and sending your application to an organization when you apply.",
					"To answer your questions, reports and feedback.",
					"To detect and prevent fraud, cheating and misuse, and to meet our legal duties, such as keeping tax records.",
					"To improve Unnati, using aggregated or de-identified data wherever we can.",
				],
			},
			"**We do not sell personal data, and we do not use it for advertising.**",
		],
	},
	{
		id: "consent",
		title: "Consent and Lawful Grounds",
		blocks: [
			"We process personal data with your **consent**, given for the purposes listed in this policy, or where the DPDP Act allows processing without consent for certain legitimate uses, such as data you give us voluntarily for a specific purpose, or to comply with the law.",
			"Before a proctored exam we ask for your permission to use your camera and microphone. You may refuse, but you cannot then take that proctored exam; talk to your institution about any alternative.",
		],
	},
	{
		id: "sharing",
		title: "Who We Share Your Data With",
		blocks: [
			{
				list: [
					"**Your institution**: your college, department head, faculty mentor and training and placement officers see your academic details, progress, exam results and the proctoring reports of exams they set.",
					"**Organizations, only when you apply**: when you apply for a job or take part in a hiring process, we share your profile, resume and the results of that organization's rounds, including their proctoring reports, with that organization. We never share your data with organizations you have not applied to.",
					"**Service providers** who host our servers, send our emails and process payments, under contracts that let them use the data only to provide their service to us.",
					"**Authorities**, when the law requires us to, for example under a court order.",
					"**The public**, only what you choose to show on your public portfolio.",
				],
			},
		],
	},
	{
		id: "retention",
		title: "How Long We Keep It",
		blocks: [
			{
				list: [
					"**Account and academic details**: while your account is active. We delete them within 90 days after you close your account or your institution's subscription ends, unless the law requires us to keep them longer.",
					"**Exam answers, scores and certificates**: while your account is active, because they form your academic record; then as for account details.",
					"**Proctoring images, webcam snapshots and proctoring signals**: 180 days after the exam's results are published, so that your institution can review them and hear appeals; then deleted.",
					"**Code submissions and resumes**: until you delete them or close your account.",
					"**Payment records**: as long as Indian tax and accounting law requires, currently up to eight years.",
					"**Server logs**: 180 days, as the CERT-In directions of April 2022 require.",
					"**Messages to us**: up to two years after the matter is closed.",
				],
			},
		],
	},
	{
		id: "security",
		title: "How We Protect It",
		blocks: [
			"We use reasonable security safeguards, as the DPDP Act requires: encrypted connections (HTTPS), hashed passwords, access restricted by role so that each person sees only what their role needs, and proctoring images visible only to the administrators of the exam's institution or organization.",
			"If a personal data breach happens, we will inform the Data Protection Board of India and each affected person, as the DPDP Act requires, and tell you what you can do to protect yourself.",
		],
	},
	{
		id: "your-rights",
		title: "Your Rights",
		blocks: [
			"Under the DPDP Act you have the right to:",
			{
				list: [
					"**Access**: get a summary of your personal data we process, what we do with it, and with whom we have shared it.",
					"**Correct and update**: have inaccurate or incomplete data corrected, completed or updated.",
					"**Erase**: have data deleted when it is no longer needed for the purpose it was given for, unless the law requires us to keep it.",
					"**Withdraw consent**: at any time, as easily as you gave it. Withdrawal does not affect processing already done, and some Services, such as proctored exams, cannot be used without it.",
					"**Nominate**: name another person to exercise your rights if you die or become unable to do so.",
					"**Grievance redressal**: complain to our Grievance Officer, and then to the Data Protection Board of India.",
				],
			},
			`To use any of these rights, email [${GRIEVANCE_EMAIL}](mailto:${GRIEVANCE_EMAIL}) from your registered email address. Requests about data your college controls may be passed to your college, and we will tell you when we do.`,
		],
	},
	{
		id: "children",
		title: "Children's Data",
		blocks: [
			"Unnati is meant for adult college students, and our [Terms and Conditions](/terms-and-conditions) do not allow minors to register. If personal data of anyone under 18 reaches us, for example in a class list an institution uploads, we process it only with the **verifiable consent of a parent or lawful guardian**, as Section 9 of the DPDP Act requires, and otherwise delete it.",
			"We never use a child's data for advertising, and we do not track or monitor children's behaviour except as far as the law permits for an exam their institution has set.",
		],
	},
	{
		id: "cookies",
		title: "Cookies",
		blocks: [
			"We use only the cookies Unnati needs to work: to keep you signed in and to protect your session. We do not use advertising or third-party tracking cookies.",
		],
	},
	{
		id: "grievance-officer",
		title: "Grievance Officer",
		blocks: [
			`For any question or complaint about your personal data, write to our Grievance Officer at [${GRIEVANCE_EMAIL}](mailto:${GRIEVANCE_EMAIL}). Please include your name, registered email address, roll number and college, so that we can find your records.`,
			"We acknowledge every complaint and aim to resolve it within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
		],
	},
	{
		id: "changes",
		title: "Changes to This Policy",
		blocks: [
			"We will update this policy when our practices or the law change; the date at the top shows the latest version. If a change affects how we use your data, we will tell you by email or in the app before it applies, and ask for your consent again where the law requires it.",
		],
	},
];
