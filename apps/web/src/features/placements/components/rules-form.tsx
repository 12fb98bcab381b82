import { Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { DEPARTMENT_CODES } from "@unnati/contracts/institutions";
import { type EligibilityRules, eligibilityRulesSchema, PLACED_POLICIES } from "@unnati/contracts/placements";

type NumberKey = Exclude<keyof EligibilityRules, "branches" | "placedPolicy">;

const NUMBER_FIELDS: {
	key: NumberKey;
	label: string;
	min: number;
	max: number;
	step: number;
	decimals: number;
}[] = [
	{ key: "minCgpa", label: "Minimum CGPA (out of 10)", min: 0, max: 10, step: 0.1, decimals: 2 },
	{ key: "minTenthPercent", label: "Minimum 10th %", min: 0, max: 100, step: 1, decimals: 2 },
	{ key: "minTwelfthPercent", label: "Minimum 12th %", min: 0, max: 100, step: 1, decimals: 2 },
	{ key: "minDiplomaPercent", label: "Minimum diploma %", min: 0, max: 100, step: 1, decimals: 2 },
	{ key: "maxActiveBacklogs", label: "Maximum active backlogs", min: 0, max: 50, step: 1, decimals: 0 },
	{ key: "maxPastBacklogs", label: "Maximum past backlogs", min: 0, max: 50, step: 1, decimals: 0 },
	{ key: "maxGapYears", label: "Maximum gap years", min: 0, max: 50, step: 1, decimals: 0 },
	{ key: "batch", label: "Batch (passing-out year)", min: 2000, max: 2100, step: 1, decimals: 0 },
];

const PLACED_LABELS: Record<(typeof PLACED_POLICIES)[number], string> = {
	allow: "Students already placed may apply",
	exclude_placed: "Only students not yet placed",
};

/** The field-level problems of draft rules (the contracts' schema, as the server checks them). */
export function ruleErrors(rules: EligibilityRules): Partial<Record<keyof EligibilityRules, string>> {
	const result = eligibilityRulesSchema.safeParse(rules);
	if (result.success) return {};
	const errors: Partial<Record<keyof EligibilityRules, string>> = {};
	for (const issue of result.error.issues) {
		const key = issue.path[0] as keyof EligibilityRules;
		errors[key] ??= issue.message;
	}
	return errors;
}

/** Eligibility rules for a drive; an empty box does not restrict anyone. */
export function RulesForm({
	rules,
	onChange,
}: {
	rules: EligibilityRules;
	onChange: (rules: EligibilityRules) => void;
}) {
	const errors = ruleErrors(rules);
	return (
		<Stack gap="sm">
			<Text size="sm" c="dimmed">
				Leave a box empty to not restrict on it. Minimums include the value itself: a minimum CGPA of 7 lets a
				7.00 in.
			</Text>
			<SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
				{NUMBER_FIELDS.map((field) => (
					<NumberInput
						key={field.key}
						label={field.label}
						value={rules[field.key] ?? ""}
						onChange={(value) =>
							onChange({ ...rules, [field.key]: value === "" || value === null ? null : Number(value) })
						}
						step={field.step}
						decimalScale={field.decimals}
						allowNegative
						error={errors[field.key]}
					/>
				))}
			</SimpleGrid>
			<Group grow align="flex-start">
				<MultiSelect
					label="Branches"
					description="None chosen: every branch"
					data={[...DEPARTMENT_CODES]}
					value={rules.branches}
					// Typing a branch and pressing Enter picks the first match; without it Enter had no
					// option to pick and submitted the whole drive form.
					selectFirstOptionOnChange
					searchable
					onChange={(value) => onChange({ ...rules, branches: value as EligibilityRules["branches"] })}
					error={errors.branches}
				/>
				<Select
					label="Students already placed"
					data={PLACED_POLICIES.map((value) => ({ value, label: PLACED_LABELS[value] }))}
					value={rules.placedPolicy}
					onChange={(value) =>
						value && onChange({ ...rules, placedPolicy: value as EligibilityRules["placedPolicy"] })
					}
					allowDeselect={false}
				/>
			</Group>
		</Stack>
	);
}
