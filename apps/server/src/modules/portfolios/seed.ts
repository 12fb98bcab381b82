import type { ModuleSeed } from "../../platform/module";
import { findStudentByRollNo } from "../accounts";
import { savePortfolio } from "./service";

/**
 * 22CSE002 (who holds the demo's DSA Foundations certificate) has made a portfolio public, so a first
 * `npm start` shows /public-profile/22CSE002 as a recruiter would see it. Every other student's is off.
 */
export const seedDemoPortfolios: ModuleSeed = async ({ db, clock }) => {
	const student = await findStudentByRollNo(db, "22CSE002");
	if (!student) return;
	await savePortfolio(
		db,
		student.id,
		{
			public: true,
			headline: "Final-year CSE student · backend and data structures · open to SDE roles",
			about:
				"I like turning slow code into fast code. In my third year I rewrote our college fest's registration portal in Node.js and PostgreSQL, and it took 4,000 registrations in a day without going down.\n\nOn Unnati I finished DSA Foundations and practise a problem most evenings. I am looking for a software engineering role from July 2026, in Bengaluru, Hyderabad or Pune.",
			skills: ["Java", "Python", "Data structures", "SQL", "Node.js", "Git"],
			links: {
				github: "https://github.com/unnati-demo-22cse002",
				linkedin: null,
				website: null,
			},
		},
		clock(),
	);
};
