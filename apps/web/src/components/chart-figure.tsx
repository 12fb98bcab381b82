import { Button, Stack, Table, Text, Title } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";

export interface ChartData {
	caption: string;
	columns: string[];
	rows: string[][];
}

interface ChartFigureProps {
	title: string;
	description?: string;
	/** The SVG, which carries role="img" and an aria-label summarising the data. */
	chart: ReactNode;
	/** The same figures as a table, for anyone who prefers (or needs) to read them. */
	data: ChartData;
}

/**
 * A titled chart with a "view as table" toggle: any chart on any screen shows its figures as a table
 * on request, so screen-reader users (and anyone who prefers numbers) get them too.
 */
export function ChartFigure({ title, description, chart, data }: ChartFigureProps) {
	const [showTable, setShowTable] = useState(false);
	const tableId = useId();
	return (
		<Stack gap="xs" component="section" aria-label={title}>
			<Title order={3} size="h4">
				{title}
			</Title>
			{description && (
				<Text size="sm" c="dimmed">
					{description}
				</Text>
			)}
			<div style={{ maxWidth: 640 }}>{chart}</div>
			<div>
				<Button
					variant="subtle"
					size="compact-sm"
					aria-expanded={showTable}
					aria-controls={tableId}
					onClick={() => setShowTable((shown) => !shown)}
				>
					{showTable ? "Hide the data table" : "Show the data as a table"}
				</Button>
			</div>
			<div id={tableId} hidden={!showTable}>
				{showTable && <ChartTable data={data} />}
			</div>
		</Stack>
	);
}

/** A chart's figures as a table: the first column heads each row. */
export function ChartTable({ data }: { data: ChartData }) {
	return (
		<Table striped withTableBorder maw={480} captionSide="top">
			<Table.Caption>{data.caption}</Table.Caption>
			<Table.Thead>
				<Table.Tr>
					{data.columns.map((column) => (
						<Table.Th key={column} scope="col">
							{column}
						</Table.Th>
					))}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{data.rows.map((row) => (
					<Table.Tr key={row.join("|")}>
						{row.map((cell, i) =>
							i === 0 ? (
								<Table.Th key={data.columns[i]} scope="row" fw={400}>
									{cell}
								</Table.Th>
							) : (
								<Table.Td key={data.columns[i]}>{cell}</Table.Td>
							),
						)}
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}
