import { emptyResume, SCORE_RULE } from "@unnati/contracts/resumes";
import { describe, expect, it } from "vitest";
import { analyzeMatch } from "./analyze";
import { extractJob } from "./extract-job";

const NOW = new Date("2026-11-24T06:00:00Z");

describe("skills dictionary: abbreviations and synonyms campus JDs use", () => {
	it.each([
		["Strong in JS and ES6", "JavaScript"],
		["Exposure to ML and AI/ML projects", "Machine learning"],
		["Good at DSA", "Data structures and algorithms"],
		["OOPs concepts are a must", "Object-oriented programming"],
		["Backend in Golang", "Go"],
		["Knowledge of DBMS and RDBMS", "DBMS"],
		["React.js or ReactJS", "React"],
		["We use k8s in production", "Kubernetes"],
		["Languages: C, C++", "C"],
	])("%s → %s", (text, skill) => {
		const job = extractJob(text);
		expect([...job.hardSkills, ...job.tools]).toContain(skill);
	});

	it("keeps words apart: Java is not JavaScript, JS is not inside Node.js, react (the verb) is not React, R&D is not R", () => {
		const job = extractJob(
			"Use JavaScript and Node.js; react quickly to incidents; work with our R&D team; excel in teamwork.",
		);
		expect(job.hardSkills).toEqual(expect.arrayContaining(["JavaScript", "Node.js"]));
		expect(job.hardSkills).not.toContain("Java");
		expect(job.hardSkills).not.toContain("React");
		expect(job.hardSkills).not.toContain("R");
		expect(job.tools).not.toContain("Excel");
	});
});

describe("the match rule", () => {
	const jd = `Job Title: Data Analyst
Skills: SQL, Python, Tableau. Good communication.
Eligibility: B.E./B.Tech 2026 batch with 7 CGPA.`;

	it("counts a skill used in a project as present, one named once in the skills list as weak, and an absent one as missing", () => {
		const document = emptyResume();
		document.skills = [{ name: "Tools", level: "", keywords: ["Tableau"] }];
		document.projects = [
			{
				...document.projects[0],
				name: "Sales report",
				description: "SQL queries over 2 lakh orders",
				highlights: [],
				keywords: [],
				startDate: "",
				endDate: "",
				url: "",
				roles: [],
				entity: "",
				type: "",
			},
		];
		const result = analyzeMatch({ jobDescription: jd, document, now: NOW });
		const status = Object.fromEntries(result.skills.map((s) => [s.name, s.status]));
		expect(status).toMatchObject({
			SQL: "present",
			Tableau: "weak",
			Python: "missing",
			Communication: "missing",
		});
		expect(result.skills.find((s) => s.name === "Python")?.improveIn).toBe("skills");
		expect(result.skills.find((s) => s.name === "Tableau")?.improveIn).toBe("projects");
	});

	it("weighs parts as SCORE_RULE says, gives a part the JD does not ask about no points, and the points add up to the score", () => {
		const result = analyzeMatch({ jobDescription: jd, text: "Skills: SQL, Python, Tableau", now: NOW });
		expect(result.parts.map((p) => [p.key, p.weight])).toEqual(SCORE_RULE.map((r) => [r.key, r.weight]));
		const experience = result.parts.find((p) => p.key === "experience");
		expect(experience?.applicable).toBe(false);
		expect(experience?.points).toBe(0);
		expect(Math.round(result.parts.reduce((sum, p) => sum + p.points, 0))).toBe(result.score);
	});

	it("raises the score when a missing skill is added to a project", () => {
		const document = emptyResume();
		document.basics = {
			...document.basics,
			name: "Asha",
			email: "asha@example.in",
			phone: "+91 98450 12345",
		};
		const before = analyzeMatch({ jobDescription: jd, document, now: NOW });
		document.projects = [
			{
				...document.projects[0],
				name: "Churn model",
				description: "Python and SQL over telecom data",
				highlights: [],
				keywords: ["Python"],
				startDate: "",
				endDate: "",
				url: "",
				roles: [],
				entity: "",
				type: "",
			},
		];
		const after = analyzeMatch({ jobDescription: jd, document, now: NOW });
		expect(after.score).toBeGreaterThan(before.score);
	});

	it("checks education against the cut-off: a CGPA below it and a missing batch fail", () => {
		const document = emptyResume();
		document.basics.batch = "2021-2025";
		document.education = [
			{
				institution: "BMSCE",
				url: "",
				area: "Computer Science",
				studyType: "B.E.",
				startDate: "2021",
				endDate: "2025",
				score: "",
				courses: [],
				level: "ug",
				board: "",
				gradeType: "cgpa",
				grade: 6.4,
			},
		];
		const result = analyzeMatch({ jobDescription: jd, document, now: NOW });
		const education = result.parts.find((p) => p.key === "education");
		expect(education?.score).toBeCloseTo(1 / 3, 2);
		expect(education?.explanation).toMatch(/CGPA 6.4 against a cut-off of 7/);
		expect(result.resumeEducation.cgpa).toBe(6.4);
	});

	it("flags missing contact details, odd headings and table-like text in a pasted resume", () => {
		const result = analyzeMatch({
			jobDescription: jd,
			text: "MY JOURNEY\nSkill | Level | Years\nSQL | Good | 2\nPython | Basic | 1",
			now: NOW,
		});
		const failed = result.ats.filter((c) => !c.passed).map((c) => c.key);
		expect(failed).toEqual(expect.arrayContaining(["contact", "headings", "length", "layout"]));
	});
});
