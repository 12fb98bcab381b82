import type { CorpusCase } from "./types";

// Software roles. Job descriptions and resumes written for Unnati's tests in the style of Indian
// campus drives; the expected skills were listed by hand from reading each description.

export const SOFTWARE_CASES: CorpusCase[] = [
	{
		id: "sde-product-bengaluru",
		jd: `Job Title: Software Development Engineer (SDE-1)
Location: Bengaluru
Eligibility: B.E./B.Tech (CSE/IT) 2026 batch with 7.5 CGPA and above.
You will design and build backend services in Java or Go that handle millions of orders a day.
Requirements:
- Strong problem solving with data structures and algorithms
- Good grasp of OOP, operating systems and computer networks
- Experience with any SQL database; knowledge of Redis or Kafka is a plus
- Familiar with Linux and Git
We value ownership and clear communication.`,
		expected: {
			title: "Software Engineer",
			hard: [
				"Java",
				"Data structures and algorithms",
				"Object-oriented programming",
				"Operating systems",
				"Computer networks",
				"SQL",
				"Linux",
			],
			tools: ["Redis", "Apache Kafka", "Git"],
			soft: ["Problem solving", "Leadership", "Communication"],
			minCgpa: 7.5,
			minPercentage: null,
			batches: [2026],
			degrees: ["B.E./B.Tech"],
			branches: ["Computer Science", "Information Technology"],
			fresher: false,
			minYears: null,
		},
		resume: `Rohit Verma
rohit.verma@nitk.edu.in | +91 94480 55321 | github.com/rohitv
SUMMARY
Final-year CSE student and aspiring software engineer who likes backend systems.
EDUCATION
B.Tech Computer Science and Engineering, NIT Karnataka, 2022 - 2026, CGPA 8.1/10
Class 12 (CBSE), 2022, 93%
SKILLS
Java, Go (Golang), SQL, Redis, Git, Linux, Data structures, OOP, Operating systems, Computer networks
EXPERIENCE
Backend Intern, Zeta Payments, May 2025 - Jul 2025
- Built a rate limiter in Go backed by Redis for the card authorisation service.
- Wrote SQL migrations and unit tests for the ledger service in Java.
PROJECTS
Distributed key-value store: a Raft-based store in Go with a TCP/IP client.
ACHIEVEMENTS
Codeforces Expert (max rating 1720); solved 600+ problems on algorithms and data structures.`,
		score: 70,
	},
	{
		id: "service-company-mass-hiring",
		jd: `We are hiring freshers for the role of Systems Engineer.
Eligibility: B.E/B.Tech/M.Tech/MCA/M.Sc, all branches, 2025 and 2026 passouts, 60% or 6.0 CGPA throughout 10th, 12th and graduation. No active backlogs.
Skills: basic knowledge of C, C++, Java or Python; fundamentals of DBMS and SQL; understanding of SDLC.
The candidate should be a quick learner, flexible to work in shifts and willing to relocate anywhere in India.
Good verbal and written communication is a must.
Selection process: online assessment (aptitude, verbal, coding), technical and HR interview.`,
		expected: {
			title: "Systems Engineer",
			hard: ["C", "C++", "Java", "Python", "DBMS", "SQL", "SDLC"],
			tools: [],
			soft: ["Adaptability", "Willing to relocate or work shifts", "Communication"],
			minCgpa: 6,
			minPercentage: 60,
			batches: [2025, 2026],
			degrees: ["B.E./B.Tech", "M.E./M.Tech", "MCA", "M.Sc"],
			branches: ["Any branch"],
			fresher: true,
			minYears: null,
		},
		resume: `Sneha Patil
sneha.patil2004@gmail.com | 9876543210 | Belagavi, Karnataka
CAREER OBJECTIVE
To work in a challenging environment where I can use my skills and learn.
EDUCATION
B.E. Electronics and Communication, KLE Technological University, 2021 - 2025, CGPA: 7.2
12th (Karnataka PUC), 2021: 84%
10th (SSLC), 2019: 88%
TECHNICAL SKILLS
C, Python, SQL, MS Office
PROJECTS
Smart irrigation system using Arduino and soil moisture sensors; sends alerts by SMS.
Student records app in Python with SQLite.
STRENGTHS
Quick learner, team player, good communication skills.`,
		score: 46,
	},
	{
		id: "frontend-startup",
		jd: `Role: Frontend Developer (Fresher)
Work from our Chennai office on a SaaS product for clinics.
You will:
- Build responsive screens in React with TypeScript, HTML and CSS
- Integrate REST APIs and write unit tests with Jest
- Work with designers in Figma
Good to have: Next.js, Tailwind, basic Node.js.
We want someone with attention to detail who collaborates well with the team.
Eligibility: any degree; a portfolio or GitHub profile is required.`,
		expected: {
			title: "Frontend Developer",
			hard: ["React", "TypeScript", "HTML", "CSS", "REST APIs", "Unit testing", "Next.js", "Node.js"],
			tools: ["Figma", "GitHub"],
			soft: ["Attention to detail", "Teamwork"],
			minCgpa: null,
			minPercentage: null,
			batches: [],
			degrees: ["Any graduate"],
			branches: [],
			fresher: true,
			minYears: null,
		},
		resume: `Karthik Subramanian
karthik.s@example.in | +91-99401-22334 | Chennai
PROFILE
Frontend developer and final-year B.Sc Computer Science student.
SKILLS
JavaScript, React, HTML5, CSS3, Tailwind CSS, Git, Figma
PROJECTS
Clinic queue board (React, Firebase): live token display for a local clinic, used daily by 2 doctors.
Portfolio site built with Next.js and deployed on Vercel.
EDUCATION
B.Sc Computer Science, Loyola College, Chennai, 2023 - 2026, 78%
EXPERIENCE
Frontend Intern, Kissflow, Jan 2025 - Apr 2025: built React forms and fixed CSS layout bugs; worked closely with designers on Figma handoffs.`,
		score: 53,
	},
	{
		id: "qa-automation",
		jd: `Position: QA Engineer - Automation
Experience: 0-1 years
Location: Pune
Responsibilities: write test cases, automate regression suites with Selenium WebDriver and Java, test APIs with Postman, log defects in Jira, work in an Agile team.
Skills: Java or Python, Selenium, TestNG or JUnit, SQL basics, understanding of SDLC and STLC.
Soft skills: attention to detail, analytical skills, good communication.
Qualification: B.E./B.Tech/MCA with 65% aggregate.`,
		expected: {
			title: "QA Engineer",
			hard: [
				"Software testing",
				"Automation testing",
				"Java",
				"Python",
				"Unit testing",
				"SQL",
				"SDLC",
				"Agile",
			],
			tools: ["Postman", "Jira", "Selenium"],
			soft: ["Attention to detail", "Analytical thinking", "Communication"],
			minCgpa: null,
			minPercentage: 65,
			batches: [],
			degrees: ["B.E./B.Tech", "MCA"],
			branches: [],
			fresher: true,
			minYears: 0,
		},
		resume: `Meghana Rao
meghana.rao@pesu.pes.edu | +91 97411 90876
SUMMARY
Detail-oriented MCA student interested in software testing.
SKILLS
Java, Selenium, TestNG, SQL, Postman, Manual testing, Jira
PROJECTS
Automated regression suite for an e-commerce demo site with Selenium WebDriver and Java (120 test cases).
API test collection in Postman for a library management REST API.
EDUCATION
MCA, PES University, 2024 - 2026, 8.3 CGPA
B.Sc Computer Science, 2021 - 2024, 81%`,
		score: 52,
	},
	{
		id: "devops-cloud",
		jd: `Job Title: Cloud Support Associate
We are looking for 2026 graduates (B.E./B.Tech in CS, IT, ECE) to join our cloud operations team in Hyderabad.
Must have: Linux administration, networking fundamentals (DNS, TCP/IP), shell scripting, and basics of AWS or Azure.
Nice to have: Docker, Kubernetes, Terraform, Jenkins, Python scripting; AWS Cloud Practitioner certification.
You should be customer focused, willing to work in rotational shifts and able to troubleshoot under pressure.`,
		expected: {
			title: "DevOps Engineer",
			hard: ["Linux", "Computer networks", "Bash", "Python"],
			tools: ["AWS", "Microsoft Azure", "Docker", "Kubernetes", "Terraform", "Jenkins"],
			soft: ["Customer focus", "Willing to relocate or work shifts", "Problem solving", "Resilience"],
			minCgpa: null,
			minPercentage: null,
			batches: [2026],
			degrees: ["B.E./B.Tech"],
			branches: ["Computer Science", "Information Technology", "Electronics and Communication"],
			fresher: false,
			minYears: null,
		},
		resume: `Imran Sheikh
imran.sheikh@cbit.ac.in | 8978123456
EDUCATION
B.E. Information Technology, CBIT Hyderabad, 2022 - 2026, 7.9 CGPA
SKILLS
Linux, Bash scripting, Python, AWS (EC2, S3), Docker, Git
CERTIFICATIONS
AWS Certified Cloud Practitioner, 2025
PROJECTS
Deployed a Flask app on AWS EC2 behind Nginx with Docker containers and a GitHub Actions pipeline.
Home lab: configured DNS and DHCP on Ubuntu servers.`,
		score: 45,
	},
	{
		id: "android-developer",
		jd: `Hiring: Android Developer (Fresher), Kochi
Build features for our grocery delivery app used across Kerala.
Requirements: Kotlin or Java, Android Studio, REST APIs, MVVM, Firebase, Git. Knowledge of Flutter is a bonus.
Candidates with apps on the Play Store will be preferred.
B.Tech/BCA/MCA 2025 or 2026 pass-outs.`,
		expected: {
			title: "Android Developer",
			hard: ["Android development", "Kotlin", "Java", "REST APIs", "Flutter"],
			tools: ["Android Studio", "Firebase", "Git"],
			soft: [],
			minCgpa: null,
			minPercentage: null,
			batches: [2025, 2026],
			degrees: ["B.E./B.Tech", "BCA", "MCA"],
			branches: [],
			fresher: true,
			minYears: null,
		},
		resume: `Aswathy Nair
aswathy.nair@gmail.com | +91 94470 11223 | Thrissur
EDUCATION
B.Tech Computer Science, Government Engineering College Thrissur, 2021 - 2025, CGPA 8.6
SKILLS
Kotlin, Java, Android Studio, Firebase, Git, REST APIs
PROJECTS
Bus Pass Kerala: an Android app in Kotlin with Firebase auth for KSRTC student passes; 1,000+ downloads on the Play Store.
Expense tracker with Room database and MVVM.
INTERNSHIP
Android Intern, Qburst, Jun 2024 - Aug 2024: built screens in Kotlin and integrated REST APIs.`,
		score: 68,
	},
];
