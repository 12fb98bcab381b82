import {
	Alert,
	Button,
	Checkbox,
	Grid,
	Group,
	NumberInput,
	Paper,
	SimpleGrid,
	Stack,
	Table,
	Text,
	Textarea,
	TextInput,
	Title,
	VisuallyHidden,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	type AuthoringLab,
	type AuthoringLabStep,
	LAB_AUTHORING_LIMITS,
	type LabReferenceRun,
	type LabStepInput,
	labAuthoringEndpoints as la,
	labStepInputSchema,
} from "@unnati/contracts/labs";
import { useId, useState } from "react";
import { callApi } from "../../../lib/api-client";
import { instructorKeys, messageOf } from "../api";
import { LabCodeField } from "./lab-code-field";
import { MarkdownPreview } from "./markdown-preview";
import { ReferenceRun } from "./reference-run";

export const NEW_STEP: LabStepInput = {
	title: "",
	instructions: "",
	starter: "",
	solution: "",
	tests: [{ input: "", output: "", hidden: false }],
	cpuMs: LAB_AUTHORING_LIMITS.cpuMs.default,
	memoryMb: LAB_AUTHORING_LIMITS.memoryMb.default,
};

const inputOf = (step: AuthoringLabStep): LabStepInput => ({
	title: step.title,
	instructions: step.instructions,
	starter: step.starter,
	solution: step.solution,
	tests: step.tests,
	cpuMs: step.cpuMs,
	memoryMb: step.memoryMb,
});

/** The server's sanitized rendering of the step's instructions as they are typed. */
function InstructionsPreview({
	labId,
	markdown,
	initialHtml,
}: {
	labId: string;
	markdown: string;
	initialHtml: string;
}) {
	return (
		<MarkdownPreview
			title="Preview of the instructions"
			headingOrder={4}
			minHeight={200}
			testId="lab-step-preview"
			queryKey={["authoring", "lab-preview", labId]}
			render={(text) => callApi(la.preview, { params: { labId }, body: { markdown: text } })}
			markdown={markdown}
			initialHtml={initialHtml}
		/>
	);
}

function TestsTable({
	tests,
	disabled,
	error,
	onChange,
}: {
	tests: LabStepInput["tests"];
	disabled: boolean;
	error?: string | undefined;
	onChange: (tests: LabStepInput["tests"]) => void;
}) {
	const headingId = useId();
	const update = (index: number, patch: Partial<LabStepInput["tests"][number]>) =>
		onChange(tests.map((t, i) => (i === index ? { ...t, ...patch } : t)));
	return (
		<Stack gap="xs" component="section" aria-labelledby={headingId}>
			<Title order={4} id={headingId}>
				Tests ({tests.length})
			</Title>
			<Text size="sm" c="dimmed">
				Students see the examples with their data; of hidden tests they only learn how many passed. The judge
				compares output line by line, ignoring trailing spaces.
			</Text>
			{tests.length === 0 ? (
				<Text size="sm">No tests yet. A step needs at least one before the lab can be reviewed.</Text>
			) : (
				<Table.ScrollContainer minWidth={560}>
					<Table aria-labelledby={headingId}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Test</Table.Th>
								<Table.Th>Input</Table.Th>
								<Table.Th>Expected output</Table.Th>
								<Table.Th>Hidden</Table.Th>
								<Table.Th>
									<VisuallyHidden>Actions</VisuallyHidden>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{tests.map((test, index) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: tests are positional
								<Table.Tr key={index}>
									<Table.Td>{index + 1}</Table.Td>
									<Table.Td>
										<Textarea
											aria-label={`Input of test ${index + 1}`}
											autosize
											minRows={2}
											value={test.input}
											disabled={disabled}
											styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
											onChange={(e) => update(index, { input: e.currentTarget.value })}
										/>
									</Table.Td>
									<Table.Td>
										<Textarea
											aria-label={`Expected output of test ${index + 1}`}
											autosize
											minRows={2}
											value={test.output}
											disabled={disabled}
											styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
											onChange={(e) => update(index, { output: e.currentTarget.value })}
										/>
									</Table.Td>
									<Table.Td>
										<Checkbox
											aria-label={`Test ${index + 1} is hidden`}
											checked={test.hidden}
											disabled={disabled}
											onChange={(e) => update(index, { hidden: e.currentTarget.checked })}
										/>
									</Table.Td>
									<Table.Td>
										<Button
											variant="subtle"
											color="red"
											size="xs"
											disabled={disabled}
											aria-label={`Remove test ${index + 1}`}
											onClick={() => onChange(tests.filter((_t, i) => i !== index))}
										>
											Remove
										</Button>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
			{error && (
				<Text c="red" size="sm" role="alert">
					{error}
				</Text>
			)}
			<Group>
				<Button
					variant="light"
					size="xs"
					disabled={disabled || tests.length >= LAB_AUTHORING_LIMITS.maxTests}
					onClick={() => onChange([...tests, { input: "", output: "", hidden: true }])}
				>
					Add a test
				</Button>
			</Group>
		</Stack>
	);
}

interface LabStepEditorProps {
	lab: AuthoringLab;
	/** The step being edited, or null for a new step added at the end. */
	step: AuthoringLabStep | null;
	onSaved: (lab: AuthoringLab, stepNumber: number) => void;
}

/**
 * One step: title, instructions (Markdown, previewed as students will see them), starter program,
 * reference solution, tests and limits; "Check reference solution" saves the step, then runs the
 * solution on every test in the judge and shows each verdict.
 */
export function LabStepEditor({ lab, step, onSaved }: LabStepEditorProps) {
	const client = useQueryClient();
	const [values, setValues] = useState<LabStepInput>(step ? inputOf(step) : NEW_STEP);
	const [dirty, setDirty] = useState(step === null);
	const [errors, setErrors] = useState<Record<string, string>>({});
	const [run, setRun] = useState<Omit<LabReferenceRun, "lab"> | null>(null);
	const disabled = !lab.editable;
	const headingId = useId();
	const set = (patch: Partial<LabStepInput>) => {
		setValues((v) => ({ ...v, ...patch }));
		setDirty(true);
		setRun(null);
	};
	const workspace = `lab-author:${lab.id}:${step?.number ?? "new"}`;

	const validate = (): LabStepInput | null => {
		const parsed = labStepInputSchema.safeParse(values);
		if (parsed.success) {
			setErrors({});
			return parsed.data;
		}
		const found: Record<string, string> = {};
		for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
		setErrors(found);
		return null;
	};
	const saveStep = async (input: LabStepInput) => {
		const saved = step
			? await callApi(la.saveStep, { params: { labId: lab.id, stepNumber: step.number }, body: input })
			: await callApi(la.addStep, { params: { labId: lab.id }, body: input });
		client.setQueryData(instructorKeys.lab(lab.id), saved);
		setDirty(false);
		return saved;
	};
	const save = useMutation({
		mutationFn: saveStep,
		onSuccess: (saved) => {
			const number = step?.number ?? saved.steps.length;
			onSaved(saved, number);
			void client.invalidateQueries({ queryKey: instructorKeys.courseLabs(lab.courseId) });
		},
		onError: (e) => setErrors({ form: messageOf(e, "The step could not be saved. Please try again.") }),
	});
	const check = useMutation({
		mutationFn: async (input: LabStepInput | null) => {
			let number = step?.number ?? null;
			if (input) {
				const saved = await saveStep(input);
				number ??= saved.steps.length;
			}
			return callApi(la.checkStep, { params: { labId: lab.id, stepNumber: number ?? 1 } });
		},
		onSuccess: ({ lab: fresh, ...result }) => {
			client.setQueryData(instructorKeys.lab(lab.id), fresh);
			setRun(result);
			if (!step) onSaved(fresh, result.step);
		},
		onError: (e) => setErrors({ form: messageOf(e, "The reference solution could not be checked.") }),
	});

	return (
		<Paper withBorder p="md" component="section" aria-labelledby={headingId}>
			<form
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					const input = validate();
					if (input) save.mutate(input);
				}}
			>
				<Stack gap="md">
					<Group justify="space-between">
						<Title order={3} id={headingId}>
							{step ? `Step ${step.number}: ${step.title}` : "New step"}
						</Title>
						{dirty && !disabled && (
							<Text size="sm" c="dimmed">
								Unsaved changes
							</Text>
						)}
					</Group>
					<TextInput
						label="Step title"
						required
						value={values.title}
						error={errors.title}
						disabled={disabled}
						onChange={(e) => set({ title: e.currentTarget.value })}
					/>
					<Grid>
						<Grid.Col span={{ base: 12, md: 6 }}>
							<Textarea
								label="Instructions (Markdown)"
								description="What to build in this step, with an example of input and output."
								required
								autosize
								minRows={8}
								maxRows={30}
								value={values.instructions}
								error={errors.instructions}
								disabled={disabled}
								maxLength={LAB_AUTHORING_LIMITS.instructionsMaxChars}
								styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
								onChange={(e) => set({ instructions: e.currentTarget.value })}
							/>
						</Grid.Col>
						<Grid.Col span={{ base: 12, md: 6 }}>
							<InstructionsPreview
								labId={lab.id}
								markdown={values.instructions}
								initialHtml={step?.instructionsHtml ?? ""}
							/>
						</Grid.Col>
					</Grid>
					<LabCodeField
						workspace={`${workspace}:starter`}
						label="Starter program (students start from it)"
						language={lab.language}
						value={values.starter}
						readOnly={disabled}
						onChange={(starter) => starter !== values.starter && set({ starter })}
					/>
					{errors.starter && (
						<Text c="red" size="sm" role="alert">
							{errors.starter}
						</Text>
					)}
					<LabCodeField
						workspace={`${workspace}:solution`}
						label="Reference solution (never shown to students)"
						language={lab.language}
						value={values.solution}
						readOnly={disabled}
						onChange={(solution) => solution !== values.solution && set({ solution })}
					/>
					{errors.solution && (
						<Text c="red" size="sm" role="alert">
							{errors.solution}
						</Text>
					)}
					<TestsTable
						tests={values.tests}
						disabled={disabled}
						error={errors.tests}
						onChange={(tests) => set({ tests })}
					/>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<NumberInput
							label="Time limit per test (ms of CPU time)"
							min={LAB_AUTHORING_LIMITS.cpuMs.min}
							max={LAB_AUTHORING_LIMITS.cpuMs.max}
							step={100}
							value={values.cpuMs}
							error={errors.cpuMs}
							disabled={disabled}
							onChange={(v) => set({ cpuMs: typeof v === "number" ? v : Number(v) || 0 })}
						/>
						<NumberInput
							label="Memory limit per test (MB)"
							min={LAB_AUTHORING_LIMITS.memoryMb.min}
							max={LAB_AUTHORING_LIMITS.memoryMb.max}
							step={32}
							value={values.memoryMb}
							error={errors.memoryMb}
							disabled={disabled}
							onChange={(v) => set({ memoryMb: typeof v === "number" ? v : Number(v) || 0 })}
						/>
					</SimpleGrid>
					{errors.form && (
						<Text c="red" size="sm" role="alert">
							{errors.form}
						</Text>
					)}
					<Group>
						<Button type="submit" loading={save.isPending} disabled={disabled || check.isPending}>
							{step ? "Save step" : "Add step"}
						</Button>
						<Button
							variant="light"
							loading={check.isPending}
							disabled={save.isPending}
							onClick={() => {
								if (disabled || !dirty) return check.mutate(null);
								const input = validate();
								if (input) check.mutate(input);
							}}
						>
							Check reference solution
						</Button>
						{step?.check && !dirty && !run && (
							<Text size="sm" c={step.check.passed ? "green" : "red"}>
								{step.check.passed
									? "Last check: the reference solution passes every test."
									: `Last check: ${step.check.verdict}.`}
							</Text>
						)}
					</Group>
					<div aria-live="polite" aria-busy={check.isPending}>
						{check.isPending ? (
							<Text size="sm" role="status">
								Running the reference solution on every test…
							</Text>
						) : run ? (
							<ReferenceRun run={run} />
						) : null}
					</div>
					{disabled && (
						<Alert color="yellow">This lab is in review; its steps cannot change until it is decided.</Alert>
					)}
				</Stack>
			</form>
		</Paper>
	);
}
