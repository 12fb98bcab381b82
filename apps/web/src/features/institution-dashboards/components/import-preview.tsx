import { Alert, Badge, Button, Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import type { StudentImport } from "@unnati/contracts/students";
import { downloadCsv, toCsv } from "../csv";

/** The problems of an import as a CSV file the college can fix its spreadsheet from (formula-safe). */
export function problemsCsv(preview: Pick<StudentImport, "errors">): string {
	return toCsv(
		["Row", "Column", "Value", "Problem"],
		preview.errors.map((e) => [e.row, e.column, e.value, e.message]),
	);
}

/**
 * The validation preview of an uploaded file: how many rows are good, every problem by row and
 * column (nothing has been created yet), and the first good rows as they will be created.
 */
export function ImportPreview({ preview }: { preview: StudentImport }) {
	const badRows = new Set(preview.errors.map((e) => e.row)).size;
	return (
		<Stack gap="md">
			<Group gap="sm">
				<Badge color="green" variant="light" size="lg">
					{preview.validCount} ready to import
				</Badge>
				<Badge color={badRows > 0 ? "red" : "gray"} variant="light" size="lg">
					{badRows} {badRows === 1 ? "row" : "rows"} with problems
				</Badge>
				<Text size="sm" c="dimmed">
					{preview.totalRows} rows in {preview.fileName}
				</Text>
			</Group>
			{preview.errors.length > 0 ? (
				<Stack gap="xs">
					<Group justify="space-between">
						<Title order={2} size="h3">
							Problems to fix
						</Title>
						<Button
							variant="outline"
							size="xs"
							onClick={() => downloadCsv("import-problems.csv", problemsCsv(preview))}
						>
							Download the problems (CSV)
						</Button>
					</Group>
					<Text size="sm" c="dimmed">
						Rows are numbered as in your spreadsheet (the column names are row 1). These rows will not be
						imported: fix them in the file and upload it again, or import the good rows now.
					</Text>
					<ScrollArea.Autosize mah={420} type="auto">
						<Table striped withTableBorder aria-label="Problems in the file">
							<Table.Thead>
								<Table.Tr>
									<Table.Th scope="col">Row</Table.Th>
									<Table.Th scope="col">Column</Table.Th>
									<Table.Th scope="col">Value</Table.Th>
									<Table.Th scope="col">Problem</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{preview.errors.map((e) => (
									<Table.Tr key={`${e.row}-${e.column}-${e.message}`}>
										<Table.Td>{e.row}</Table.Td>
										<Table.Td>{e.column}</Table.Td>
										<Table.Td>
											<Text size="sm" ff="monospace">
												{e.value === "" ? "(empty)" : e.value}
											</Text>
										</Table.Td>
										<Table.Td>{e.message}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</ScrollArea.Autosize>
				</Stack>
			) : (
				<Alert color="green" variant="light" title="Every row is good">
					All {preview.validCount} students can be imported.
				</Alert>
			)}
			{preview.sample.length > 0 && (
				<Stack gap="xs">
					<Title order={2} size="h3">
						Students to be created
					</Title>
					<ScrollArea type="auto">
						<Table striped withTableBorder aria-label="Students to be created">
							<Table.Thead>
								<Table.Tr>
									<Table.Th scope="col">Row</Table.Th>
									<Table.Th scope="col">Roll number</Table.Th>
									<Table.Th scope="col">Name</Table.Th>
									<Table.Th scope="col">Email</Table.Th>
									<Table.Th scope="col">Department</Table.Th>
									<Table.Th scope="col">Year</Table.Th>
									<Table.Th scope="col">Section</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{preview.sample.map((row) => (
									<Table.Tr key={row.row}>
										<Table.Td>{row.row}</Table.Td>
										<Table.Td>{row.rollNo}</Table.Td>
										<Table.Td>{row.name}</Table.Td>
										<Table.Td>{row.email}</Table.Td>
										<Table.Td>{row.department}</Table.Td>
										<Table.Td>{row.year}</Table.Td>
										<Table.Td>{row.section}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</ScrollArea>
					{preview.validCount > preview.sample.length && (
						<Text size="sm" c="dimmed">
							The first {preview.sample.length} of {preview.validCount}.
						</Text>
					)}
				</Stack>
			)}
		</Stack>
	);
}
