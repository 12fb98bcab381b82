import { describe, expect, it } from "vitest";
import {
	emptyResume,
	formatGrade,
	normalizeIndianPhone,
	resumeDocumentSchema,
	sectionOrderOf,
} from "./document";
import { parseJsonResume, toJsonResume } from "./json-resume";
import { formatRange, layoutResume } from "./layout";

describe("campus fields", () => {
	it.each([
		["9845012345", "+91 9845012345"],
		["+91 98450 12345", "+91 9845012345"],
		["091-98450-12345", null],
		["098450 12345", "+91 9845012345"],
		["5845012345", null],
		["12345", null],
	])("normalizes the Indian mobile %s to %s", (raw, normal) => {
		expect(normalizeIndianPhone(raw)).toBe(normal);
	});

	it("refuses a CGPA over 10 and a percentage over 100, and asks which a grade is", () => {
		const result = resumeDocumentSchema.safeParse({
			education: [{ gradeType: "cgpa", grade: 11 }, { gradeType: "percentage", grade: 101 }, { grade: 8 }],
		});
		expect(result.success).toBe(false);
		const paths = result.error?.issues.map((i) => i.path.join("."));
		expect(paths).toEqual(["education.0.grade", "education.1.grade", "education.2.gradeType"]);
		expect(formatGrade("cgpa", 8.46)).toBe("8.46 CGPA (out of 10)");
		expect(formatGrade("percentage", 91.4)).toBe("91.4%");
	});

	it("keeps the stored section order, appends sections it left out, and drops custom sections that are gone", () => {
		const document = emptyResume();
		document.meta.unnati.sectionOrder = ["skills", "custom:3", "education"];
		document.meta.unnati.customSections = [{ title: "Positions of Responsibility", items: [] }];
		const order = sectionOrderOf(document);
		expect(order.slice(0, 2)).toEqual(["skills", "education"]);
		expect(order).toContain("custom:0");
		expect(order).not.toContain("custom:3");
	});
});

describe("JSON Resume", () => {
	it("exports without empty fields (the schema's dates may not be empty) and reads its own export back", () => {
		const document = emptyResume();
		document.basics.name = "Asha Rao";
		document.work = [
			{
				...resumeDocumentSchema.parse({ work: [{}] }).work[0],
				name: "Infosys",
				startDate: "2025-06",
			} as never,
		];
		const exported = toJsonResume(document, new Date("2026-11-24T06:00:00Z"));
		expect(JSON.stringify(exported)).not.toContain('""');
		const back = parseJsonResume(exported);
		expect(back.ok && back.document.work[0]?.name).toBe("Infosys");
	});

	it("lists every problem by path", () => {
		const result = parseJsonResume({
			basics: { email: "nope" },
			education: [{ startDate: "June" }],
			skills: {},
		});
		expect(result.ok).toBe(false);
		if (!result.ok)
			expect(result.problems.map((p) => p.path)).toEqual(["basics.email", "education.0.startDate", "skills"]);
		expect(parseJsonResume([1, 2])).toMatchObject({ ok: false, problems: [{ path: "(document)" }] });
	});
});

describe("layout", () => {
	it("writes date ranges the way recruiters read them", () => {
		expect(formatRange("2024-06", "2024-08")).toBe("Jun 2024 – Aug 2024");
		expect(formatRange("2025-06", "")).toBe("Jun 2025 – Present");
		expect(formatRange("", "2026")).toBe("2026");
	});

	it("leaves out empty sections and entries", () => {
		const document = emptyResume();
		document.skills = [{ name: "", level: "", keywords: [] }];
		expect(layoutResume(document).sections).toEqual([]);
	});
});
