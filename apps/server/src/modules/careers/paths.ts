import type { ProblemTopic } from "@unnati/contracts";
import type { CareerPathId } from "@unnati/contracts/careers";
import type { RoleFamily, SpokenInterviewType } from "@unnati/contracts/interviews";

// The career paths' content: written for Unnati, for engineering students in India preparing for
// campus placements. Every milestone is something the student does in Unnati itself (a course, the
// DSA problems, a mock interview, a resume matched to the role, a certificate), so its progress can
// be computed from their records; what a role needs that Unnati does not teach yet is said plainly
// in `alsoLearn` instead of being faked as a milestone.

export type MilestoneSpec = { id: string; title: string; why: string; skills: string[] } & (
	| { kind: "course"; course: string }
	| { kind: "certificate"; course: string }
	| { kind: "problems"; topics: ProblemTopic[]; count: number }
	| { kind: "interview"; type: SpokenInterviewType; roleFamily: RoleFamily | null; count: number }
	| { kind: "resume"; minScore: number }
);

export type PathSpec = {
	id: CareerPathId;
	title: string;
	summary: string;
	role: string;
	/** A typical fresher job description: the resume milestone matches the student's resumes against it. */
	jobDescription: string;
	alsoLearn: string[];
	milestones: MilestoneSpec[];
};

/** Estimated hours: one problem solved with its thinking and a retry, one mock interview with its feedback read. */
export const HOURS_PER_PROBLEM = 1;
export const HOURS_PER_INTERVIEW = 0.75;
export const HOURS_FOR_RESUME = 3;
export const HOURS_FOR_CERTIFICATE = 0.5;

const resume = (role: string): MilestoneSpec => ({
	id: "resume",
	kind: "resume",
	minScore: 60,
	title: `A resume matched to a ${role} job description`,
	why: "Most campus drives and off-campus portals screen resumes against the job description before anyone reads them.",
	skills: ["A resume written for the role"],
});

export const CAREER_PATHS: readonly PathSpec[] = [
	{
		id: "sde",
		title: "Software development engineer (SDE)",
		summary: "Crack the coding rounds and technical interviews of product companies and service majors.",
		role:
			"An SDE designs, writes, tests and maintains software: features of a product, services behind an app, tools for other engineers. " +
			"Freshers are hired through an online coding test (two or three DSA problems in 60-90 minutes), one or two technical " +
			"interviews where you solve a problem aloud and explain its complexity, and an HR round.",
		jobDescription:
			"Software Development Engineer (fresher, B.E./B.Tech CSE, IT, ECE). Requirements: strong data structures and algorithms, " +
			"problem solving, time and space complexity analysis; programming in C++, Java or Python; object-oriented programming; " +
			"DBMS and SQL basics; operating systems and computer networks fundamentals; Git; good communication and teamwork. " +
			"Good to have: projects or internships, competitive programming, REST APIs, unit testing. CGPA 7.0 and above.",
		alsoLearn: [
			"Core CS subjects for interviews: operating systems, DBMS and computer networks (revise your semester notes and standard textbooks).",
			"Object-oriented design questions (classes for a parking lot or a library system) in your main language.",
			"Git and GitHub: keep your projects in public repositories with a clear README.",
		],
		milestones: [
			{
				id: "dsa-course",
				kind: "course",
				course: "dsa-foundations",
				title: "Learn DSA Foundations",
				why: "Every coding round assumes complexity analysis, arrays, hashing, recursion, sorting, binary search, linked lists, stacks and queues.",
				skills: [
					"Complexity analysis",
					"Arrays and hashing",
					"Recursion and sorting",
					"Linked lists, stacks and queues",
				],
			},
			{
				id: "arrays-problems",
				kind: "problems",
				topics: ["arrays", "strings", "hashing", "two-pointers"],
				count: 8,
				title: "Solve array, string and hashing problems",
				why: "Most first problems of an online test are arrays and strings with a hash map or two pointers.",
				skills: ["Arrays and hashing"],
			},
			{
				id: "search-problems",
				kind: "problems",
				topics: ["sorting", "binary-search", "stacks-queues", "linked-lists"],
				count: 6,
				title: "Solve sorting, binary search, stack and linked list problems",
				why: "These are the second problem of a typical test and the staple of a first technical interview.",
				skills: ["Recursion and sorting", "Linked lists, stacks and queues"],
			},
			{
				id: "trees-problems",
				kind: "problems",
				topics: ["trees", "graphs"],
				count: 5,
				title: "Solve tree and graph problems",
				why: "Product companies ask traversals, BFS and shortest paths in their harder rounds.",
				skills: ["Trees and graphs"],
			},
			{
				id: "dp-problems",
				kind: "problems",
				topics: ["dynamic-programming", "greedy"],
				count: 4,
				title: "Solve greedy and dynamic programming problems",
				why: "The last problem of a test is often a DP; knowing when greedy fails is asked in interviews.",
				skills: ["Dynamic programming"],
			},
			{
				id: "dsa-certificate",
				kind: "certificate",
				course: "dsa-foundations",
				title: "Earn the DSA Foundations certificate",
				why: "A verifiable certificate on your resume and LinkedIn shows the work behind your claims.",
				skills: [],
			},
			{
				id: "technical-interviews",
				kind: "interview",
				type: "technical",
				roleFamily: "sde",
				count: 3,
				title: "Practise technical interviews for SDE roles",
				why: "Interviewers judge how you explain an approach, its complexity and trade-offs, not only the final code.",
				skills: ["Explaining solutions aloud"],
			},
			{
				id: "behavioral-interviews",
				kind: "interview",
				type: "behavioral",
				roleFamily: "sde",
				count: 2,
				title: "Practise behavioral interviews",
				why: "Stories of a project, a conflict or a failure, told in STAR, decide close calls after the technical rounds.",
				skills: ["Behavioral answers (STAR)"],
			},
			resume("software development engineer"),
		],
	},
	{
		id: "full-stack-developer",
		title: "Full-stack developer",
		summary: "Build and deploy web applications end to end: the interface, the API and the database.",
		role:
			"A full-stack developer builds a web application's screens (HTML, CSS, JavaScript, React), its API (Node.js and Express " +
			"or a similar framework) and its database (SQL), and puts it online. Start-ups and service companies hire freshers who " +
			"can show a deployed project and explain how a request travels from the browser to the database and back.",
		jobDescription:
			"Full Stack Developer (fresher). Skills: HTML5, CSS3, responsive design, JavaScript (ES6+), React, Node.js, Express, " +
			"REST APIs, SQL (MySQL or PostgreSQL), authentication (sessions, JWT), Git and GitHub, deployment to a cloud platform, " +
			"basic data structures and problem solving. Good to have: TypeScript, MongoDB, testing, Docker. A portfolio of projects.",
		alsoLearn: [
			"TypeScript on top of JavaScript: most React codebases you will join use it.",
			"Build two projects of your own (say, a hostel complaint tracker or a canteen pre-order app), deployed, with the code on GitHub.",
		],
		milestones: [
			{
				id: "web-course",
				kind: "course",
				course: "full-stack-web-foundations",
				title: "Learn Full Stack Web Foundations",
				why: "HTTP, HTML/CSS, JavaScript, React, REST APIs with Express, SQL, authentication, security and deployment in one course.",
				skills: [
					"HTML, CSS and JavaScript",
					"React",
					"REST APIs with Express",
					"SQL databases",
					"Authentication and web security",
					"Deployment",
				],
			},
			{
				id: "web-certificate",
				kind: "certificate",
				course: "full-stack-web-foundations",
				title: "Earn the Full Stack Web Foundations certificate",
				why: "Proof of the whole course that recruiters can verify from your resume.",
				skills: [],
			},
			{
				id: "coding-problems",
				kind: "problems",
				topics: ["arrays", "strings", "hashing", "two-pointers"],
				count: 8,
				title: "Solve array, string and hashing problems",
				why: "Web roles still start with an online coding test of easy and medium problems.",
				skills: ["Problem solving"],
			},
			{
				id: "technical-interviews",
				kind: "interview",
				type: "technical",
				roleFamily: "sde",
				count: 2,
				title: "Practise technical interviews",
				why: "Expect questions on how the web works, REST, SQL joins and your own project's design.",
				skills: ["Explaining your project"],
			},
			{
				id: "hr-interviews",
				kind: "interview",
				type: "hr",
				roleFamily: "sde",
				count: 2,
				title: "Practise HR interviews",
				why: "Start-ups hire for ownership and learning speed: say what you built and why, with numbers.",
				skills: ["HR answers"],
			},
			resume("full-stack developer"),
		],
	},
	{
		id: "data-analyst",
		title: "Data analyst",
		summary: "Turn data into decisions: clean it, analyse it, and explain what it means to the business.",
		role:
			"A data analyst collects, cleans and analyses data to answer business questions (why did sales drop in Pune last " +
			"month, which offer brings customers back) and presents the answer in charts and dashboards. Analytics firms, banks, " +
			"e-commerce and consulting companies hire freshers through an aptitude and SQL test, a case discussion and an HR round.",
		jobDescription:
			"Data Analyst (fresher, any engineering branch). Skills: SQL (joins, group by, window functions), Excel or Google " +
			"Sheets (pivot tables, lookups), Python with pandas and NumPy, statistics (mean, median, variance, hypothesis testing, " +
			"correlation), data cleaning, data visualisation with Power BI or Tableau, communicating insights to stakeholders. " +
			"Good to have: machine learning basics, A/B testing.",
		alsoLearn: [
			"SQL beyond basics: joins, GROUP BY with HAVING, subqueries and window functions (Unnati has no SQL course yet; the SQL module of Full Stack Web Foundations is a start).",
			"Excel or Google Sheets: pivot tables, XLOOKUP and charts.",
			"One BI tool (Power BI or Tableau): build a dashboard from a public data set such as data.gov.in.",
		],
		milestones: [
			{
				id: "ml-course",
				kind: "course",
				course: "ai-machine-learning-foundations",
				title: "Learn Machine Learning Foundations",
				why: "Python with NumPy, working with data sets and measuring results honestly are the analyst's daily tools.",
				skills: ["Python for data", "Statistics and honest measurement"],
			},
			{
				id: "coding-problems",
				kind: "problems",
				topics: ["arrays", "strings", "hashing", "sorting"],
				count: 6,
				title: "Solve array, hashing and sorting problems",
				why: "Analyst tests include a short coding section; these are the patterns of data manipulation.",
				skills: ["Problem solving"],
			},
			{
				id: "technical-interviews",
				kind: "interview",
				type: "technical",
				roleFamily: "data-analyst",
				count: 3,
				title: "Practise technical interviews for data analyst roles",
				why: "Expect SQL, statistics and 'how would you measure this' questions.",
				skills: ["Explaining analysis"],
			},
			{
				id: "behavioral-interviews",
				kind: "interview",
				type: "behavioral",
				roleFamily: "data-analyst",
				count: 2,
				title: "Practise behavioral interviews",
				why: "Analysts must explain findings to people who do not read code: practise telling it with a result.",
				skills: ["Communicating insights"],
			},
			resume("data analyst"),
		],
	},
	{
		id: "ai-ml-engineer",
		title: "AI/ML engineer",
		summary: "Build, evaluate and ship machine learning models responsibly.",
		role:
			"An AI/ML engineer prepares data, trains and evaluates models, and puts them into products (recommendations, fraud " +
			"detection, speech and language features). Freshers are hired by product companies and AI start-ups on strong " +
			"coding, mathematics for ML and a project they can defend; many begin as software engineers on an ML team.",
		jobDescription:
			"Machine Learning Engineer (fresher). Skills: Python, NumPy, pandas, scikit-learn, machine learning algorithms " +
			"(regression, classification, clustering, decision trees), model evaluation (train/test split, cross-validation, " +
			"precision, recall), linear algebra, probability and statistics, data structures and algorithms, Git. Good to have: " +
			"deep learning with PyTorch or TensorFlow, NLP, MLOps, Kaggle competitions, research projects.",
		alsoLearn: [
			"Linear algebra, probability and calculus for ML (NPTEL courses are free and well regarded).",
			"Deep learning with PyTorch: train a small image or text classifier end to end.",
			"Deploying a model behind an API and monitoring it (MLOps basics).",
		],
		milestones: [
			{
				id: "ml-course",
				kind: "course",
				course: "ai-machine-learning-foundations",
				title: "Learn Machine Learning Foundations",
				why: "How models learn from data, how to measure them honestly and how to build them responsibly.",
				skills: ["Machine learning algorithms", "Model evaluation", "Responsible AI"],
			},
			{
				id: "ml-certificate",
				kind: "certificate",
				course: "ai-machine-learning-foundations",
				title: "Earn the Machine Learning Foundations certificate",
				why: "A verifiable line on your resume for ML internships.",
				skills: [],
			},
			{
				id: "dsa-course",
				kind: "course",
				course: "dsa-foundations",
				title: "Learn DSA Foundations",
				why: "ML roles test coding as hard as SDE roles do.",
				skills: ["Data structures and algorithms"],
			},
			{
				id: "coding-problems",
				kind: "problems",
				topics: ["arrays", "hashing", "dynamic-programming", "greedy"],
				count: 8,
				title: "Solve array, hashing and dynamic programming problems",
				why: "The online test before an ML interview is usually the same as an SDE one.",
				skills: ["Data structures and algorithms"],
			},
			{
				id: "technical-interviews",
				kind: "interview",
				type: "technical",
				roleFamily: null,
				count: 3,
				title: "Practise technical interviews",
				why: "Explain bias and variance, overfitting, and why you chose a metric, aloud and clearly.",
				skills: ["Explaining models"],
			},
			resume("machine learning engineer"),
		],
	},
	{
		id: "cloud-engineer",
		title: "Cloud engineer",
		summary: "Run applications reliably on AWS, Azure or Google Cloud, securely and within budget.",
		role:
			"A cloud engineer sets up and runs the infrastructure applications live on: virtual machines, containers, storage, " +
			"networks and permissions on a public cloud, automated with scripts and templates, watched with monitoring. IT " +
			"services companies and product firms hire freshers into cloud support and DevOps teams, often after an associate-level certification.",
		jobDescription:
			"Cloud Engineer (fresher). Skills: cloud computing concepts (IaaS, PaaS, SaaS), AWS, Azure or GCP services (compute, " +
			"storage, networking, IAM), Linux administration, networking (IP addressing, DNS, load balancing), Docker containers, " +
			"scripting in Bash or Python, monitoring, cost awareness, security best practices. Good to have: Kubernetes, " +
			"Terraform, CI/CD pipelines, an AWS or Azure associate certification.",
		alsoLearn: [
			"Linux command line and Bash scripting: practise on your own machine or a free-tier virtual machine.",
			"One associate certification: AWS Certified Solutions Architect - Associate, Microsoft Azure Administrator (AZ-104) or Google Associate Cloud Engineer.",
			"Infrastructure as code with Terraform, and Kubernetes basics.",
		],
		milestones: [
			{
				id: "cloud-course",
				kind: "course",
				course: "cloud-computing-essentials",
				title: "Learn Cloud Computing Essentials",
				why: "Service models, virtualisation and containers, compute, storage, networking, scaling, Docker, cost and data protection in India.",
				skills: [
					"Cloud service models",
					"Compute, storage and networking",
					"Docker and containers",
					"Cost and data protection",
				],
			},
			{
				id: "cloud-certificate",
				kind: "certificate",
				course: "cloud-computing-essentials",
				title: "Earn the Cloud Computing Essentials certificate",
				why: "A first verifiable credential before a vendor's associate exam.",
				skills: [],
			},
			{
				id: "coding-problems",
				kind: "problems",
				topics: ["arrays", "strings", "hashing"],
				count: 5,
				title: "Solve array, string and hashing problems",
				why: "Cloud and DevOps roles still have a coding test, and scripts are code.",
				skills: ["Scripting and problem solving"],
			},
			{
				id: "technical-interviews",
				kind: "interview",
				type: "technical",
				roleFamily: "cloud",
				count: 3,
				title: "Practise technical interviews for cloud roles",
				why: "Expect 'design a highly available web app', networking and IAM questions.",
				skills: ["Explaining architectures"],
			},
			{
				id: "hr-interviews",
				kind: "interview",
				type: "hr",
				roleFamily: "cloud",
				count: 1,
				title: "Practise an HR interview",
				why: "Support and operations roles ask about shifts, pressure and customer communication.",
				skills: ["HR answers"],
			},
			resume("cloud engineer"),
		],
	},
	{
		id: "cybersecurity-analyst",
		title: "Cybersecurity analyst",
		summary: "Defend systems and people: find weaknesses, watch for attacks, respond to incidents.",
		role:
			"A cybersecurity analyst protects an organisation's systems: monitors alerts in a security operations centre (SOC), " +
			"investigates incidents, checks applications for vulnerabilities and helps people avoid fraud. Banks, IT services " +
			"companies and security firms hire freshers into SOC and application security teams; India's CERT-In rules make " +
			"incident reporting a legal duty, so the work is in demand.",
		jobDescription:
			"Cybersecurity Analyst (fresher). Skills: networking (TCP/IP, ports, protocols, firewalls), operating systems (Linux " +
			"and Windows), cryptography basics, OWASP Top 10 web vulnerabilities, threat modelling, incident response, log " +
			"analysis and SIEM, vulnerability assessment, scripting in Python or Bash, knowledge of the IT Act and CERT-In " +
			"guidelines. Good to have: CompTIA Security+, CEH, CTF experience.",
		alsoLearn: [
			"Hands-on labs on your own machine: Wireshark, nmap and a deliberately vulnerable app (never on systems you do not own).",
			"Capture-the-flag practice, for example picoCTF.",
			"A SIEM tool's free training (such as Splunk's fundamentals) and an entry certification such as CompTIA Security+.",
		],
		milestones: [
			{
				id: "security-course",
				kind: "course",
				course: "cybersecurity-essentials",
				title: "Learn Cybersecurity Essentials",
				why: "Threat modelling, networks, cryptography, authentication, web vulnerabilities, fraud patterns, incident response and Indian cyber law.",
				skills: [
					"Threat modelling",
					"Networks and cryptography",
					"Web vulnerabilities",
					"Incident response",
					"Indian cyber law",
				],
			},
			{
				id: "security-certificate",
				kind: "certificate",
				course: "cybersecurity-essentials",
				title: "Earn the Cybersecurity Essentials certificate",
				why: "A verifiable first credential before Security+ or CEH.",
				skills: [],
			},
			{
				id: "cloud-course",
				kind: "course",
				course: "cloud-computing-essentials",
				title: "Learn Cloud Computing Essentials",
				why: "Most systems you will defend run on a cloud: know its networking, identities and shared responsibility.",
				skills: ["Cloud fundamentals"],
			},
			{
				id: "coding-problems",
				kind: "problems",
				topics: ["strings", "hashing"],
				count: 4,
				title: "Solve string and hashing problems",
				why: "Parsing logs and writing small tools is daily work; hiring tests include basic coding.",
				skills: ["Scripting and problem solving"],
			},
			{
				id: "technical-interviews",
				kind: "interview",
				type: "technical",
				roleFamily: "cybersecurity",
				count: 3,
				title: "Practise technical interviews for security roles",
				why: "Expect 'what happens when you type a URL', the OWASP Top 10 and how you would handle a phishing incident.",
				skills: ["Explaining security decisions"],
			},
			{
				id: "behavioral-interviews",
				kind: "interview",
				type: "behavioral",
				roleFamily: "cybersecurity",
				count: 1,
				title: "Practise a behavioral interview",
				why: "Incident work needs calm and clear reporting: tell a story of handling pressure.",
				skills: ["Behavioral answers (STAR)"],
			},
			resume("cybersecurity analyst"),
		],
	},
];

export const pathById = (id: string): PathSpec | undefined => CAREER_PATHS.find((path) => path.id === id);
