import { Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue, useDocumentTitle } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
	type BatchQuery,
	type BatchReadiness,
	type BatchRow,
	type BatchSort,
	COMPONENT_RULES,
	DRIVE_KIND_RULES,
	DRIVE_KINDS,
	type DriveKind,
	needsText,
	READINESS_BANDS,
	READINESS_COMPONENTS,
	type ReadinessBand,
	SCORE_RULE,
} from "@unnati/contracts/readiness";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { DataTable, type DataTableColumn, type SortState } from "../../../components/data-table";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { batchCsvHref, batchesQuery, batchQuery } from "../api";
import { BAND_COLORS, BANDS_TEXT, bandLabel, kindLabel } from "../components/format";

const PAGE_SIZE = 25;

/** The batch graduating next (this year's, or the first after it), else the latest there is. */
function defaultBatch(batches: { batch: number }[], now = new Date()): number | null {
	const year = now.getFullYear();
	const upcoming = batches.map((b) => b.batch).filter((b) => b >= year);
	return upcoming.length ? Math.min(...upcoming) : (batches[0]?.batch ?? null);
}

const columns: DataTableColumn<BatchRow>[] = [
	{
		key: "rollNo",
		header: "Roll number",
		sortable: true,
		minWidth: 120,
		cell: (row) => (
			<Anchor component={Link} to={paths.studentPlacementAnalytics(row.id)}>
				{row.rollNo ?? "—"}
			</Anchor>
		),
	},
	{ key: "name", header: "Name", sortable: true, minWidth: 160, cell: (row) => row.name },
	{ key: "deptCode", header: "Dept", cell: (row) => row.deptCode ?? "—" },
	{
		key: "score",
		header: "Score",
		sortable: true,
		cell: (row) => (
			<Group gap={6} wrap="nowrap">
				<Text fw={700}>{row.score}</Text>
				<Badge size="sm" variant="light" color={BAND_COLORS[row.band]}>
					{bandLabel(row.band)}
				</Badge>
			</Group>
		),
	},
	{
		key: "readyFor",
		header: "Ready for",
		minWidth: 140,
		cell: (row) => (row.readyFor.length ? row.readyFor.map(kindLabel).join(", ") : "—"),
	},
	...READINESS_COMPONENTS.map(
		(key): DataTableColumn<BatchRow> => ({
			key,
			header: COMPONENT_RULES[key].label,
			sortable: true,
			cell: (row) => row.components[key],
		}),
	),
	{ key: "applications", header: "Applications", cell: (row) => row.applications },
];

function Totals({ data }: { data: BatchReadiness }) {
	const { totals } = data;
	const card = (label: string, value: string | number, color?: string) => (
		<Card withBorder padding="sm" key={label}>
			<Text size="xs" c="dimmed">
				{label}
			</Text>
			<Text fw={700} fz="xl" {...(color ? { c: `${color}.8` } : {})}>
				{value}
			</Text>
		</Card>
	);
	return (
		<Stack gap="sm">
			<SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
				{card("Students", totals.students)}
				{card("Average score", totals.averageScore ?? "—")}
				{READINESS_BANDS.map((band) => card(bandLabel(band), totals[band], BAND_COLORS[band]))}
			</SimpleGrid>
			<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
				{DRIVE_KINDS.map((kind) => card(`Ready for ${kindLabel(kind)}`, totals.byKind[kind]))}
			</SimpleGrid>
		</Stack>
	);
}

/** How the score, the bands and the kinds of drive are decided, in the words the server computes by. */
function Legend() {
	return (
		<Card withBorder padding="md" component="section" aria-label="How readiness is decided">
			<Stack gap={6}>
				<Text size="sm">{SCORE_RULE}</Text>
				<Text size="sm">{BANDS_TEXT}</Text>
				{DRIVE_KINDS.map((kind) => (
					<Text size="sm" key={kind}>
						<Text span fw={600}>
							{DRIVE_KIND_RULES[kind].label}:
						</Text>{" "}
						{DRIVE_KIND_RULES[kind].description} Ready when {needsText(DRIVE_KIND_RULES[kind].needs)}.
					</Text>
				))}
			</Stack>
		</Card>
	);
}

function BatchTable({ batch }: { batch: number }) {
	const [search, setSearch] = useState("");
	const [q] = useDebouncedValue(search.trim(), 300);
	const [band, setBand] = useState<ReadinessBand | "">("");
	const [kind, setKind] = useState<DriveKind | "">("");
	const [department, setDepartment] = useState("");
	const [sort, setSort] = useState<SortState>({ column: "score", direction: "desc" });
	const [page, setPage] = useState(1);
	const filters: BatchQuery = {
		...(q ? { q } : {}),
		...(band ? { band } : {}),
		...(kind ? { kind } : {}),
		...(department ? { department } : {}),
		sort: sort.column as BatchSort,
		direction: sort.direction,
	};
	const query = useQuery({
		...batchQuery(batch, { ...filters, page, pageSize: PAGE_SIZE }),
		placeholderData: keepPreviousData,
	});
	const reset =
		<T,>(set: (value: T) => void) =>
		(value: T) => {
			set(value);
			setPage(1);
		};
	return (
		<Stack gap="md">
			{query.data && <Totals data={query.data} />}
			<DataTable
				label={`Readiness of the ${batch} batch`}
				what="The batch"
				columns={columns}
				rowKey={(row) => row.id}
				query={query}
				empty="No student of this batch matches these filters."
				page={page}
				pageSize={PAGE_SIZE}
				onPageChange={setPage}
				sort={sort}
				onSortChange={reset(setSort)}
				search={{ label: "Search by roll number or name", value: search, onChange: reset(setSearch) }}
				filters={
					<>
						<Select
							label="Band"
							data={[
								{ value: "", label: "Every band" },
								...READINESS_BANDS.map((b) => ({ value: b, label: bandLabel(b) })),
							]}
							value={band}
							onChange={(value) => reset(setBand)((value ?? "") as ReadinessBand | "")}
							allowDeselect={false}
							w={170}
						/>
						<Select
							label="Ready for"
							data={[
								{ value: "", label: "Any kind of drive" },
								...DRIVE_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
							]}
							value={kind}
							onChange={(value) => reset(setKind)((value ?? "") as DriveKind | "")}
							allowDeselect={false}
							w={210}
						/>
						<Select
							label="Department"
							data={[
								{ value: "", label: "Every department" },
								...(query.data?.departments ?? []).map((d) => ({ value: d, label: d })),
							]}
							value={department}
							onChange={(value) => reset(setDepartment)(value ?? "")}
							allowDeselect={false}
							w={170}
						/>
					</>
				}
				csv={{ href: batchCsvHref(batch, filters) }}
				noun={["student", "students"]}
			/>
		</Stack>
	);
}

/**
 * The placement officer's (and counselor's) batch view: each student of a passing-out batch with
 * their readiness score and parts, band, and the kinds of drive they are ready for; filtered, sorted
 * and paged on the server, downloadable as CSV, each row leading to the student's page.
 */
export function BatchReadinessScreen() {
	useDocumentTitle("Batch readiness · Unnati");
	const batches = useQuery(batchesQuery());
	const [chosen, setChosen] = useState<number | null>(null);
	return (
		<Stack gap="md">
			<Title order={1}>Batch readiness</Title>
			<Text c="dimmed" size="sm">
				Who is ready for which kind of drive, and who needs attention. Open a student for their parts, history
				and the gaps to the drives they apply to.
			</Text>
			<QueryState
				query={batches}
				what="The batches"
				loading={{ label: "Loading the batches", shape: [36, 120, 320] }}
				isEmpty={(list) => list.length === 0}
				empty={
					<EmptyCard>
						No batch yet: the batch view lists the students whose academic record (with their passing-out
						year) the placement office has entered.
					</EmptyCard>
				}
			>
				{(list) => {
					const batch = chosen ?? defaultBatch(list);
					if (batch === null) return null;
					return (
						<Stack gap="md">
							<Select
								label="Passing-out batch"
								data={list.map((b) => ({
									value: String(b.batch),
									label: `${b.batch} (${b.students} students)`,
								}))}
								value={String(batch)}
								onChange={(value) => value && setChosen(Number(value))}
								allowDeselect={false}
								w={240}
							/>
							<Legend />
							<BatchTable key={batch} batch={batch} />
						</Stack>
					);
				}}
			</QueryState>
		</Stack>
	);
}
