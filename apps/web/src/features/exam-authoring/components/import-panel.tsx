import {
	Alert,
	Button,
	Group,
	Input,
	List,
	Radio,
	ScrollArea,
	Stack,
	Table,
	TagsInput,
	Text,
	Textarea,
	Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	type ImportFormat,
	type ImportPreview,
	importRequestSchema,
	type QuestionDraft,
} from "@unnati/contracts";
import { type ChangeEvent, useId, useState } from "react";
import { authoringKeys, type ImportRequest, previewImport, runImport } from "../api";
import { requestFailure } from "./form-errors";
import { ImportHelp } from "./import-help";
import { excerpt, typeLabel } from "./questions-table";

const FORMAT_BY_EXTENSION: Record<string, ImportFormat> = {
	csv: "csv",
	txt: "aiken",
	gift: "gift",
	xml: "moodlexml",
};

function readFile(file: File): Promise<string> {
	return new Promise((resolve, reject) => {
		const reader = new FileReader();
		reader.onload = () => resolve(String(reader.result ?? ""));
		reader.onerror = () => reject(reader.error);
		reader.readAsText(file);
	});
}

const letterOf = (question: QuestionDraft, id: string) =>
	String.fromCharCode(
		65 +
			Math.max(
				0,
				question.options.findIndex((option) => option.id === id),
			),
	);

/** The right answer in a few words, for the preview table. */
function answerText(question: QuestionDraft): string {
	const key = question.answerKey;
	switch (key.type) {
		case "numeric":
			return key.tolerance > 0 ? `${key.value} ± ${key.tolerance}` : String(key.value);
		case "coding":
			return `Problem ${key.problemId}`;
		case "truefalse":
			return key.correct ? "True" : "False";
		case "short":
			return key.answers
				.filter((answer) => answer.credit === 100)
				.map((answer) => answer.text)
				.join(" / ");
		case "matching":
			return key.prompts
				.map(
					(prompt) => `${prompt.text} → ${question.options.find((o) => o.id === prompt.choice)?.text ?? "?"}`,
				)
				.join("; ");
		case "ordering":
			return key.order.map((id) => letterOf(question, id)).join(" → ");
		case "mcq":
			return key.correct.map((id) => letterOf(question, id)).join(", ");
		case "essay": {
			const criteria = key.rubric?.length ?? 0;
			const rubric =
				criteria === 0 ? "" : `, a rubric of ${criteria} ${criteria === 1 ? "criterion" : "criteria"}`;
			return `Marked by hand (up to ${key.wordLimit} words${rubric})`;
		}
	}
}

/** Drafts have no id yet; their position in the file is what tells them apart. */
const keyedByPosition = (questions: QuestionDraft[]) =>
	questions.map((question, position) => ({ key: `draft-${position}`, question }));

/** Paste or pick a file, preview what the importer read (and which lines it could not), then import. */
export function ImportPanel({ bankId }: { bankId: string }) {
	const queryClient = useQueryClient();
	const fileInputId = useId();
	const [format, setFormat] = useState<ImportFormat>("csv");
	const [text, setText] = useState("");
	const [tags, setTags] = useState<string[]>([]);
	const [inputError, setInputError] = useState<string | null>(null);
	// The preview belongs to exactly this request; any edit asks for a fresh one.
	const [preview, setPreview] = useState<{ request: ImportRequest; result: ImportPreview } | null>(null);

	const previewing = useMutation({
		mutationFn: (request: ImportRequest) => previewImport(bankId, request),
		onSuccess: (result, request) => setPreview({ request, result }),
	});
	const importing = useMutation({
		mutationFn: (request: ImportRequest) => runImport(bankId, request),
		onSuccess: async (result) => {
			notifications.show({
				color: "green",
				message: `Imported ${result.imported} ${result.imported === 1 ? "question" : "questions"}.`,
			});
			setPreview(null);
			setText("");
			await queryClient.invalidateQueries({ queryKey: authoringKeys.banks });
		},
	});
	const edit = (change: () => void) => {
		change();
		setPreview(null);
		setInputError(null);
	};

	const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
		const file = event.currentTarget.files?.[0];
		if (!file) return;
		try {
			const content = await readFile(file);
			const guessed = FORMAT_BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""];
			edit(() => {
				setText(content);
				if (guessed) setFormat(guessed);
			});
		} catch {
			setInputError("The file could not be read. Please try again or paste its text.");
		}
	};

	const askPreview = () => {
		const parsed = importRequestSchema.safeParse({ format, text, tags });
		if (!parsed.success) {
			setInputError(parsed.error.issues[0]?.message ?? "Please check the text.");
			return;
		}
		previewing.mutate(parsed.data);
	};

	const found = preview?.result.questions.length ?? 0;
	return (
		<Stack gap="md">
			<ImportHelp />
			<Radio.Group
				label="Format"
				value={format}
				onChange={(value) => edit(() => setFormat(value as ImportFormat))}
			>
				<Group mt={6}>
					<Radio value="csv" label="CSV" />
					<Radio value="aiken" label="Aiken" />
					<Radio value="gift" label="GIFT" />
					<Radio value="moodlexml" label="Moodle XML" />
				</Group>
			</Radio.Group>
			<Input.Wrapper label="Choose a file" description="Or paste the text below." id={fileInputId}>
				<input
					id={fileInputId}
					type="file"
					accept=".csv,.txt,.gift,.xml,text/plain,text/csv,application/xml,text/xml"
					onChange={pickFile}
					style={{ display: "block", marginTop: 6 }}
				/>
			</Input.Wrapper>
			<Textarea
				label="Questions to import"
				autosize
				minRows={6}
				maxRows={16}
				value={text}
				onChange={(event) => {
					const value = event.currentTarget.value;
					edit(() => setText(value));
				}}
				error={inputError}
				styles={{ input: { fontFamily: "monospace" } }}
			/>
			<TagsInput
				label="Tags for every imported question (optional)"
				value={tags}
				onChange={(next) => edit(() => setTags(next.map((t) => t.trim().toLowerCase()).filter(Boolean)))}
				maxTags={10}
			/>
			<Button
				variant="light"
				onClick={askPreview}
				loading={previewing.isPending}
				style={{ alignSelf: "flex-start" }}
			>
				Preview
			</Button>
			{previewing.isError && (
				<Alert color="red" variant="light" role="alert">
					{requestFailure(previewing.error, "The preview could not be made.")}
				</Alert>
			)}
			{preview && (
				<Stack gap="sm" aria-live="polite">
					<Title order={3} size="h4">
						Preview: {found} {found === 1 ? "question" : "questions"} read
					</Title>
					{preview.result.problems.length > 0 && (
						<Alert color="yellow" variant="light" title="Lines that were skipped">
							<List size="sm" aria-label="Import problems">
								{preview.result.problems.map((problem) => (
									<List.Item key={`${problem.line}-${problem.message}`}>
										Line {problem.line}: {problem.message}
									</List.Item>
								))}
							</List>
						</Alert>
					)}
					{found > 0 && (
						<ScrollArea
							type="auto"
							offsetScrollbars
							viewportProps={{ tabIndex: 0, "aria-label": "Preview, scrollable" }}
						>
							<Table striped verticalSpacing="xs" aria-label="Questions to import">
								<Table.Thead>
									<Table.Tr>
										<Table.Th>Type</Table.Th>
										<Table.Th miw={240}>Question</Table.Th>
										<Table.Th>Answer</Table.Th>
										<Table.Th>Marks</Table.Th>
										<Table.Th>Tags</Table.Th>
									</Table.Tr>
								</Table.Thead>
								<Table.Tbody>
									{keyedByPosition(preview.result.questions).map(({ key, question }) => (
										<Table.Tr key={key}>
											<Table.Td style={{ whiteSpace: "nowrap" }}>{typeLabel(question)}</Table.Td>
											<Table.Td>{excerpt(question.text)}</Table.Td>
											<Table.Td>{answerText(question)}</Table.Td>
											<Table.Td>{question.marks}</Table.Td>
											<Table.Td>{question.tags.join(", ")}</Table.Td>
										</Table.Tr>
									))}
								</Table.Tbody>
							</Table>
						</ScrollArea>
					)}
					{importing.isError && (
						<Alert color="red" variant="light" role="alert">
							{requestFailure(importing.error, "The questions could not be imported.")}
						</Alert>
					)}
					{found > 0 ? (
						<Button
							onClick={() => importing.mutate(preview.request)}
							loading={importing.isPending}
							style={{ alignSelf: "flex-start" }}
						>
							Import {found} {found === 1 ? "question" : "questions"}
						</Button>
					) : (
						<Text size="sm">Nothing could be read. Please correct the lines above and preview again.</Text>
					)}
				</Stack>
			)}
		</Stack>
	);
}
