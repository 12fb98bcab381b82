import { type JobDetail, OPEN_RULES } from "@unnati/contracts/placements";

export const DRIVE_ID = "7b0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b10";
export const RESUME_ID = "0d3e4b7a-9c1f-4e2b-8a6d-5f7c9b1e2a34";

export function makeJob(overrides: Partial<JobDetail> = {}): JobDetail {
	return {
		id: DRIVE_ID,
		slug: "graduate-software-engineer",
		title: "Graduate Software Engineer",
		company: { id: "c1", name: "Kaveri Infotech Solutions", city: "Bengaluru" },
		roles: ["Graduate Software Engineer"],
		ctcFixedInr: 650_000,
		ctcVariableInr: 50_000,
		location: "Bengaluru",
		bondMonths: null,
		bondDetails: null,
		applicationDeadline: "2026-12-04T12:30:00.000Z",
		driveDate: "2026-12-08T04:30:00.000Z",
		rounds: [{ name: "Online aptitude and coding test", kind: "aptitude" }],
		rules: { ...OPEN_RULES, minCgpa: 7, branches: ["CSE", "ECE"] },
		open: true,
		eligible: true,
		exclusions: [],
		application: null,
		description: "Build order-management software for retailers.",
		resumes: [{ id: RESUME_ID, title: "Software engineer – product companies" }],
		...overrides,
	};
}
