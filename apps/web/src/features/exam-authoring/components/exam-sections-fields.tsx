import {
	Button,
	Card,
	Checkbox,
	Group,
	Input,
	NativeSelect,
	NumberInput,
	Radio,
	ScrollArea,
	SimpleGrid,
	Stack,
	TagsInput,
	Text,
	TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { BankSummary } from "@unnati/contracts";
import { bankQuery } from "../api";
import type { ExamFormValues, SectionValues } from "./exam-form-values";
import { newSection } from "./exam-form-values";
import { type ErrorMap, errorAt } from "./form-errors";
import { excerpt, typeLabel } from "./questions-table";

interface SectionFieldsProps {
	section: SectionValues;
	index: number;
	/** Whether the exam times each section. */
	timed: boolean;
	banks: BankSummary[];
	errors: ErrorMap;
	onChange: (next: Partial<SectionValues>) => void;
	onRemove: (() => void) | null;
}

/** Checkboxes over one bank's questions; choices made in other banks are kept. */
function QuestionPicker({ section, onChange }: Pick<SectionFieldsProps, "section" | "onChange">) {
	const bank = useQuery({ ...bankQuery(section.bankId), enabled: section.bankId !== "" });
	if (section.bankId === "") return <Text size="sm">Choose a bank to see its questions.</Text>;
	if (bank.isPending) return <Text size="sm">Loading questions…</Text>;
	if (bank.isError)
		return (
			<Text size="sm" c="red">
				The bank's questions could not be loaded.
			</Text>
		);
	if (bank.data.questions.length === 0) return <Text size="sm">This bank has no questions yet.</Text>;
	const toggle = (id: string, checked: boolean) =>
		onChange({
			questionIds: checked ? [...section.questionIds, id] : section.questionIds.filter((q) => q !== id),
		});
	return (
		<ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
			<Stack gap={6} role="group" aria-label={`Questions of ${bank.data.name}`}>
				{bank.data.questions.map((question) => (
					<Checkbox
						key={question.id}
						checked={section.questionIds.includes(question.id)}
						onChange={(event) => toggle(question.id, event.currentTarget.checked)}
						label={`${excerpt(question.text, 100)} (${typeLabel(question)}, ${question.marks} ${question.marks === 1 ? "mark" : "marks"})`}
					/>
				))}
			</Stack>
		</ScrollArea.Autosize>
	);
}

/** How many of a bank's questions carry every one of `tags`: what a random draw can pick from. */
function PoolSize({ bankId, tags }: { bankId: string; tags: string[] }) {
	const bank = useQuery({ ...bankQuery(bankId), enabled: bankId !== "" });
	if (!bank.data) return null;
	const pool = bank.data.questions.filter((q) => tags.every((tag) => q.tags.includes(tag))).length;
	return (
		<Text size="sm" c="dimmed" aria-live="polite">
			{pool} {pool === 1 ? "question matches" : "questions match"} in this bank.
		</Text>
	);
}

function SectionFields({ section, index, timed, banks, errors, onChange, onRemove }: SectionFieldsProps) {
	const path = `sections.${index}`;
	const number = index + 1;
	const bankOptions = [
		{ value: "", label: "Choose a bank" },
		...banks.map((b) => ({ value: b.id, label: b.name })),
	];
	const sourceError = errors[path] ?? errors[`${path}.source`];
	return (
		<Card withBorder padding="md" role="group" aria-label={`Section ${number}`}>
			<Stack gap="sm">
				<Group justify="space-between" align="flex-end" wrap="nowrap">
					<TextInput
						label={`Section ${number} title`}
						style={{ flex: 1 }}
						value={section.title}
						onChange={(event) => onChange({ title: event.currentTarget.value })}
						error={errorAt(errors, `${path}.title`)}
					/>
					{onRemove && (
						<Button variant="subtle" color="red" onClick={onRemove} aria-label={`Remove section ${number}`}>
							Remove
						</Button>
					)}
				</Group>
				{timed && (
					<NumberInput
						label={`Time for section ${number} (minutes)`}
						min={1}
						max={600}
						allowDecimal={false}
						value={section.minutes}
						onChange={(value) => onChange({ minutes: value })}
						error={errorAt(errors, `${path}.durationMinutes`)}
						maw={260}
					/>
				)}
				<Radio.Group
					label="Questions"
					value={section.mode}
					onChange={(mode) => onChange({ mode: mode as SectionValues["mode"] })}
				>
					<Group mt={6}>
						<Radio value="fixed" label="Chosen questions" />
						<Radio value="random" label="Random draw from a bank" />
					</Group>
				</Radio.Group>
				<NativeSelect
					label={section.mode === "fixed" ? "Show questions of bank" : "Draw from bank"}
					data={bankOptions}
					value={section.bankId}
					onChange={(event) => onChange({ bankId: event.currentTarget.value })}
					error={errorAt(errors, `${path}.source.bankId`)}
				/>
				{section.mode === "fixed" ? (
					<Input.Wrapper
						labelElement="div"
						label={`Chosen: ${section.questionIds.length}`}
						error={errorAt(errors, `${path}.source.questionIds`)}
					>
						<QuestionPicker section={section} onChange={onChange} />
					</Input.Wrapper>
				) : (
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<TagsInput
							label="Only questions tagged"
							description="All of these tags. None: the whole bank."
							value={section.tags}
							onChange={(tags) => onChange({ tags: tags.map((t) => t.trim().toLowerCase()).filter(Boolean) })}
							maxTags={10}
						/>
						<NumberInput
							label="Questions per student"
							min={1}
							max={200}
							allowDecimal={false}
							value={section.count}
							onChange={(value) => onChange({ count: value })}
							error={errorAt(errors, `${path}.source.count`)}
						/>
					</SimpleGrid>
				)}
				{section.mode === "random" && section.bankId !== "" && (
					<PoolSize bankId={section.bankId} tags={section.tags} />
				)}
				{sourceError && <Input.Error>{sourceError}</Input.Error>}
			</Stack>
		</Card>
	);
}

interface ExamSectionsFieldsProps {
	values: ExamFormValues;
	banks: BankSummary[];
	errors: ErrorMap;
	set: (next: Partial<ExamFormValues>) => void;
}

/** The exam's sections, each filled with chosen questions or a random draw, and each timed if asked. */
export function ExamSectionsFields({ values, banks, errors, set }: ExamSectionsFieldsProps) {
	const sections = values.examSections;
	const update = (key: string, next: Partial<SectionValues>) =>
		set({ examSections: sections.map((s) => (s.key === key ? { ...s, ...next } : s)) });
	return (
		<Stack gap="md">
			<Checkbox
				label="Time each section separately"
				description="As placement aptitude tests do: students take the sections in order, each with its own timer, and cannot go back to a finished section. The exam lasts as long as its sections together."
				checked={values.timedSections}
				onChange={(event) => set({ timedSections: event.currentTarget.checked })}
			/>
			{!values.timedSections && sections.length > 1 && (
				<Checkbox
					label="Keep the sections in order, with no going back"
					description="Students finish one section to open the next, under the exam's one timer, and cannot return to a finished section."
					checked={values.sectionsInOrder}
					onChange={(event) => set({ sectionsInOrder: event.currentTarget.checked })}
				/>
			)}
			{banks.length === 0 && (
				<Text size="sm">There are no question banks yet. Create one under Question banks first.</Text>
			)}
			{sections.map((section, index) => (
				<SectionFields
					key={section.key}
					section={section}
					index={index}
					timed={values.timedSections}
					banks={banks}
					errors={errors}
					onChange={(next) => update(section.key, next)}
					onRemove={
						sections.length > 1
							? () => set({ examSections: sections.filter((s) => s.key !== section.key) })
							: null
					}
				/>
			))}
			{typeof errors.sections === "string" && <Input.Error>{errors.sections}</Input.Error>}
			<Button
				variant="light"
				style={{ alignSelf: "flex-start" }}
				disabled={sections.length >= 20}
				onClick={() => set({ examSections: [...sections, newSection(sections.length)] })}
			>
				Add section
			</Button>
		</Stack>
	);
}
