import {
	ActionIcon,
	Button,
	Group,
	Input,
	NumberInput,
	Paper,
	Stack,
	Text,
	Textarea,
	TextInput,
} from "@mantine/core";
import { ESSAY_UPLOAD_MAX_BYTES, ESSAY_WORD_LIMIT } from "@unnati/contracts";
import { DescribedSwitch } from "./described-switch";
import { type ErrorMap, errorAt } from "./form-errors";
import type { QuestionFormValues } from "./question-form-values";
import {
	emptyCriterion,
	emptyRubricLevel,
	MAX_RUBRIC_CRITERIA,
	RUBRIC_LEVELS,
	type RubricRow,
} from "./rubric-rows";

type EssayValues = Pick<QuestionFormValues, "wordLimit" | "allowUpload" | "guidance" | "rubric">;

interface EssayFieldsProps {
	values: EssayValues;
	errors: ErrorMap;
	onChange: (next: Partial<EssayValues>) => void;
}

/** An essay's key: the word limit, an attachment or not, what graders look for, and an optional rubric. */
export function EssayFields({ values, errors, onChange }: EssayFieldsProps) {
	const { rubric } = values;
	const updateCriterion = (id: string, change: Partial<RubricRow>) =>
		onChange({ rubric: rubric.map((c) => (c.id === id ? { ...c, ...change } : c)) });

	return (
		<>
			<Text size="sm" c="dimmed">
				Students type their answer; a grader marks it after the exam, and students see their marks when the
				examination admin releases them.
			</Text>
			<NumberInput
				label="Word limit"
				description="An answer longer than this cannot be saved."
				required
				min={ESSAY_WORD_LIMIT.min}
				max={ESSAY_WORD_LIMIT.max}
				allowDecimal={false}
				value={values.wordLimit}
				onChange={(wordLimit) => onChange({ wordLimit })}
				error={errorAt(errors, "answerKey.wordLimit")}
				maw={220}
			/>
			<DescribedSwitch
				label="Students may attach a photo or PDF"
				description={`One file of up to ${ESSAY_UPLOAD_MAX_BYTES / (1024 * 1024)} MB beside the typed answer: handwritten working, a diagram.`}
				checked={values.allowUpload}
				onChange={(allowUpload) => onChange({ allowUpload })}
			/>
			<Textarea
				label="What graders look for / model answer"
				description="Graders read this beside every answer; students never see it."
				autosize
				minRows={3}
				value={values.guidance}
				onChange={(event) => onChange({ guidance: event.currentTarget.value })}
				error={errorAt(errors, "answerKey.guidance")}
			/>
			<Input.Wrapper
				labelElement="div"
				label="Rubric (optional)"
				description="Criteria the grader picks a level of. An answer earns the question's marks times the points of the levels picked over the most points possible. Without a rubric, the grader gives marks directly."
			>
				<Stack gap="sm" mt={6}>
					{rubric.map((criterion, index) => (
						<CriterionEditor
							key={criterion.id}
							criterion={criterion}
							n={index + 1}
							at={`answerKey.rubric.${index}`}
							errors={errors}
							onChange={(change) => updateCriterion(criterion.id, change)}
							onRemove={() => onChange({ rubric: rubric.filter((c) => c.id !== criterion.id) })}
						/>
					))}
					{errors["answerKey.rubric"] && <Input.Error>{errors["answerKey.rubric"]}</Input.Error>}
					<Button
						variant="light"
						size="xs"
						style={{ alignSelf: "flex-start" }}
						disabled={rubric.length >= MAX_RUBRIC_CRITERIA}
						onClick={() => onChange({ rubric: [...rubric, emptyCriterion(rubric)] })}
					>
						Add a criterion
					</Button>
				</Stack>
			</Input.Wrapper>
		</>
	);
}

interface CriterionEditorProps {
	criterion: RubricRow;
	/** Its place on screen, from 1: what the labels say. */
	n: number;
	/** Its errors' path, `answerKey.rubric.<index>`. */
	at: string;
	errors: ErrorMap;
	onChange: (change: Partial<RubricRow>) => void;
	onRemove: () => void;
}

function CriterionEditor({ criterion, n, at, errors, onChange, onRemove }: CriterionEditorProps) {
	const { levels } = criterion;
	const setLevel = (id: string, change: Partial<RubricRow["levels"][number]>) =>
		onChange({ levels: levels.map((level) => (level.id === id ? { ...level, ...change } : level)) });
	return (
		<Paper withBorder p="sm" radius="sm" role="group" aria-label={`Criterion ${n}`}>
			<Stack gap="xs">
				<Group gap="xs" align="flex-start" wrap="nowrap">
					<TextInput
						label={`Criterion ${n}`}
						placeholder="e.g. Accuracy"
						required
						style={{ flex: 1 }}
						value={criterion.title}
						onChange={(event) => onChange({ title: event.currentTarget.value })}
						error={errors[`${at}.title`]}
					/>
					<Button variant="subtle" color="red" size="xs" mt={26} onClick={onRemove}>
						Remove criterion {n}
					</Button>
				</Group>
				{levels.map((level, index) => {
					const m = index + 1;
					const levelAt = `${at}.levels.${index}`;
					return (
						<Group key={level.id} gap="xs" align="flex-start" wrap="nowrap" pl="md">
							<TextInput
								aria-label={`Criterion ${n}, level ${m}`}
								placeholder={index === 0 ? "e.g. Complete and correct" : `Level ${m}`}
								style={{ flex: 1 }}
								value={level.label}
								onChange={(event) => setLevel(level.id, { label: event.currentTarget.value })}
								error={errors[`${levelAt}.label`]}
							/>
							<NumberInput
								aria-label={`Points for criterion ${n}, level ${m}`}
								placeholder="Points"
								min={0}
								max={100}
								w={110}
								value={level.points}
								onChange={(points) => setLevel(level.id, { points })}
								error={errors[`${levelAt}.points`]}
							/>
							<ActionIcon
								variant="subtle"
								color="red"
								size="lg"
								mt={2}
								aria-label={`Remove criterion ${n}, level ${m}`}
								disabled={levels.length <= RUBRIC_LEVELS.min}
								onClick={() => onChange({ levels: levels.filter((l) => l.id !== level.id) })}
							>
								<span aria-hidden="true">✕</span>
							</ActionIcon>
						</Group>
					);
				})}
				{errors[`${at}.levels`] && <Input.Error>{errors[`${at}.levels`]}</Input.Error>}
				<Button
					variant="light"
					size="xs"
					ml="md"
					style={{ alignSelf: "flex-start" }}
					disabled={levels.length >= RUBRIC_LEVELS.max}
					onClick={() => onChange({ levels: [...levels, emptyRubricLevel(levels)] })}
				>
					Add a level to criterion {n}
				</Button>
			</Stack>
		</Paper>
	);
}
