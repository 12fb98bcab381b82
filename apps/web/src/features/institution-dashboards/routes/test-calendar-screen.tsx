import { Button, em, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { indianMonth, monthLabel, shiftMonth } from "@unnati/contracts/insights";
import { useState } from "react";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { useAddressParams } from "../../../components/use-address-params";
import { testCalendarQuery } from "../api";
import { ClashAlert, DayList, MonthGrid } from "../components/test-calendar-views";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last India day of a month "2026-12". */
function monthSpan(month: string) {
	const [year, m] = month.split("-").map(Number) as [number, number];
	const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
	return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * Test planning (issue 18), for the college administrator and a department head: the month's exams
 * (published, and drafts) day by day, with the clashes a student could face listed above. Read-only:
 * exams are scheduled by the college's examination admin in the exam authoring screens.
 */
export function TestCalendarScreen() {
	useDocumentTitle("Test calendar · Unnati");
	const [params, set] = useAddressParams();
	const wanted = params.get("month") ?? "";
	const month = MONTH.test(wanted) ? wanted : indianMonth(new Date());
	const dept = params.get("dept") ?? "";
	const narrow = useMediaQuery(`(max-width: ${em(767)})`) ?? false;
	const [chosen, setChosen] = useState<"month" | "list" | null>(null);
	const view = chosen ?? (narrow ? "list" : "month");
	const query = useQuery({
		...testCalendarQuery({ ...monthSpan(month), ...(dept ? { departmentId: dept } : {}) }),
		placeholderData: keepPreviousData,
	});
	const label = monthLabel(month);
	return (
		<Stack gap="lg" maw={1200}>
			<Title order={1}>Test calendar</Title>
			<Text c="dimmed" size="sm">
				Tests are scheduled by the college's examination admin in the exam authoring screens; drafts show here
				once they have a date.
			</Text>
			<Group justify="space-between" align="end" component="section" aria-label="Which month">
				<Group gap="xs" align="center">
					<Button variant="default" onClick={() => set("month", shiftMonth(month, -1))}>
						Previous month
					</Button>
					<Text fw={600} component="h2" aria-live="polite" miw={140} ta="center">
						{label}
					</Text>
					<Button variant="default" onClick={() => set("month", shiftMonth(month, 1))}>
						Next month
					</Button>
				</Group>
				<SegmentedControl
					aria-label="View"
					value={view}
					onChange={(value) => setChosen(value === "list" ? "list" : "month")}
					data={[
						{ value: "month", label: "Month" },
						{ value: "list", label: "List" },
					]}
				/>
			</Group>
			<QueryState
				query={query}
				what="The test calendar"
				loading={{ label: "Loading the test calendar", shape: [40, 480] }}
			>
				{(data) => (
					<>
						{data.departments.length > 1 && (
							<NativeSelect
								label="Department"
								maw={320}
								value={dept}
								onChange={(event) => set("dept", event.currentTarget.value)}
								data={[
									{ value: "", label: "All departments" },
									...data.departments.map((d) => ({ value: d.id, label: `${d.code} · ${d.name}` })),
								]}
							/>
						)}
						<ClashAlert clashes={data.clashes} />
						{data.exams.length === 0 ? (
							<EmptyCard>
								No tests open in {label} for {data.scope.label}.
							</EmptyCard>
						) : view === "month" ? (
							<MonthGrid data={data} month={month} caption={`Tests in ${label}, ${data.scope.label}`} />
						) : (
							<DayList data={data} caption={`Tests in ${label}, ${data.scope.label}`} />
						)}
					</>
				)}
			</QueryState>
		</Stack>
	);
}
