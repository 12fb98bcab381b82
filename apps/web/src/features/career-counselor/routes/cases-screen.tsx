import { Anchor, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue, useDocumentTitle } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
	CASE_ASSIGNMENTS,
	CASE_SOURCE_LABELS,
	CASE_SOURCES,
	type CaseListQuery,
	type CaseSummary,
} from "@unnati/contracts/counselling";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { useAddressParams } from "../../../components/use-address-params";
import { casesQuery } from "../api";
import { CounselorCell, SourceBadge, StatusBadge } from "../components/case-badges";
import { classOf, dayLabel, shortDate } from "../format";

const PAGE_SIZE = 25;

const STATUS_OPTIONS = [
	{ value: "open", label: "Open" },
	{ value: "closed", label: "Closed" },
	{ value: "all", label: "Open and closed" },
];
const SOURCE_OPTIONS = [
	{ value: "", label: "Any source" },
	...CASE_SOURCES.map((source) => ({ value: source, label: CASE_SOURCE_LABELS[source] })),
];
const ASSIGNMENT_LABELS: Record<(typeof CASE_ASSIGNMENTS)[number], string> = {
	any: "Anyone's",
	unassigned: "Unassigned",
	mine: "Mine",
};
const ASSIGNMENT_OPTIONS = CASE_ASSIGNMENTS.map((value) => ({ value, label: ASSIGNMENT_LABELS[value] }));

const columns: DataTableColumn<CaseSummary>[] = [
	{
		key: "student",
		header: "Student",
		minWidth: 180,
		cell: (c) => (
			<>
				<Anchor component={Link} to={paths.counselorCase(c.id)} fw={500}>
					{c.student.name}
				</Anchor>
				<Text size="xs" c="dimmed">
					{c.student.rollNo ?? "—"}
				</Text>
			</>
		),
	},
	{ key: "class", header: "Class", minWidth: 130, cell: (c) => classOf(c.student) },
	{
		key: "source",
		header: "Referral",
		minWidth: 170,
		cell: (c) => (
			<Stack gap={2}>
				<SourceBadge source={c.source} />
				<Text size="xs" c="dimmed">
					{shortDate(c.createdAt)}
					{c.referredBy ? ` · ${c.referredBy.name}` : ""}
				</Text>
			</Stack>
		),
	},
	{
		key: "counselor",
		header: "Counselor",
		minWidth: 140,
		cell: (c) => <CounselorCell counselor={c.counselor} />,
	},
	{ key: "next", header: "Next follow-up", minWidth: 140, cell: (c) => dayLabel(c.nextFollowUpOn) },
	{ key: "status", header: "Status", cell: (c) => <StatusBadge status={c.status} /> },
];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
	allowed.includes(value as T) ? (value as T) : fallback;

/** `/career-counselor-dashboard/cases`: the college's caseload, unassigned first, filtered in the address. */
export function CasesScreen() {
	useDocumentTitle("Cases · Career counselling · Unnati");
	const [params, setParam] = useAddressParams();
	const [search, setSearch] = useState(params.get("q") ?? "");
	const [q] = useDebouncedValue(search.trim(), 300);
	useEffect(() => {
		if (q !== (params.get("q") ?? "")) {
			setParam("q", q);
			setParam("page", "");
		}
	}, [q, params, setParam]);
	const status = oneOf(params.get("status"), ["open", "closed", "all"] as const, "open");
	const source = oneOf(params.get("source"), ["", ...CASE_SOURCES] as const, "");
	const assigned = oneOf(params.get("assigned"), CASE_ASSIGNMENTS, "any");
	const department = params.get("department") ?? "";
	const page = Math.max(1, Number(params.get("page")) || 1);
	const query: CaseListQuery = {
		status,
		assigned,
		page,
		pageSize: PAGE_SIZE,
		...(source ? { source } : {}),
		...(department ? { department } : {}),
		...(params.get("q") ? { q: params.get("q") ?? "" } : {}),
	};
	const list = useQuery({ ...casesQuery(query), placeholderData: keepPreviousData });
	const choose = (key: string) => (value: string | null) => {
		setParam(key, value ?? "");
		setParam("page", "");
	};
	const departments = [
		{ value: "", label: "Every department" },
		...(list.data?.departments ?? []).map((code) => ({ value: code, label: code })),
	];
	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>Cases</Title>
				<Text c="dimmed" mt="xs">
					Referrals nobody has taken come first. Open a case to take it, write notes and recommend a path.
				</Text>
			</div>
			<DataTable
				label="Counselling cases"
				what="The caseload"
				columns={columns}
				rowKey={(c) => c.id}
				query={list}
				noun={["case", "cases"]}
				empty={
					status === "open" && !source && assigned === "any" && !department && !q
						? "No open cases. Referrals from mentors and students will appear here."
						: "No case matches these filters."
				}
				page={page}
				pageSize={PAGE_SIZE}
				onPageChange={(next) => setParam("page", next > 1 ? String(next) : "")}
				search={{ label: "Search by name or roll number", value: search, onChange: setSearch }}
				filters={
					<>
						<Select
							label="Status"
							data={STATUS_OPTIONS}
							value={status}
							onChange={choose("status")}
							allowDeselect={false}
							w={{ base: "100%", xs: 170 }}
						/>
						<Select
							label="Source"
							data={SOURCE_OPTIONS}
							value={source}
							onChange={choose("source")}
							allowDeselect={false}
							w={{ base: "100%", xs: 190 }}
						/>
						<Select
							label="Counselor"
							data={ASSIGNMENT_OPTIONS}
							value={assigned}
							onChange={choose("assigned")}
							allowDeselect={false}
							w={{ base: "100%", xs: 150 }}
						/>
						<Select
							label="Department"
							data={departments}
							value={department}
							onChange={choose("department")}
							allowDeselect={false}
							w={{ base: "100%", xs: 170 }}
						/>
					</>
				}
			/>
		</Stack>
	);
}
