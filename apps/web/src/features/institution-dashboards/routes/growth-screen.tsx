import { Anchor, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Growth, GrowthQuery, GrowthStudent } from "@unnati/contracts/insights";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { StatCards } from "../../../components/stat-cards";
import { useAddressParams } from "../../../components/use-address-params";
import { growthQuery } from "../api";
import { DistributionChart, MedianChart, StudentChart } from "../components/growth-charts";
import { GrowthTable, studentHref } from "../components/growth-table";
import { cohortName, percent, signedPoints } from "../format";

/** "3|A" for year 3, section A: one value of the year-and-section filter. */
const cohortKey = (year: number | null, section: string | null) => `${year ?? ""}|${section ?? ""}`;

/** The request the address's filters make (?term=previous&dept=…&cohort=3|A). */
function filtersOf(params: URLSearchParams): GrowthQuery {
	const term = params.get("term");
	const dept = params.get("dept");
	const [year, section] = (params.get("cohort") ?? "").split("|");
	return {
		...(term === "current" || term === "previous" ? { term } : {}),
		...(dept ? { departmentId: dept } : {}),
		...(year ? { year: Number(year) } : {}),
		...(section ? { section } : {}),
	};
}

/**
 * Growth across tests (issue 18), for the principal, the college administrator, a department head
 * and a mentor: the group's students over the closed exams of a term, each one's change from the
 * first exam to the latest, the bands, the group's median exam by exam, and who moved most.
 */
export function GrowthScreen({ menteeLinks = false }: { menteeLinks?: boolean }) {
	useDocumentTitle("Growth across tests · Unnati");
	const [params, set] = useAddressParams();
	const query = useQuery({ ...growthQuery(filtersOf(params)), placeholderData: keepPreviousData });
	return (
		<Stack gap="xl" maw={1100}>
			<Title order={1}>Growth across tests</Title>
			<QueryState
				query={query}
				what="The growth figures"
				loading={{ label: "Loading the growth figures", shape: [80, 240, 240] }}
			>
				{(data) => (
					<>
						<Filters data={data} params={params} set={set} />
						<GrowthView data={data} params={params} menteeLinks={menteeLinks} />
					</>
				)}
			</QueryState>
		</Stack>
	);
}

function Filters({
	data,
	params,
	set,
}: {
	data: Growth;
	params: URLSearchParams;
	set: (key: string, value: string) => void;
}) {
	return (
		<Group align="end" component="section" aria-label="Whose growth, over which term">
			<NativeSelect
				label="Term"
				value={params.get("term") ?? ""}
				onChange={(event) => set("term", event.currentTarget.value)}
				data={[
					{ value: "", label: "Latest with results" },
					{ value: "current", label: "This term" },
					{ value: "previous", label: "Previous term" },
				]}
			/>
			{data.departments.length > 1 && (
				<NativeSelect
					label="Department"
					value={params.get("dept") ?? ""}
					onChange={(event) => {
						// Years and sections differ between departments: start again from all of them.
						set("cohort", "");
						set("dept", event.currentTarget.value);
					}}
					data={[
						{ value: "", label: "All departments" },
						...data.departments.map((d) => ({ value: d.id, label: `${d.code} · ${d.name}` })),
					]}
				/>
			)}
			<NativeSelect
				label="Year and section"
				value={params.get("cohort") ?? ""}
				onChange={(event) => set("cohort", event.currentTarget.value)}
				data={[
					{ value: "", label: "All" },
					...data.cohorts.map((c) => ({
						value: cohortKey(c.year, c.section),
						label: cohortName(c.year, c.section),
					})),
				]}
			/>
		</Group>
	);
}

function GrowthView({
	data,
	params,
	menteeLinks,
}: {
	data: Growth;
	params: URLSearchParams;
	menteeLinks: boolean;
}) {
	const count = (band: string) => data.distribution.find((d) => d.band === band)?.students ?? 0;
	const chosen = data.students.find((s) => s.id === params.get("student"));
	const titles = new Map(data.exams.map((e) => [e.id, e]));
	return (
		<>
			<Text>
				{data.scope.label} · term {data.term.label}
				{data.term.which === "previous" && !params.get("term")
					? " (this term has fewer than two closed exams with results yet)"
					: ""}
			</Text>
			<StatCards
				label="Growth at a glance"
				stats={[
					{ label: "Students", value: String(data.summary.students) },
					{
						label: "With two or more exams",
						value: String(data.summary.tracked),
						hint: "Their change is their latest exam less their first",
					},
					{ label: "Median change", value: `${signedPoints(data.summary.medianChange)} points` },
					{
						label: "Improved / slipped",
						value: `${count("improved") + count("leapt")} / ${count("slipped")}`,
						hint: "By more than 10 points",
					},
				]}
			/>
			{data.exams.length === 0 ? (
				<EmptyCard>
					No exam of this term has closed with results for this group yet. Growth appears once students have
					sat two exams.
				</EmptyCard>
			) : (
				<Stack gap="md" component="section" aria-labelledby="how-they-moved">
					<Title order={2} id="how-they-moved">
						How the group moved
					</Title>
					<SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
						<DistributionChart data={data} />
						<MedianChart data={data} />
					</SimpleGrid>
				</Stack>
			)}
			{chosen && <StudentTrajectory student={chosen} titles={titles} menteeLinks={menteeLinks} />}
			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
				<Movers
					id="improvers"
					title="Most improved"
					students={data.improvers}
					params={params}
					empty="Nobody has improved yet."
				/>
				<Movers
					id="slipped"
					title="Slipped the most"
					students={data.slipped}
					params={params}
					empty="Nobody has slipped."
				/>
			</SimpleGrid>
			<Stack gap="sm" component="section" aria-labelledby="each-student">
				<Title order={2} id="each-student">
					Each student's growth
				</Title>
				<GrowthTable
					students={data.students}
					exams={data.exams}
					fileName={`growth-${data.scope.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.csv`}
				/>
			</Stack>
		</>
	);
}

function Movers({
	id,
	title,
	students,
	params,
	empty,
}: {
	id: string;
	title: string;
	students: GrowthStudent[];
	params: URLSearchParams;
	empty: string;
}) {
	return (
		<Stack gap="sm" component="section" aria-labelledby={id}>
			<Title order={2} id={id} size="h3">
				{title}
			</Title>
			{students.length === 0 ? (
				<Text c="dimmed">{empty}</Text>
			) : (
				<Table striped aria-labelledby={id}>
					<Table.Thead>
						<Table.Tr>
							<Table.Th scope="col">Student</Table.Th>
							<Table.Th scope="col">First → latest</Table.Th>
							<Table.Th scope="col">Change</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{students.map((s) => (
							<Table.Tr key={s.id}>
								<Table.Th scope="row" fw={400}>
									<Anchor component={Link} to={studentHref(params, s.id)}>
										{s.name}
									</Anchor>{" "}
									<Text span size="sm" c="dimmed">
										{s.rollNo} · {s.deptCode ?? "—"} {cohortName(s.year, s.section)}
									</Text>
								</Table.Th>
								<Table.Td>
									{percent(s.first)} → {percent(s.latest)}
								</Table.Td>
								<Table.Td>{signedPoints(s.change)} points</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			)}
		</Stack>
	);
}

function StudentTrajectory({
	student,
	titles,
	menteeLinks,
}: {
	student: GrowthStudent;
	titles: Map<string, { title: string; opensAt: string }>;
	menteeLinks: boolean;
}) {
	return (
		<Stack gap="sm" component="section" aria-labelledby="student">
			<Title order={2} id="student">
				{student.name} ({student.rollNo})
			</Title>
			<Text size="sm">
				{student.deptCode ?? "No department"} · {cohortName(student.year, student.section)} ·{" "}
				{student.change === null
					? "one exam so far"
					: `${signedPoints(student.change)} points from the first exam to the latest`}
				{menteeLinks && (
					<>
						{" · "}
						<Anchor component={Link} to={paths.mentee(student.id)}>
							Open the mentee's page
						</Anchor>
					</>
				)}
			</Text>
			<StudentChart student={student} exams={titles} />
		</Stack>
	);
}
