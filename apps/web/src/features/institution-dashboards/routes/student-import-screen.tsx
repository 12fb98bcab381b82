import { Alert, Anchor, Button, FileInput, Group, List, Progress, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	INVITATION_VALIDITY_DAYS,
	STUDENT_IMPORT_COLUMNS,
	type StudentImport,
} from "@unnati/contracts/students";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { HttpError } from "../../../lib/http-error";
import { ImportPreview } from "../components/import-preview";
import { downloadCsv, toCsv } from "../csv";
import { confirmImport, importQuery, studentKeys, uploadStudentFile } from "../students-api";

const TEMPLATE = toCsv(
	STUDENT_IMPORT_COLUMNS.map((c) => c.header),
	[["24CSE001", "Aditi Sharma", "aditi.sharma@college.ac.in", "CSE", 1, "A", "9876543210"]],
);

const messageOf = (error: unknown) =>
	error instanceof HttpError
		? (error.serverMessage ?? error.message)
		: "Please check your connection and try again.";

/**
 * Import students from a CSV or Excel file: upload, read the preview (every bad row by row and
 * column; nothing is created yet), then import the good rows, each student invited by e-mail.
 * `scope` says whose list it returns to: the college administrator's or the department head's.
 */
export function StudentImportScreen({ scope }: { scope: "college" | "department" }) {
	const backTo = scope === "college" ? paths.collegeStudents : paths.departmentStudents;
	useDocumentTitle("Import students · Unnati");
	const queryClient = useQueryClient();
	const [file, setFile] = useState<File | null>(null);
	const [preview, setPreview] = useState<StudentImport | null>(null);
	const upload = useMutation({ mutationFn: uploadStudentFile, onSuccess: setPreview });
	const confirm = useMutation({
		mutationFn: confirmImport,
		onSuccess: (result) => {
			setPreview(result);
			void queryClient.invalidateQueries({ queryKey: studentKeys.all });
		},
	});
	// While the confirm runs, the stored progress is read twice a second for the progress bar.
	const progress = useQuery({
		...importQuery(preview?.id ?? "none"),
		enabled: confirm.isPending && preview !== null,
		refetchInterval: 500,
	});
	const current = confirm.isPending ? (progress.data ?? preview) : preview;
	const done = current?.status === "done";

	return (
		<Stack gap="lg" maw={1100}>
			<div>
				<Title order={1}>Import students</Title>
				<Text c="dimmed" mt={4}>
					Upload a CSV or Excel (.xlsx) file, at most 10,000 students and 5 MB. The first row names the
					columns:{" "}
					{STUDENT_IMPORT_COLUMNS.map((c) => (c.required ? c.header : `${c.header} (optional)`)).join(", ")}.
					Nothing is created until you confirm; each new student then gets an e-mail with a link to set their
					password, valid for {INVITATION_VALIDITY_DAYS} days.
				</Text>
				<Group mt="sm" gap="md">
					<Button variant="outline" size="xs" onClick={() => downloadCsv("students-template.csv", TEMPLATE)}>
						Download a template (CSV)
					</Button>
					<Anchor component={Link} to={backTo} size="sm">
						Back to the students
					</Anchor>
				</Group>
			</div>

			{!done && (
				<Group align="flex-end" gap="sm">
					<FileInput
						label="File of students"
						accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
						value={file}
						onChange={(chosen) => {
							setFile(chosen);
							setPreview(null);
							upload.reset();
						}}
						clearable
						w={360}
						disabled={confirm.isPending}
					/>
					<Button
						onClick={() => file && upload.mutate(file)}
						disabled={!file || confirm.isPending}
						loading={upload.isPending}
					>
						Check the file
					</Button>
				</Group>
			)}
			{upload.isError && (
				<Alert color="red" variant="light" title="The file was not accepted" role="alert">
					{messageOf(upload.error)}
				</Alert>
			)}

			{current && !done && <ImportPreview preview={current} />}

			{current && !done && (
				<Stack gap="xs">
					{confirm.isPending ? (
						<>
							<Text size="sm" id="import-progress-label">
								Importing: {current.processed} of {current.validCount} students
							</Text>
							<Progress
								value={current.validCount ? (100 * current.processed) / current.validCount : 0}
								aria-labelledby="import-progress-label"
								animated
								size="lg"
							/>
						</>
					) : (
						<Group>
							<Button onClick={() => confirm.mutate(current.id)} disabled={current.validCount === 0}>
								{`Import ${current.validCount} ${current.validCount === 1 ? "student" : "students"} and send invitations`}
							</Button>
							{current.errors.length > 0 && (
								<Text size="sm" c="dimmed">
									Rows with problems are left out.
								</Text>
							)}
						</Group>
					)}
					{confirm.isError && (
						<Alert color="red" variant="light" title="The import stopped" role="alert">
							{messageOf(confirm.error)}
						</Alert>
					)}
				</Stack>
			)}

			{current && done && (
				<Alert color="green" variant="light" title="Import finished" role="status">
					<Text size="sm">
						Created {current.created} {current.created === 1 ? "student" : "students"}; each was e-mailed a
						link to set their password.
					</Text>
					{current.skipped.length > 0 && (
						<>
							<Text size="sm" mt="xs">
								Left out because someone took the roll number or e-mail since the check:
							</Text>
							<List size="sm">
								{current.skipped.map((s) => (
									<List.Item key={`${s.row}-${s.column}`}>
										Row {s.row}: {s.column} {s.value}
									</List.Item>
								))}
							</List>
						</>
					)}
					<Group mt="sm">
						<Button component={Link} to={backTo} size="xs">
							See the students
						</Button>
						<Button
							variant="outline"
							size="xs"
							onClick={() => {
								setPreview(null);
								setFile(null);
								upload.reset();
								confirm.reset();
							}}
						>
							Import another file
						</Button>
					</Group>
				</Alert>
			)}
		</Stack>
	);
}
