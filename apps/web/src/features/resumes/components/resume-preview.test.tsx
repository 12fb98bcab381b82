import { render, screen } from "@testing-library/react";
import { defaultResumeSettings, emptyResume } from "@unnati/contracts/resumes";
import { describe, expect, it } from "vitest";
import { ResumePreview } from "./resume-preview";

describe("ResumePreview", () => {
	it("prints HTML and scripts typed into a field as text: nothing runs and no element is made", () => {
		const document = emptyResume();
		document.basics.name = "<img src=x onerror=alert(1)>Asha";
		document.interests = [{ name: "<script>alert('x')</script><b>Chess</b>", keywords: [] }];
		const { container } = render(<ResumePreview document={document} settings={defaultResumeSettings()} />);
		expect(screen.getByText("<img src=x onerror=alert(1)>Asha")).toBeInTheDocument();
		expect(screen.getByText("<script>alert('x')</script><b>Chess</b>")).toBeInTheDocument();
		expect(container.querySelector("script, img, b")).toBeNull();
	});

	it("prints sections in the student's order under standard headings, with campus grades", () => {
		const document = emptyResume();
		document.meta.unnati.sectionOrder = ["skills", "education"];
		document.skills = [{ name: "Languages", level: "", keywords: ["Java", "Python"] }];
		document.education = [
			{
				institution: "DIT",
				url: "",
				area: "CSE",
				studyType: "B.E.",
				startDate: "2022",
				endDate: "2026",
				score: "",
				courses: [],
				level: "ug",
				board: "VTU",
				gradeType: "cgpa",
				grade: 8.4,
			},
		];
		render(<ResumePreview document={document} settings={defaultResumeSettings()} />);
		const headings = screen.getAllByRole("heading").map((h) => h.textContent);
		expect(headings).toEqual(["Skills", "Education"]);
		expect(screen.getByText(/8.4 CGPA \(out of 10\)/)).toBeInTheDocument();
	});
});
