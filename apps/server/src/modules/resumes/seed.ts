import {
	defaultResumeSettings,
	type ResumeDocument,
	SAMPLE_JOB_DESCRIPTIONS,
} from "@unnati/contracts/resumes";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { findStudentByRollNo } from "../accounts";
import { prefillFor } from "./prefill";
import { resumes, resumeVersions } from "./tables";

/** The demo student whose resume the demo shows (the README's student login). */
export const DEMO_RESUME_ROLL_NO = "22CSE001";

/**
 * A realistic third-year CSE resume, on top of what the account prefills (name, email, college,
 * branch, batch): strong on Java and DSA, thin on Spring Boot and React, so matching it against the
 * first sample JD leaves something to improve.
 */
function demoContent(base: ResumeDocument): ResumeDocument {
	const ug = base.education[0];
	return {
		...base,
		basics: {
			...base.basics,
			label: "B.E. Computer Science student | Aspiring software engineer",
			phone: base.basics.phone || "+91 98450 12345",
			summary:
				"Third-year Computer Science student who enjoys building backend services. Solved 350+ problems on LeetCode and CodeChef, built a hostel mess feedback app used by 600 students, and interned on a logistics team's Java services.",
			profiles: [
				{ network: "GitHub", username: "demo-student", url: "https://github.com/demo-student" },
				{ network: "LinkedIn", username: "demo-student", url: "https://www.linkedin.com/in/demo-student" },
			],
		},
		education: [
			...(ug
				? [
						{
							...ug,
							gradeType: "cgpa" as const,
							grade: 8.46,
							score: "8.46 CGPA (out of 10)",
							board: "VTU",
							courses: ["Data Structures", "DBMS", "Operating Systems", "Computer Networks"],
						},
					]
				: []),
			{
				institution: "Sri Vidya PU College, Mysuru",
				url: "",
				area: "PCMC (Physics, Chemistry, Mathematics, Computer Science)",
				studyType: "Class 12 (Karnataka PUC)",
				startDate: "2020",
				endDate: "2022",
				score: "92.5%",
				courses: [],
				level: "12th",
				board: "Karnataka PU Board",
				gradeType: "percentage",
				grade: 92.5,
			},
			{
				institution: "Kendriya Vidyalaya, Mysuru",
				url: "",
				area: "",
				studyType: "Class 10",
				startDate: "",
				endDate: "2020",
				score: "94.2%",
				courses: [],
				level: "10th",
				board: "CBSE",
				gradeType: "percentage",
				grade: 94.2,
			},
		],
		work: [
			{
				name: "Shiprocket Labs (summer internship)",
				position: "Software Engineering Intern",
				location: "Bengaluru",
				description: "",
				url: "",
				startDate: "2025-06",
				endDate: "2025-08",
				summary: "Worked on the shipment tracking team's Java services.",
				highlights: [
					"Wrote a Java service that batches courier status updates, cutting database writes by 40%.",
					"Added unit tests with JUnit to the tracking module, raising its coverage from 52% to 78%.",
				],
			},
		],
		projects: [
			{
				name: "MessMate – hostel mess feedback app",
				description: "Students rate each meal and the mess committee sees weekly trends.",
				highlights: [
					"Built the REST API in Java with PostgreSQL; 600 students used it in its first month.",
					"Designed the schema and wrote SQL reports for the committee's weekly review.",
				],
				keywords: ["Java", "PostgreSQL", "SQL", "Git"],
				startDate: "2024-08",
				endDate: "2024-12",
				url: "https://github.com/demo-student/messmate",
				roles: ["Backend developer"],
				entity: "",
				type: "application",
			},
			{
				name: "Metro route planner",
				description: "Shortest and fewest-change routes on the Namma Metro network.",
				highlights: ["Implemented Dijkstra's algorithm and BFS in C++ over a graph of 66 stations."],
				keywords: ["C++", "Data structures", "Algorithms"],
				startDate: "2024-02",
				endDate: "2024-04",
				url: "",
				roles: [],
				entity: "",
				type: "",
			},
		],
		skills: [
			{ name: "Languages", level: "", keywords: ["Java", "C++", "Python", "SQL"] },
			{
				name: "Core subjects",
				level: "",
				keywords: ["Data structures and algorithms", "OOPs", "DBMS", "Operating systems"],
			},
			{ name: "Tools", level: "", keywords: ["Git", "PostgreSQL", "Linux"] },
		],
		certificates: [{ name: "Java Programming Fundamentals", date: "2024-05", issuer: "Unnati", url: "" }],
		awards: [
			{
				title: "Smart India Hackathon 2024 – college round winner",
				date: "2024-09",
				awarder: "Demo Institute of Technology",
				summary: "Led a team of five building a crop price alert system for farmers.",
			},
		],
		languages: [
			{ language: "English", fluency: "Professional" },
			{ language: "Kannada", fluency: "Native" },
			{ language: "Hindi", fluency: "Conversational" },
		],
		meta: {
			...base.meta,
			unnati: {
				sectionOrder: ["education", "skills", "work", "projects", "awards", "certificates", "languages"],
				customSections: [
					{
						title: "Positions of Responsibility",
						items: [
							{
								title: "Technical head, Coding Club",
								subtitle: "Demo Institute of Technology",
								date: "2024 – 2025",
								summary: "",
								highlights: ["Ran weekly contests for 120 members and taught DSA sessions for first-years."],
							},
						],
					},
				],
			},
		},
	};
}

/** The demo student's resume, targeted at the first sample JD (on a first start only). */
export async function seedDemoResumes({ db, clock }: { db: Db; clock: Clock }): Promise<void> {
	const student = await findStudentByRollNo(db, DEMO_RESUME_ROLL_NO);
	if (!student) return;
	const now = clock();
	const document = demoContent((await prefillFor(db, student.id, now)).document);
	const settings = defaultResumeSettings();
	const [row] = await db
		.insert(resumes)
		.values({
			userId: student.id,
			title: "Software engineer – product companies",
			targetJobDescription: SAMPLE_JOB_DESCRIPTIONS[0]?.text ?? null,
			document,
			settings,
			createdAt: now,
			updatedAt: now,
		})
		.returning({ id: resumes.id });
	if (row)
		await db
			.insert(resumeVersions)
			.values({ resumeId: row.id, version: 1, document, settings, savedAt: now });
}
