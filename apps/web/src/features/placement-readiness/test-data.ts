import {
	type BatchReadiness,
	type BatchRow,
	COMPONENT_RULES,
	READINESS_COMPONENTS,
	type StudentReadiness,
} from "@unnati/contracts/readiness";

export const STUDENT_ID = "0b6a8c2e-4d1f-4a3b-9c5d-7e8f9a0b1c2d";
const DRIVE_ID = "7b0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b10";

const scores = { learning: 26, exams: 70, dsa: 15, interviews: 50, resume: 26, certificates: 25 };

/** A student's readiness as the API answers it: 22CSE001 with one application and its gaps. */
export function makeReadiness(overrides: Partial<StudentReadiness> = {}): StudentReadiness {
	return {
		student: {
			id: STUDENT_ID,
			name: "Aarav Sharma",
			rollNo: "22CSE001",
			deptCode: "CSE",
			year: 4,
			section: "A",
			batch: 2026,
		},
		asOf: "2026-03-15T06:00:00.000Z",
		score: 36,
		band: "attention",
		readyFor: [],
		components: READINESS_COMPONENTS.map((key) => ({
			key,
			label: COMPONENT_RULES[key].label,
			weight: COMPONENT_RULES[key].weight,
			score: scores[key],
			points: (COMPONENT_RULES[key].weight * scores[key]) / 100,
			rule: COMPONENT_RULES[key].rule,
			detail: key === "dsa" ? "Solved 1 easy, 2 medium and 0 hard problems." : `${key} figures.`,
		})),
		history: ["2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"].map((month, i) => ({
			month,
			asOf: `${month}-28T18:29:59.999Z`,
			score: [0, 0, 0, 4, 41, 36][i] ?? 0,
			components: scores,
		})),
		rolesFrom: "applied",
		roles: [
			{
				driveId: DRIVE_ID,
				slug: "graduate-software-engineer",
				title: "Graduate Software Engineer",
				company: "Kaveri Infotech Solutions",
				applied: true,
				status: "applied",
				driveDate: "2026-03-30T06:00:00.000Z",
				asks: [
					{
						label: "Online coding test: DSA practice",
						component: "dsa",
						required: 60,
						current: 15,
						met: false,
					},
					{
						label: "Technical interview: Mock interviews",
						component: "interviews",
						required: 50,
						current: 50,
						met: true,
					},
				],
				resumeMatch: 26,
				missingSkills: ["Spring Boot"],
				gaps: [
					{
						text: "Solve more practice problems (medium and hard count most): DSA practice is 15, and the Online coding test needs 60.",
						actionLabel: "Practise DSA",
						action: { kind: "dsa" },
					},
					{
						text: "Learn Spring Boot in the Full Stack Development journey.",
						actionLabel: "Open Full Stack Development",
						action: { kind: "journey", slug: "full-stack", title: "Full Stack Development" },
					},
				],
			},
		],
		...overrides,
	};
}

export function makeRow(overrides: Partial<BatchRow> = {}): BatchRow {
	return {
		id: STUDENT_ID,
		rollNo: "22CSE001",
		name: "Aarav Sharma",
		deptCode: "CSE",
		section: "A",
		score: 36,
		band: "attention",
		readyFor: [],
		components: scores,
		applications: 1,
		...overrides,
	};
}

export function makeBatch(items: BatchRow[], overrides: Partial<BatchReadiness> = {}): BatchReadiness {
	return {
		batch: 2026,
		asOf: "2026-03-15T06:00:00.000Z",
		totals: {
			students: items.length,
			ready: items.filter((r) => r.band === "ready").length,
			nearly: items.filter((r) => r.band === "nearly").length,
			attention: items.filter((r) => r.band === "attention").length,
			averageScore: 40,
			byKind: { product: 0, service: 1, core: 0 },
		},
		departments: ["CSE", "ECE"],
		items,
		total: items.length,
		...overrides,
	};
}
