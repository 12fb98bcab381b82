import { Anchor, Button, Group, Menu, Modal, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type BankExportFormat, type Question, questionBankEndpoints } from "@unnati/contracts";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { endpointUrl } from "../../../lib/api-client";
import { HttpError } from "../../../lib/http";
import { bankQuery } from "../api";
import { ImportPanel } from "../components/import-panel";
import { QuestionForm } from "../components/question-form";
import { QuestionsTable } from "../components/questions-table";

const EXPORTS: { format: BankExportFormat; label: string }[] = [
	{ format: "gift", label: "GIFT (Moodle)" },
	{ format: "moodlexml", label: "Moodle XML" },
	{ format: "csv", label: "CSV (spreadsheet)" },
];

/** Where a bank's file is downloaded from: a plain link, so the browser saves it with the session cookie. */
const exportUrl = (bankId: string, format: BankExportFormat) =>
	endpointUrl(questionBankEndpoints.export, { params: { bankId }, query: { format } });

/** The form is open for a new question ("new") or for one being edited. */
type Editing = "new" | Question | null;

/** One bank: its questions (search, filter, add, edit, delete) and the importer. */
export function BankDetailScreen({ banksBase }: { banksBase: string }) {
	const { bankId = "" } = useParams();
	const bank = useQuery(bankQuery(bankId));
	const [editing, setEditing] = useState<Editing>(null);
	// On a phone the question form needs the whole screen: options, marks and tags do not fit a dialog.
	const narrow = useMediaQuery("(max-width: 36em)") ?? false;
	useDocumentTitle(`${bank.data?.name ?? "Question bank"} · Unnati`);

	const back = (
		<Anchor component={Link} to={banksBase} size="sm">
			← All question banks
		</Anchor>
	);
	if (bank.isPending) return <LoadingState label="Loading the bank" />;
	if (bank.isError) {
		return (
			<Stack gap="md">
				{back}
				{bank.error instanceof HttpError && bank.error.status === 404 ? (
					<EmptyCard>No such question bank. It may have been removed.</EmptyCard>
				) : (
					<LoadFailed what="The bank" onRetry={() => bank.refetch()} />
				)}
			</Stack>
		);
	}

	const closeForm = () => setEditing(null);
	return (
		<Stack gap="lg" maw={1200}>
			{back}
			<Group justify="space-between" align="flex-end" wrap="wrap">
				<div>
					<Title order={1}>{bank.data.name}</Title>
					{bank.data.description && (
						<Text c="dimmed" mt={4}>
							{bank.data.description}
						</Text>
					)}
				</div>
				<Group gap="sm">
					<Menu position="bottom-end" withinPortal={false}>
						<Menu.Target>
							<Button variant="default">Export</Button>
						</Menu.Target>
						<Menu.Dropdown>
							<Menu.Label>Download the questions as</Menu.Label>
							{EXPORTS.map(({ format, label }) => (
								<Menu.Item key={format} component="a" href={exportUrl(bankId, format)} download>
									{label}
								</Menu.Item>
							))}
						</Menu.Dropdown>
					</Menu>
					<Button onClick={() => setEditing("new")}>Add question</Button>
				</Group>
			</Group>
			<Tabs defaultValue="questions" keepMounted={false}>
				<Tabs.List>
					<Tabs.Tab value="questions">Questions ({bank.data.questions.length})</Tabs.Tab>
					<Tabs.Tab value="import">Import</Tabs.Tab>
				</Tabs.List>
				<Tabs.Panel value="questions" pt="md">
					<QuestionsTable bankId={bankId} questions={bank.data.questions} onEdit={setEditing} />
				</Tabs.Panel>
				<Tabs.Panel value="import" pt="md">
					<ImportPanel bankId={bankId} />
				</Tabs.Panel>
			</Tabs>
			<Modal
				opened={editing !== null}
				onClose={closeForm}
				title={editing === "new" ? "New question" : "Edit question"}
				size="lg"
				fullScreen={narrow}
			>
				{editing !== null && (
					<QuestionForm
						// A fresh form for each question, so one question's typing never leaks into another.
						key={editing === "new" ? "new" : editing.id}
						bankId={bankId}
						{...(editing === "new" ? {} : { question: editing })}
						onDone={closeForm}
					/>
				)}
			</Modal>
		</Stack>
	);
}
