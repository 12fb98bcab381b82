import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	NOTIFICATION_MESSAGES,
	type NotificationPreference,
	type NotificationType,
} from "@unnati/contracts/notifications";
import { useEffect, useId, useState } from "react";
import { QueryState, rows } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { notificationKeys, preferencesQuery, savePreferences } from "../api";

type Choice = { inApp: boolean; email: boolean };

/** The person's choices per type, saved together. */
function PreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
	const queryClient = useQueryClient();
	const initial = () => new Map(preferences.map((p) => [p.type, { inApp: p.inApp, email: p.email }]));
	const [choices, setChoices] = useState<Map<NotificationType, Choice>>(initial);
	// The saved state may change under the form (another tab): start again from it.
	// biome-ignore lint/correctness/useExhaustiveDependencies: `initial` reads `preferences`
	useEffect(() => setChoices(initial()), [preferences]);
	const save = useMutation({
		mutationFn: () =>
			savePreferences({ preferences: [...choices].map(([type, choice]) => ({ type, ...choice })) }),
		onSuccess: (saved) => {
			queryClient.setQueryData(notificationKeys.preferences, saved);
			toasts.show({ color: "green", message: NOTIFICATION_MESSAGES.preferencesSaved });
		},
	});
	const changed = preferences.some((p) => {
		const c = choices.get(p.type);
		return c && (c.inApp !== p.inApp || c.email !== p.email);
	});
	const set = (type: NotificationType, key: keyof Choice, value: boolean) =>
		setChoices((current) => {
			const next = new Map(current);
			next.set(type, { ...(next.get(type) ?? { inApp: true, email: true }), [key]: value });
			return next;
		});

	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				save.mutate();
			}}
		>
			<Stack gap="sm">
				{preferences.map((p) => {
					const c = choices.get(p.type) ?? p;
					return (
						<Card
							key={p.type}
							withBorder
							padding="sm"
							component="fieldset"
							style={{ margin: 0, minWidth: 0 }}
						>
							<Text component="legend" fw={600} px={4}>
								{p.label}
							</Text>
							<Text size="sm" c="dimmed" mb="xs">
								{p.description}
							</Text>
							<Group gap="lg">
								<Switch
									label="In the app"
									checked={c.inApp}
									onChange={(event) => set(p.type, "inApp", event.currentTarget.checked)}
								/>
								<Switch
									label="By e-mail"
									checked={c.email}
									onChange={(event) => set(p.type, "email", event.currentTarget.checked)}
								/>
							</Group>
						</Card>
					);
				})}
				{save.isError && (
					<Alert color="red" variant="light" role="alert">
						{save.error instanceof HttpError && save.error.serverMessage
							? save.error.serverMessage
							: "Your preferences could not be saved. Please check your connection and try again."}
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={save.isPending} disabled={!changed}>
						Save preferences
					</Button>
				</Group>
			</Stack>
		</form>
	);
}

/** How each type of notification reaches the person: in the app, by e-mail, both or neither. */
export function NotificationPreferencesSection() {
	const headingId = useId();
	const query = useQuery(preferencesQuery());
	return (
		<Stack component="section" aria-labelledby={headingId} gap="sm">
			<div>
				<Title order={2} id={headingId} size="h3">
					How notifications reach you
				</Title>
				<Text size="sm" c="dimmed">
					Turn a kind of notification off in the app, by e-mail, or both. Switched off in the app, it does not
					appear here or on the bell.
				</Text>
			</div>
			<QueryState
				query={query}
				what="Your preferences"
				loading={{ label: "Loading your preferences", shape: rows(3, 96) }}
			>
				{(data) => <PreferencesForm preferences={data.preferences} />}
			</QueryState>
		</Stack>
	);
}
