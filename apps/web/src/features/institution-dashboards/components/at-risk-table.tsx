import { List, NativeSelect } from "@mantine/core";
import type { FlaggedStudent } from "@unnati/contracts";
import { useCallback } from "react";
import { useAddressParams } from "../../../components/use-address-params";
import { cohortName } from "../format";
import { type LocalColumn, LocalTable } from "./local-table";

const columns: LocalColumn<FlaggedStudent>[] = [
	{ key: "rollNo", header: "Roll number", cell: (s) => s.rollNo, csv: (s) => s.rollNo, minWidth: 110 },
	{ key: "name", header: "Name", cell: (s) => s.name, csv: (s) => s.name, minWidth: 140 },
	{ key: "dept", header: "Department", cell: (s) => s.deptCode ?? "—", csv: (s) => s.deptCode },
	{
		key: "cohort",
		header: "Year and section",
		cell: (s) => cohortName(s.year, s.section),
		csv: (s) => cohortName(s.year, s.section),
	},
	{
		key: "reasons",
		header: "Why",
		minWidth: 260,
		cell: (s) => (
			<List size="sm" spacing={2}>
				{s.reasons.map((reason) => (
					<List.Item key={reason}>{reason}</List.Item>
				))}
			</List>
		),
		csv: (s) => s.reasons.join("; "),
	},
];

/**
 * The at-risk students with their reasons; `?dept=CSE` in the address (where the departments' figures
 * link) narrows it to one department.
 */
export function AtRiskTable({
	students,
	departments,
}: {
	students: FlaggedStudent[];
	departments: string[];
}) {
	const [params, set] = useAddressParams();
	const dept = params.get("dept") ?? "";
	const search = params.get("q") ?? "";
	const filter = useCallback((s: FlaggedStudent) => dept === "" || s.deptCode === dept, [dept]);
	return (
		<LocalTable
			label="At-risk students"
			columns={columns}
			items={students}
			rowKey={(s) => s.id}
			searchText={(s) => `${s.rollNo} ${s.name} ${s.reasons.join(" ")}`}
			search={search}
			onSearchChange={(value) => set("q", value)}
			filter={filter}
			filters={
				<NativeSelect
					label="Department"
					value={dept}
					onChange={(event) => set("dept", event.currentTarget.value)}
					data={[
						{ value: "", label: "All departments" },
						...departments.map((d) => ({ value: d, label: d })),
					]}
				/>
			}
			empty={
				students.length === 0
					? "No student is at risk this term: nobody failed or missed an exam."
					: "No at-risk student matches these filters."
			}
			fileName="at-risk-students.csv"
			noun={["student", "students"]}
		/>
	);
}
