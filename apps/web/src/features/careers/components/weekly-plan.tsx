import { Button, Card, Group, List, NumberInput, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	type CareerPath,
	MAX_WEEKLY_HOURS,
	MIN_WEEKLY_HOURS,
	savePlanSchema,
} from "@unnati/contracts/careers";
import { useState } from "react";
import { careerKeys, saveWeeklyHours } from "../api";
import { hoursText } from "./milestone-progress";

/** The next weeks' work at the student's hours a week, with the hours to change. */
export function WeeklyPlan({ path }: { path: CareerPath }) {
	const { plan } = path;
	const client = useQueryClient();
	const [hours, setHours] = useState<string | number>(plan.weeklyHours);
	const [error, setError] = useState<string | null>(null);
	const save = useMutation({
		mutationFn: saveWeeklyHours,
		onSuccess: () => client.invalidateQueries({ queryKey: careerKeys.all }),
	});
	const submit = (event: React.FormEvent) => {
		event.preventDefault();
		const checked = savePlanSchema.safeParse({ weeklyHours: typeof hours === "number" ? hours : Number.NaN });
		if (!checked.success) {
			setError(checked.error.issues[0]?.message ?? "Enter the hours a week.");
			return;
		}
		setError(null);
		save.mutate(checked.data.weeklyHours);
	};
	return (
		<Card withBorder padding="lg" radius="md" component="section" aria-labelledby="weekly-plan">
			<Stack gap="sm">
				<Title order={2} size="h3" id="weekly-plan">
					Your weekly plan
				</Title>
				<form onSubmit={submit} noValidate>
					<Group align="flex-end" gap="sm">
						<NumberInput
							label="Hours a week you can give"
							min={MIN_WEEKLY_HOURS}
							max={MAX_WEEKLY_HOURS}
							allowDecimal={false}
							clampBehavior="none"
							value={hours}
							onChange={setHours}
							error={error ?? (save.isError ? "The hours were not saved. Please try again." : undefined)}
							w={220}
						/>
						<Button type="submit" variant="default" loading={save.isPending}>
							Update the plan
						</Button>
					</Group>
				</form>
				{plan.weeksToFinish === 0 ? (
					<Text>
						Every milestone of this path is done. Keep practising interviews before your placement drives.
					</Text>
				) : (
					<Text>
						At {plan.weeklyHours} hours a week, what is left takes about {plan.weeksToFinish} week
						{plan.weeksToFinish === 1 ? "" : "s"}.
					</Text>
				)}
				{plan.weeks.map((week) => (
					<div key={week.week}>
						<Text fw={600}>Week {week.week}</Text>
						<List size="sm">
							{week.items.map((item) => (
								<List.Item key={item.milestoneId}>
									{item.title}: {hoursText(item.hours)}
								</List.Item>
							))}
						</List>
					</div>
				))}
			</Stack>
		</Card>
	);
}
