import {
	defaultResumeSettings,
	emptyResume,
	type MatchResult,
	type ResumeDetail,
	type ResumeSummary,
} from "@unnati/contracts/resumes";

export const makeSummary = (overrides: Partial<ResumeSummary> = {}): ResumeSummary => ({
	id: "resume-1",
	title: "SDE roles",
	targetJobDescription: null,
	version: 3,
	createdAt: "2026-11-20T10:00:00.000Z",
	updatedAt: "2026-11-23T10:00:00.000Z",
	share: null,
	...overrides,
});

export function makeDetail(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
	const document = emptyResume();
	document.basics.name = "Kavya Hegde";
	document.basics.email = "kavya@dit.example.org";
	return {
		...makeSummary(),
		document,
		settings: defaultResumeSettings(),
		owner: { id: "student-1", name: "Kavya Hegde", rollNo: "22CSE003" },
		editable: true,
		...overrides,
	};
}

export const makeMatch = (overrides: Partial<MatchResult> = {}): MatchResult => ({
	dictionaryVersion: "2026.11.1",
	score: 58,
	job: {
		title: "Software Engineer",
		hardSkills: ["Java", "SQL"],
		tools: ["Docker"],
		softSkills: [],
		education: { degrees: [], branches: [], minCgpa: null, minPercentage: null, batches: [] },
		experience: { fresher: true, minYears: null, maxYears: null },
	},
	parts: [
		{
			key: "hardSkills",
			label: "Hard skills",
			weight: 40,
			applicable: true,
			score: 0.75,
			points: 40,
			explanation: "1 of 2 hard skills shown; 1 only named once (SQL).",
			improveIn: "projects",
		},
		{
			key: "tools",
			label: "Tools and platforms",
			weight: 15,
			applicable: true,
			score: 0,
			points: 0,
			explanation: "0 of 1 tools shown; 1 missing (Docker).",
			improveIn: "skills",
		},
		{
			key: "softSkills",
			label: "Soft skills",
			weight: 10,
			applicable: false,
			score: 0,
			points: 0,
			explanation: "The job description names no soft skills.",
			improveIn: null,
		},
		{
			key: "jobTitle",
			label: "Job title",
			weight: 10,
			applicable: true,
			score: 1,
			points: 10,
			explanation: "Your headline names the role.",
			improveIn: null,
		},
		{
			key: "education",
			label: "Education",
			weight: 10,
			applicable: false,
			score: 0,
			points: 0,
			explanation: "No requirement.",
			improveIn: null,
		},
		{
			key: "experience",
			label: "Experience",
			weight: 5,
			applicable: true,
			score: 1,
			points: 5,
			explanation: "Freshers.",
			improveIn: null,
		},
		{
			key: "ats",
			label: "ATS formatting",
			weight: 10,
			applicable: true,
			score: 0.8,
			points: 3,
			explanation: "4 of 5 formatting checks pass.",
			improveIn: null,
		},
	],
	skills: [
		{
			name: "Java",
			category: "hard",
			status: "present",
			mentions: 3,
			sections: ["skills", "projects"],
			improveIn: "projects",
		},
		{
			name: "SQL",
			category: "hard",
			status: "weak",
			mentions: 1,
			sections: ["skills"],
			improveIn: "projects",
		},
		{ name: "Docker", category: "tool", status: "missing", mentions: 0, sections: [], improveIn: "skills" },
	],
	ats: [
		{
			key: "length",
			label: "Length",
			passed: false,
			detail: "About 120 words: too thin.",
			improveIn: "projects",
		},
	],
	resumeEducation: { degrees: [], branches: [], cgpa: null, percentage: null },
	...overrides,
});
