import { Button, Card, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { indianMonth, lastCompleteMonth, monthLabel, monthsUpTo } from "@unnati/contracts/insights";
import { useState } from "react";
import { monthlyReportUrl } from "../api";

/** How far back the month picker reaches. */
const MONTHS_BACK = 12;

/**
 * The principal's printable monthly report: a month (the last complete one to begin with, or this
 * one so far) and a link that downloads its PDF.
 */
export function MonthlyReportDownload({ now = new Date() }: { now?: Date }) {
	const latest = lastCompleteMonth(now);
	const [month, setMonth] = useState(latest);
	const current = indianMonth(now);
	const options = [
		{ value: current, label: `${monthLabel(current)} (so far)` },
		...monthsUpTo(latest, MONTHS_BACK).map((m) => ({ value: m, label: monthLabel(m) })),
	];
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="monthly-report">
			<Stack gap="sm">
				<Title order={2} id="monthly-report">
					Monthly report
				</Title>
				<Text size="sm" c="dimmed">
					One calendar month, India time, against the month before: active students, learning, exams held and
					their scores, DSA problems solved, departments ranked, students at risk and what to do next. A PDF
					to print or share.
				</Text>
				<Group align="end">
					<NativeSelect
						label="Month"
						value={month}
						onChange={(event) => setMonth(event.currentTarget.value)}
						data={options}
					/>
					<Button component="a" href={monthlyReportUrl(month)} download>
						Download monthly report
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}
