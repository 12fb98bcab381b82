import { Alert, Button, Group, Modal, NumberInput, Paper, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	COLLEGE_STATUS_LABELS,
	type SubscriptionChange,
	subscriptionChangeSchema,
	TRIAL_EXTENSION_MAX_DAYS,
} from "@unnati/contracts/admin-dashboard";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { type CollegeOverview, changeSubscription, dashboardKeys } from "../api";
import { formatDay, trialText } from "../format";

type Action = SubscriptionChange["action"];

const DEFAULT_EXTENSION_DAYS = 7;

/** What each choice does, said before the admin confirms it. */
function consequence(action: Action, college: CollegeOverview, days: number): string {
	switch (action) {
		case "extend_trial": {
			const end = college.trialEndsAt ? new Date(college.trialEndsAt).getTime() : 0;
			const from = Math.max(end, Date.now());
			const newEnd = formatDay(new Date(from + days * 24 * 60 * 60 * 1000).toISOString());
			return `The trial will end on ${newEnd}${end > Date.now() ? ", counted from its current end" : ", counted from today"}. The college's accounts still in trial move with it.`;
		}
		case "activate":
			return "The college is marked subscribed: its trial ends, and its accounts in trial become full accounts.";
		case "suspend":
			return "The college's subscription is marked suspended on this dashboard. Its people can still sign in; the trial's end date is kept.";
	}
}

const CONFIRM: Record<Action, string> = {
	extend_trial: "Extend the trial",
	activate: "Mark subscribed",
	suspend: "Suspend the college",
};

/**
 * Extends a college's trial by N days, marks it subscribed or suspends it: the admin chooses, reads
 * what will happen, then confirms. The server's refusal (e.g. a subscribed college has no trial to
 * extend) is shown in place.
 */
export function SubscriptionModal({
	college,
	onClose,
}: {
	college: CollegeOverview | null;
	onClose: () => void;
}) {
	return (
		<Modal
			opened={college !== null}
			onClose={onClose}
			title={college ? `Trial and subscription: ${college.name}` : "Trial and subscription"}
			size="lg"
		>
			{college && <SubscriptionForm key={college.id} college={college} onDone={onClose} />}
		</Modal>
	);
}

function SubscriptionForm({ college, onDone }: { college: CollegeOverview; onDone: () => void }) {
	const client = useQueryClient();
	const [action, setAction] = useState<Action>(college.status === "active" ? "suspend" : "extend_trial");
	const [days, setDays] = useState<number | string>(DEFAULT_EXTENSION_DAYS);
	const [error, setError] = useState<string | null>(null);
	const change = useMutation({
		mutationFn: (body: SubscriptionChange) => changeSubscription(college.id, body),
		onSuccess: (result) => {
			void client.invalidateQueries({ queryKey: dashboardKeys.colleges });
			notifications.show({
				color: "green",
				message: `${college.name}: ${trialText({ status: result.status, trialEndsAt: result.trialEndsAt })}.`,
			});
			onDone();
		},
		onError: (caught) => setError(failureMessage(caught, "The change could not be saved. Please try again.")),
	});
	const body =
		action === "extend_trial" ? { action, days: typeof days === "number" ? days : Number.NaN } : { action };
	const submit = () => {
		const parsed = subscriptionChangeSchema.safeParse(body);
		if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the choice.");
		setError(null);
		change.mutate(parsed.data);
	};
	const extendDays = typeof days === "number" && days > 0 ? days : DEFAULT_EXTENSION_DAYS;
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				submit();
			}}
			noValidate
		>
			<Stack gap="md">
				<Text size="sm">
					Now: {COLLEGE_STATUS_LABELS[college.status]}. {trialText(college)}.
				</Text>
				<Radio.Group label="What to do" value={action} onChange={(value) => setAction(value as Action)}>
					<Stack gap="xs" mt="xs">
						<Radio
							value="extend_trial"
							label="Extend the trial"
							disabled={college.status === "active"}
							description={college.status === "active" ? "A subscribed college has no trial." : undefined}
						/>
						<Radio value="activate" label="Mark subscribed" disabled={college.status === "active"} />
						<Radio value="suspend" label="Suspend" disabled={college.status === "suspended"} />
					</Stack>
				</Radio.Group>
				{action === "extend_trial" && (
					<NumberInput
						label="Extend by (days)"
						description={`1 to ${TRIAL_EXTENSION_MAX_DAYS} days.`}
						value={days}
						onChange={setDays}
						min={1}
						max={TRIAL_EXTENSION_MAX_DAYS}
						allowDecimal={false}
						allowNegative={false}
						// Not clamped: a wrong number is said, not silently changed.
						clampBehavior="none"
						w={200}
					/>
				)}
				<Paper withBorder p="sm" bg="gray.0">
					<Text size="sm" fw={600}>
						What happens
					</Text>
					<Text size="sm" aria-live="polite">
						{consequence(action, college, extendDays)}
					</Text>
				</Paper>
				{error && (
					<Alert color="red" variant="light" role="alert">
						{error}
					</Alert>
				)}
				<Group justify="flex-end">
					<Button variant="default" onClick={onDone}>
						Cancel
					</Button>
					<Button type="submit" color={action === "suspend" ? "red" : undefined} loading={change.isPending}>
						{CONFIRM[action]}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
