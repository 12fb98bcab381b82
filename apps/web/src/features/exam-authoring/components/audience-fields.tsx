import { Checkbox, Group, Radio, Stack, TagsInput, Text, Textarea } from "@mantine/core";
import type { ExamFormValues } from "./exam-form-values";
import { type ErrorMap, errorAt } from "./form-errors";

const YEARS = ["1", "2", "3", "4"] as const;
const ORDINAL = ["1st", "2nd", "3rd", "4th"] as const;

interface AudienceFieldsProps {
	values: ExamFormValues;
	errors: ErrorMap;
	set: (next: Partial<ExamFormValues>) => void;
}

/**
 * Who may take the exam, always within the college: everyone, narrowed by year and section, or
 * named students. Departments cannot be chosen here yet (no endpoint lists them); an exam that
 * already names some keeps them.
 */
export function AudienceFields({ values, errors, set }: AudienceFieldsProps) {
	return (
		<Stack gap="sm">
			<Radio.Group
				label="Who takes this exam"
				value={values.audienceKind}
				onChange={(kind) => set({ audienceKind: kind as ExamFormValues["audienceKind"] })}
			>
				<Stack gap={6} mt={6}>
					<Radio value="college" label="Students of the college (optionally by year and section)" />
					<Radio value="students" label="Named students, by roll number" />
				</Stack>
			</Radio.Group>
			{values.audienceKind === "college" ? (
				<>
					<Checkbox.Group
						label="Years"
						description="None ticked: every year."
						value={values.years}
						onChange={(years) => set({ years })}
						error={errorAt(errors, "audience.years")}
					>
						<Group mt={6}>
							{YEARS.map((year, index) => (
								<Checkbox key={year} value={year} label={`${ORDINAL[index]} year`} />
							))}
						</Group>
					</Checkbox.Group>
					<TagsInput
						label="Sections"
						description="Letters such as A, B. None: every section."
						value={values.sections}
						onChange={(sections) =>
							set({ sections: [...new Set(sections.map((s) => s.trim().toUpperCase()).filter(Boolean))] })
						}
						error={errorAt(errors, "audience.sections")}
						maxTags={26}
					/>
					{values.departmentIds.length > 0 && (
						<Text size="sm" c="dimmed">
							Limited to {values.departmentIds.length}{" "}
							{values.departmentIds.length === 1 ? "department" : "departments"} chosen earlier.
						</Text>
					)}
				</>
			) : (
				<Textarea
					label="Roll numbers"
					description="Separate them with commas, spaces or new lines."
					autosize
					minRows={3}
					maxRows={10}
					value={values.rollNos}
					onChange={(event) => set({ rollNos: event.currentTarget.value })}
					error={errorAt(errors, "audience.rollNos") ?? errorAt(errors, "audience")}
					styles={{ input: { textTransform: "uppercase" } }}
				/>
			)}
		</Stack>
	);
}
