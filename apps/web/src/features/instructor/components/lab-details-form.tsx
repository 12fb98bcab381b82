import {
	Button,
	Group,
	NumberInput,
	Select,
	SimpleGrid,
	Stack,
	Text,
	Textarea,
	TextInput,
} from "@mantine/core";
import { LANGUAGE_LABELS, LANGUAGES } from "@unnati/contracts/code";
import {
	LAB_DIFFICULTIES,
	LAB_DIFFICULTY_LABELS,
	type LabDetailsInput,
	labDetailsInputSchema,
} from "@unnati/contracts/labs";
import { useState } from "react";

export const EMPTY_LAB_DETAILS: LabDetailsInput = {
	title: "",
	slug: "",
	summary: "",
	objectives: [],
	prerequisites: [],
	minutes: 30,
	difficulty: "beginner",
	language: "python",
};

const lines = (text: string) =>
	text
		.split("\n")
		.map((line) => line.trim())
		.filter(Boolean);

/** A lab's address from its title: lower-case words joined by hyphens. */
export const slugFrom = (title: string) =>
	title
		.toLowerCase()
		.normalize("NFKD")
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 60);

interface LabDetailsFormProps {
	initial: LabDetailsInput;
	submitLabel: string;
	pending: boolean;
	disabled?: boolean;
	/** A published lab keeps its address. */
	slugLocked?: boolean;
	/** The server's refusal: a message for the whole form, or one per field. */
	serverErrors?: Record<string, string>;
	onSubmit: (values: LabDetailsInput) => void;
}

/** Title, address, summary, objectives, prerequisites, duration, difficulty and language of a lab. */
export function LabDetailsForm({
	initial,
	submitLabel,
	pending,
	disabled = false,
	slugLocked = false,
	serverErrors = {},
	onSubmit,
}: LabDetailsFormProps) {
	const [values, setValues] = useState({
		...initial,
		objectives: initial.objectives.join("\n"),
		prerequisites: initial.prerequisites.join("\n"),
	});
	const [slugTouched, setSlugTouched] = useState(initial.slug !== "");
	const [errors, setErrors] = useState<Record<string, string>>({});
	const shown = { ...serverErrors, ...errors };
	const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

	return (
		<form
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				const parsed = labDetailsInputSchema.safeParse({
					...values,
					objectives: lines(values.objectives),
					prerequisites: lines(values.prerequisites),
				});
				if (!parsed.success) {
					const found: Record<string, string> = {};
					for (const issue of parsed.error.issues) {
						const key = String(issue.path[0]);
						found[key] ??= issue.message;
					}
					setErrors(found);
					return;
				}
				setErrors({});
				onSubmit(parsed.data);
			}}
		>
			<Stack gap="sm">
				<TextInput
					label="Lab title"
					required
					value={values.title}
					error={shown.title}
					disabled={disabled}
					onChange={(e) => {
						const title = e.currentTarget.value;
						set(slugTouched || slugLocked ? { title } : { title, slug: slugFrom(title) });
					}}
				/>
				<TextInput
					label="Address (lab id)"
					description={
						slugLocked
							? "Published labs keep their address, so students' links keep working."
							: `Students open the lab at /lab-details/${values.slug || "your-lab-id"}.`
					}
					required
					value={values.slug}
					error={shown.slug}
					disabled={disabled || slugLocked}
					onChange={(e) => {
						setSlugTouched(true);
						set({ slug: e.currentTarget.value });
					}}
				/>
				<TextInput
					label="One-line summary"
					required
					value={values.summary}
					error={shown.summary}
					disabled={disabled}
					onChange={(e) => set({ summary: e.currentTarget.value })}
				/>
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<Textarea
						label="Objectives (one a line)"
						description="What a student can do after the lab."
						required
						autosize
						minRows={3}
						value={values.objectives}
						error={shown.objectives}
						disabled={disabled}
						onChange={(e) => set({ objectives: e.currentTarget.value })}
					/>
					<Textarea
						label="Prerequisites (one a line)"
						description="What a student should know first; may be empty."
						autosize
						minRows={3}
						value={values.prerequisites}
						error={shown.prerequisites}
						disabled={disabled}
						onChange={(e) => set({ prerequisites: e.currentTarget.value })}
					/>
				</SimpleGrid>
				<SimpleGrid cols={{ base: 1, sm: 3 }}>
					<NumberInput
						label="Duration (minutes)"
						required
						min={5}
						max={600}
						value={values.minutes}
						error={shown.minutes}
						disabled={disabled}
						onChange={(v) => set({ minutes: typeof v === "number" ? v : Number(v) || 0 })}
					/>
					<Select
						label="Difficulty"
						required
						allowDeselect={false}
						data={LAB_DIFFICULTIES.map((d) => ({ value: d, label: LAB_DIFFICULTY_LABELS[d] }))}
						value={values.difficulty}
						error={shown.difficulty}
						disabled={disabled}
						onChange={(v) => v && set({ difficulty: v as LabDetailsInput["difficulty"] })}
					/>
					<Select
						label="Language"
						description="Every step is written and judged in it."
						required
						allowDeselect={false}
						data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
						value={values.language}
						error={shown.language}
						disabled={disabled}
						onChange={(v) => v && set({ language: v as LabDetailsInput["language"] })}
					/>
				</SimpleGrid>
				{shown.form && (
					<Text c="red" size="sm" role="alert">
						{shown.form}
					</Text>
				)}
				<Group>
					<Button type="submit" loading={pending} disabled={disabled}>
						{submitLabel}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
