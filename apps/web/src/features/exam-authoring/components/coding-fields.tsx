import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type CodeLanguage, LANGUAGE_LABELS, LANGUAGES, PROBLEM_TOPIC_LABELS } from "@unnati/contracts";
import { problemCatalogueQuery } from "../api";
import { type ErrorMap, errorAt } from "./form-errors";
import type { QuestionFormValues } from "./question-form-values";

type CodingValues = Pick<QuestionFormValues, "problemId" | "languages" | "marksPerTest">;

interface CodingFieldsProps {
	values: CodingValues;
	errors: ErrorMap;
	onChange: (next: Partial<CodingValues>) => void;
	/** An existing question's marks, as the server worked them out when it was saved. */
	savedMarks?: number;
}

const isLanguage = (value: string): value is CodeLanguage => (LANGUAGES as readonly string[]).includes(value);
const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A coding question's key: the practice problem, the languages allowed and the marks per test passed. */
export function CodingFields({ values, errors, onChange, savedMarks }: CodingFieldsProps) {
	const problems = useQuery(problemCatalogueQuery());
	// Title, topic and difficulty are all in the label, so the search finds a problem by any of them.
	const options = (problems.data ?? []).map((problem) => ({
		value: problem.id,
		label: `${problem.title} · ${PROBLEM_TOPIC_LABELS[problem.topic]} · ${capitalized(problem.difficulty)}`,
	}));
	// A problem since taken out of the catalogue still shows what the question names.
	if (problems.isSuccess && values.problemId && !options.some((option) => option.value === values.problemId))
		options.unshift({ value: values.problemId, label: `Problem ${values.problemId}` });

	return (
		<Stack gap="md">
			<Select
				label="Problem"
				required
				searchable
				clearable
				placeholder={problems.isPending ? "Loading the problems…" : "Search by title, topic or difficulty"}
				nothingFoundMessage="No problem matches"
				data={options}
				value={values.problemId || null}
				onChange={(problemId) => onChange({ problemId: problemId ?? "" })}
				disabled={!problems.isSuccess}
				description="The student's program is judged on this problem's samples and hidden tests."
				error={errorAt(errors, "answerKey.problemId")}
			/>
			{problems.isError && (
				<Alert color="red" variant="light" role="alert" title="The problems could not be loaded">
					<Group gap="sm">
						<Text size="sm">Check your connection, then try again.</Text>
						<Button size="xs" variant="light" onClick={() => void problems.refetch()}>
							Try again
						</Button>
					</Group>
				</Alert>
			)}
			<Checkbox.Group
				label="Languages allowed"
				description="Students write their program in one of these."
				required
				value={values.languages}
				onChange={(chosen) => onChange({ languages: chosen.filter(isLanguage) })}
				error={errorAt(errors, "answerKey.languages")}
			>
				<Group mt={6} gap="md">
					{LANGUAGES.map((language) => (
						<Checkbox key={language} value={language} label={LANGUAGE_LABELS[language]} />
					))}
				</Group>
			</Checkbox.Group>
			<NumberInput
				label="Marks per test passed"
				required
				min={0}
				max={10}
				step={0.5}
				decimalScale={2}
				value={values.marksPerTest}
				onChange={(marksPerTest) => onChange({ marksPerTest })}
				description={`The question is worth this for each of the problem's tests, samples and hidden ones; a failed test costs nothing.${savedMarks === undefined ? "" : ` Now worth ${savedMarks} ${savedMarks === 1 ? "mark" : "marks"}.`}`}
				error={errorAt(errors, "answerKey.marksPerTest")}
			/>
		</Stack>
	);
}
