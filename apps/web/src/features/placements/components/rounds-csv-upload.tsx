import { Alert, Button, FileInput, Group, Stack, Table, Text, Title } from "@mantine/core";
import { type CsvPreview, ROUND_RESULT_LABELS } from "@unnati/contracts/placements";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { previewResultsCsv, recordRoundResults } from "../api";
import type { RoundProps } from "./rounds-results-table";

/**
 * A results file for the round: read into a preview first (the lines it would record, and every
 * line left out with why), and recorded only when the officer confirms the good lines.
 */
export function RoundsCsvUpload({ at, round, onChanged }: RoundProps) {
	const [file, setFile] = useState<File | null>(null);
	const [preview, setPreview] = useState<CsvPreview | null>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [done, setDone] = useState<string | null>(null);
	if (round.counts.inRound === 0) return null;
	const read = async (chosen: File | null) => {
		setFile(chosen);
		setPreview(null);
		setError(null);
		setDone(null);
		if (!chosen) return;
		setBusy(true);
		try {
			setPreview(await previewResultsCsv(at, await chosen.text()));
		} catch (caught) {
			setError(failureMessage(caught, "The file could not be read."));
		} finally {
			setBusy(false);
		}
	};
	const confirm = async () => {
		if (!preview) return;
		setBusy(true);
		setError(null);
		try {
			await recordRoundResults(
				at,
				preview.rows.map((r) => ({ applicationId: r.applicationId, result: r.result, remarks: r.remarks })),
			);
			await onChanged();
			setDone(
				`Recorded ${preview.rows.length === 1 ? "1 result" : `${preview.rows.length} results`} from ${file?.name ?? "the file"}.`,
			);
			setPreview(null);
			setFile(null);
		} catch (caught) {
			setError(failureMessage(caught, "The results were not recorded."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Stack gap="xs">
			<Title order={3} size="h5">
				Results from a file
			</Title>
			<FileInput
				label="Results file (CSV)"
				description="One line per student: roll number, result (pass, fail, hold or absent), remarks if any. A header line is optional. Nothing is recorded until you confirm."
				accept=".csv,text/csv"
				clearable
				value={file}
				onChange={read}
				disabled={busy}
				maw={480}
			/>
			{error && (
				<Alert color="red" role="alert">
					{error}
				</Alert>
			)}
			{done && (
				<Text size="sm" role="status" c="teal">
					{done}
				</Text>
			)}
			{preview && (
				<Stack gap="xs">
					{preview.problems.length > 0 && (
						<Alert
							color="orange"
							title={`${preview.problems.length === 1 ? "1 line" : `${preview.problems.length} lines`} left out`}
						>
							<Table.ScrollContainer minWidth={480}>
								<Table verticalSpacing={4}>
									<Table.Caption>Lines of the file that will not be recorded, and why</Table.Caption>
									<Table.Thead>
										<Table.Tr>
											<Table.Th>Line</Table.Th>
											<Table.Th>Roll number</Table.Th>
											<Table.Th>Why</Table.Th>
										</Table.Tr>
									</Table.Thead>
									<Table.Tbody>
										{preview.problems.map((p) => (
											<Table.Tr key={`${p.row}-${p.kind}`}>
												<Table.Td>{p.row}</Table.Td>
												<Table.Td>{p.rollNo || "—"}</Table.Td>
												<Table.Td>{p.message.replace(/^Line \d+: /, "")}</Table.Td>
											</Table.Tr>
										))}
									</Table.Tbody>
								</Table>
							</Table.ScrollContainer>
						</Alert>
					)}
					{preview.rows.length > 0 ? (
						<Table.ScrollContainer minWidth={480}>
							<Table verticalSpacing={4}>
								<Table.Caption>Lines that will be recorded when you confirm</Table.Caption>
								<Table.Thead>
									<Table.Tr>
										<Table.Th>Line</Table.Th>
										<Table.Th>Roll number</Table.Th>
										<Table.Th>Student</Table.Th>
										<Table.Th>Result</Table.Th>
										<Table.Th>Remarks</Table.Th>
									</Table.Tr>
								</Table.Thead>
								<Table.Tbody>
									{preview.rows.map((r) => (
										<Table.Tr key={r.applicationId}>
											<Table.Td>{r.row}</Table.Td>
											<Table.Td>{r.rollNo}</Table.Td>
											<Table.Td>{r.name}</Table.Td>
											<Table.Td>{ROUND_RESULT_LABELS[r.result]}</Table.Td>
											<Table.Td>{r.remarks ?? ""}</Table.Td>
										</Table.Tr>
									))}
								</Table.Tbody>
							</Table>
						</Table.ScrollContainer>
					) : (
						<Text size="sm">No line of the file can be recorded.</Text>
					)}
					<Group>
						{preview.rows.length > 0 && (
							<Button onClick={confirm} loading={busy}>
								Record {preview.rows.length === 1 ? "1 result" : `${preview.rows.length} results`}
							</Button>
						)}
						<Button variant="default" onClick={() => read(null)}>
							Discard the file
						</Button>
					</Group>
				</Stack>
			)}
		</Stack>
	);
}
