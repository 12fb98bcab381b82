import {
	Alert,
	Badge,
	Button,
	Card,
	Group,
	Select,
	Stack,
	Table,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	newOutcomeSchema,
	OUTCOME_KIND_LABELS,
	OUTCOME_KINDS,
	type Outcome,
	type OutcomeKind,
} from "@unnati/contracts/placements";
import { useState } from "react";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { firstErrorPerField } from "../../../lib/field-errors";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { addOutcome, outcomesQuery, removeOutcome, reportKeys, updateOutcome } from "../reports-api";
import { formatDate } from "./format";

// The batch's students who went on to higher studies or a venture of their own: what the NBA index
// and NIRF's higher-studies figure count besides offers. The placement officer records, changes and
// removes them here; the principal and the college administrator read them.

const FIELDS = ["rollNo", "kind", "detail", "confirmedOn"] as const;
type Field = (typeof FIELDS)[number];
type Draft = { rollNo: string; kind: OutcomeKind; detail: string; confirmedOn: string };
const EMPTY: Draft = { rollNo: "", kind: "higher_studies", detail: "", confirmedOn: "" };

function OutcomeForm({
	batch,
	editing,
	onDone,
}: {
	batch: number;
	/** The outcome being changed; null to record a new one. */
	editing: Outcome | null;
	onDone: () => void;
}) {
	const client = useQueryClient();
	const [draft, setDraft] = useState<Draft>(
		editing
			? {
					rollNo: editing.rollNo ?? "",
					kind: editing.kind,
					detail: editing.detail,
					confirmedOn: editing.confirmedOn ?? "",
				}
			: EMPTY,
	);
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	const [failure, setFailure] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const set = (field: Field, value: string) => setDraft((d) => ({ ...d, [field]: value }));

	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setFailure(null);
		const body = { ...draft, confirmedOn: draft.confirmedOn || null };
		const checked = newOutcomeSchema.safeParse(body);
		if (!checked.success) {
			setErrors(firstErrorPerField(FIELDS, checked.error.issues));
			return;
		}
		setErrors({});
		setSaving(true);
		try {
			const { rollNo: _rollNo, ...change } = checked.data;
			if (editing) await updateOutcome(batch, editing.studentId, change);
			else await addOutcome(batch, checked.data);
			setDraft(EMPTY);
			await client.invalidateQueries({ queryKey: reportKeys.all });
			onDone();
		} catch (caught) {
			const fieldErrors = caught instanceof HttpError ? firstErrorPerField(FIELDS, caught.errors) : {};
			setErrors(fieldErrors);
			if (Object.keys(fieldErrors).length === 0)
				setFailure(failureMessage(caught, "Not saved. Please try again."));
		} finally {
			setSaving(false);
		}
	};

	return (
		<form
			onSubmit={submit}
			aria-label={editing ? `Change ${editing.rollNo}'s outcome` : "Record an outcome"}
			noValidate
		>
			<Stack gap="sm">
				<Group align="flex-start" wrap="wrap" gap="sm">
					<TextInput
						label="Roll number"
						value={draft.rollNo}
						onChange={(e) => set("rollNo", e.currentTarget.value)}
						error={errors.rollNo}
						disabled={editing !== null}
						required
						w={{ base: "100%", xs: 160 }}
					/>
					<Select
						label="Outcome"
						data={OUTCOME_KINDS.map((kind) => ({ value: kind, label: OUTCOME_KIND_LABELS[kind] }))}
						value={draft.kind}
						onChange={(value) => value && set("kind", value)}
						error={errors.kind}
						allowDeselect={false}
						w={{ base: "100%", xs: 180 }}
					/>
					<TextInput
						label="Confirmed on"
						type="date"
						value={draft.confirmedOn}
						onChange={(e) => set("confirmedOn", e.currentTarget.value)}
						error={errors.confirmedOn}
						w={{ base: "100%", xs: 170 }}
					/>
				</Group>
				<TextInput
					label={draft.kind === "entrepreneur" ? "Venture" : "University and programme"}
					description={
						draft.kind === "entrepreneur"
							? "e.g. Co-founder, Krishi Setu Agritech (farm-to-mandi logistics)"
							: "e.g. M.Tech in VLSI Design, IIT Madras (GATE 2025)"
					}
					value={draft.detail}
					onChange={(e) => set("detail", e.currentTarget.value)}
					error={errors.detail}
					required
				/>
				{failure && (
					<Alert color="red" role="alert">
						{failure}
					</Alert>
				)}
				<Group gap="sm">
					<Button type="submit" loading={saving}>
						{editing ? "Save the change" : "Record outcome"}
					</Button>
					{editing && (
						<Button variant="subtle" onClick={onDone}>
							Cancel
						</Button>
					)}
				</Group>
			</Stack>
		</form>
	);
}

function RemoveButton({ batch, outcome }: { batch: number; outcome: Outcome }) {
	const client = useQueryClient();
	const [asking, setAsking] = useState(false);
	const [failure, setFailure] = useState<string | null>(null);
	if (!asking)
		return (
			<Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
				Remove
			</Button>
		);
	return (
		<Group gap={4} wrap="nowrap">
			<Button
				size="compact-sm"
				color="red"
				aria-label={`Confirm removing ${outcome.rollNo}'s outcome`}
				onClick={async () => {
					try {
						await removeOutcome(batch, outcome.studentId);
						await client.invalidateQueries({ queryKey: reportKeys.all });
					} catch (caught) {
						setFailure(failureMessage(caught, "Not removed."));
					}
				}}
			>
				Remove
			</Button>
			<Button size="compact-sm" variant="subtle" onClick={() => setAsking(false)}>
				Keep
			</Button>
			{failure && (
				<Text size="xs" c="red" role="alert">
					{failure}
				</Text>
			)}
		</Group>
	);
}

/** The batch's recorded outcomes, with the form to record more when the reader may. */
export function ReportOutcomes({ batch, canRecord }: { batch: number; canRecord: boolean }) {
	const outcomes = useQuery(outcomesQuery(batch));
	const [editing, setEditing] = useState<Outcome | null>(null);
	let list: React.ReactNode;
	if (outcomes.isPending) list = <LoadingState label="Loading the outcomes" shape={[36, 36]} />;
	else if (outcomes.isError)
		list = <LoadFailed what="The outcomes" error={outcomes.error} onRetry={() => outcomes.refetch()} />;
	else if (outcomes.data.length === 0)
		list = (
			<EmptyCard>
				No student of the {batch} batch is recorded as gone to higher studies or a venture.
			</EmptyCard>
		);
	else
		list = (
			<Card withBorder padding={0}>
				<Table.ScrollContainer minWidth={760}>
					<Table aria-label={`Higher studies and ventures of the ${batch} batch`} verticalSpacing="xs">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Student</Table.Th>
								<Table.Th scope="col">Outcome</Table.Th>
								<Table.Th scope="col">Where</Table.Th>
								<Table.Th scope="col">Confirmed</Table.Th>
								{canRecord && <Table.Th scope="col">Change</Table.Th>}
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{outcomes.data.map((o) => (
								<Table.Tr key={o.studentId}>
									<Table.Th scope="row" fw={500}>
										{o.rollNo} · {o.name}
										{o.branch ? ` (${o.branch})` : ""}
									</Table.Th>
									<Table.Td>
										{OUTCOME_KIND_LABELS[o.kind]}{" "}
										{o.alsoPlaced && (
											<Badge size="sm" variant="light" color="gray" tt="none">
												also placed: counted once
											</Badge>
										)}
									</Table.Td>
									<Table.Td>{o.detail}</Table.Td>
									<Table.Td>{o.confirmedOn ? formatDate(`${o.confirmedOn}T00:00:00+05:30`) : "—"}</Table.Td>
									{canRecord && (
										<Table.Td>
											<Group gap={4} wrap="nowrap">
												<Button
													size="compact-sm"
													variant="subtle"
													aria-label={`Change ${o.rollNo}'s outcome`}
													onClick={() => setEditing(o)}
												>
													Change
												</Button>
												<RemoveButton batch={batch} outcome={o} />
											</Group>
										</Table.Td>
									)}
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Card>
		);
	return (
		<Stack gap="sm" component="section" aria-labelledby="report-outcomes">
			<Title order={2} size="h3" id="report-outcomes">
				Higher studies and entrepreneurs
			</Title>
			<Text size="sm" c="dimmed">
				The NBA placement index and NIRF's higher-studies figure count these besides offers. Only students of
				the {batch} batch (by their academic record) can be recorded.
			</Text>
			{list}
			{canRecord && (
				<Card withBorder>
					<Title order={3} size="h5" mb="xs">
						{editing ? `Change ${editing.rollNo}'s outcome` : "Record a student's outcome"}
					</Title>
					<OutcomeForm
						key={editing?.studentId ?? "new"}
						batch={batch}
						editing={editing}
						onDone={() => setEditing(null)}
					/>
				</Card>
			)}
		</Stack>
	);
}
