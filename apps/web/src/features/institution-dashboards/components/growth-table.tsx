import { Anchor, NativeSelect } from "@mantine/core";
import {
	GROWTH_BAND_LABELS,
	GROWTH_BANDS,
	type GrowthExam,
	type GrowthStudent,
} from "@unnati/contracts/insights";
import { useCallback, useMemo } from "react";
import { Link } from "react-router";
import { useAddressParams } from "../../../components/use-address-params";
import { cohortName, percent, signedPoints } from "../format";
import { type LocalColumn, LocalTable } from "./local-table";

/** The band filter's value for students with fewer than two exams. */
const UNTRACKED = "untracked";

/** The student's scores in order, "45 → 60 → 72.5", each with its exam in the CSV. */
const trajectory = (s: GrowthStudent) => s.scores.map((x) => x.percentage).join(" → ");

/** The address that opens a student's trajectory on this screen, keeping the filters. */
export function studentHref(params: URLSearchParams, studentId: string): string {
	const next = new URLSearchParams(params);
	next.set("student", studentId);
	return `?${next.toString()}#student`;
}

/**
 * Every student of the group with their trajectory and change: searched, narrowed to a band (`?band=`
 * in the address), and downloaded as CSV (formulas written as text).
 */
export function GrowthTable({
	students,
	exams,
	fileName,
}: {
	students: GrowthStudent[];
	exams: GrowthExam[];
	fileName: string;
}) {
	const [params, set] = useAddressParams();
	const band = params.get("band") ?? "";
	const search = params.get("q") ?? "";
	const titles = useMemo(() => new Map(exams.map((e) => [e.id, e.title])), [exams]);
	const columns = useMemo<LocalColumn<GrowthStudent>[]>(
		() => [
			{ key: "rollNo", header: "Roll number", cell: (s) => s.rollNo, csv: (s) => s.rollNo, minWidth: 110 },
			{
				key: "name",
				header: "Name",
				minWidth: 140,
				cell: (s) => (
					<Anchor component={Link} to={studentHref(params, s.id)} aria-label={`Trajectory of ${s.name}`}>
						{s.name}
					</Anchor>
				),
				csv: (s) => s.name,
			},
			{ key: "dept", header: "Department", cell: (s) => s.deptCode ?? "—", csv: (s) => s.deptCode },
			{
				key: "cohort",
				header: "Year and section",
				cell: (s) => cohortName(s.year, s.section),
				csv: (s) => cohortName(s.year, s.section),
			},
			{ key: "sat", header: "Exams sat", cell: (s) => s.scores.length, csv: (s) => s.scores.length },
			{ key: "first", header: "First", cell: (s) => percent(s.first), csv: (s) => s.first },
			{ key: "latest", header: "Latest", cell: (s) => percent(s.latest), csv: (s) => s.latest },
			{ key: "change", header: "Change (points)", cell: (s) => signedPoints(s.change), csv: (s) => s.change },
			{
				key: "band",
				header: "Growth",
				minWidth: 160,
				cell: (s) => (s.band ? GROWTH_BAND_LABELS[s.band] : "Fewer than two exams"),
				csv: (s) => (s.band ? GROWTH_BAND_LABELS[s.band] : "Fewer than two exams"),
			},
			{
				key: "trajectory",
				header: "Scores, exam by exam (%)",
				minWidth: 180,
				cell: trajectory,
				csv: (s) => s.scores.map((x) => `${titles.get(x.examId) ?? "Exam"}: ${x.percentage}`).join("; "),
			},
		],
		[params, titles],
	);
	const filter = useCallback(
		(s: GrowthStudent) => band === "" || (band === UNTRACKED ? s.band === null : s.band === band),
		[band],
	);
	return (
		<LocalTable
			label="Each student's growth"
			columns={columns}
			items={students}
			rowKey={(s) => s.id}
			searchText={(s) => `${s.rollNo} ${s.name} ${s.deptCode ?? ""}`}
			search={search}
			onSearchChange={(value) => set("q", value)}
			filter={filter}
			filters={
				<NativeSelect
					label="Growth"
					value={band}
					onChange={(event) => set("band", event.currentTarget.value)}
					data={[
						{ value: "", label: "Everyone" },
						...GROWTH_BANDS.map((b) => ({ value: b, label: GROWTH_BAND_LABELS[b] })),
						{ value: UNTRACKED, label: "Fewer than two exams" },
					]}
				/>
			}
			empty={
				students.length === 0 ? "There are no students in this group." : "No student matches these filters."
			}
			fileName={fileName}
			noun={["student", "students"]}
		/>
	);
}
