import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	COUNSELLING_LIMITS,
	type MyCounselling,
	type StudentCase,
	selfReferralInputSchema,
} from "@unnati/contracts/counselling";
import { type FormEvent, useState } from "react";
import { QueryState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { counsellingKeys, myCounsellingQuery, referSelf } from "../api";
import { RecommendationList } from "../components/recommendations-section";
import { shortDate } from "../format";

/**
 * `/dashboard/career-counselling`: the student asks to talk to a career counselor of their college,
 * then follows the request: who took it and what they recommend. The counselors' notes stay theirs.
 */
export function MyCounsellingScreen() {
	useDocumentTitle("Career counselling · Unnati");
	const query = useQuery(myCounsellingQuery());
	return (
		<Stack gap="lg" maw={820}>
			<div>
				<Title order={1}>Career counselling</Title>
				<Text c="dimmed" mt="xs">
					Your college's career counselors help you choose a path: placements or higher studies, GATE or CAT,
					a switch of field, or nerves before the aptitude round.
				</Text>
			</div>
			<QueryState
				query={query}
				what="Your counselling"
				loading={{ label: "Loading your counselling", shape: [160] }}
			>
				{(data) => <Counselling data={data} />}
			</QueryState>
		</Stack>
	);
}

function Counselling({ data }: { data: MyCounselling }) {
	return (
		<>
			{data.current ? <CurrentCase item={data.current} /> : <AskForm />}
			{data.past.length > 0 && (
				<Stack gap="sm" component="section" aria-labelledby="past-heading">
					<Title order={2} size="h3" id="past-heading">
						Earlier counselling
					</Title>
					{data.past.map((item) => (
						<Card key={item.id} withBorder padding="md">
							<Text size="sm" c="dimmed" mb="xs">
								{shortDate(item.createdAt)} to {shortDate(item.closedAt)}
								{item.counselorName ? ` · with ${item.counselorName}` : ""}
							</Text>
							<RecommendationList recommendations={item.recommendations} />
						</Card>
					))}
				</Stack>
			)}
		</>
	);
}

function CurrentCase({ item }: { item: StudentCase }) {
	return (
		<Card withBorder component="section" aria-labelledby="current-heading" padding="lg">
			<Stack gap="sm">
				<Group justify="space-between" wrap="wrap" gap="xs">
					<Title order={2} size="h3" id="current-heading">
						Your request
					</Title>
					{item.counselorName ? (
						<Badge color="green" variant="light" size="lg" tt="none">
							With {item.counselorName}
						</Badge>
					) : (
						<Badge color="orange" variant="light" size="lg" tt="none">
							Waiting for a counselor
						</Badge>
					)}
				</Group>
				<Text size="sm" c="dimmed">
					{item.source === "mentor"
						? `Your mentor${item.referredByName ? `, ${item.referredByName},` : ""} referred you on ${shortDate(item.createdAt)}.`
						: `You asked on ${shortDate(item.createdAt)}.`}{" "}
					{item.counselorName
						? `${item.counselorName} will reach you to fix a time to meet.`
						: "A counselor will take it up soon; you will be notified."}
				</Text>
				{item.reason && (
					<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
						{item.reason}
					</Text>
				)}
				<Title order={3} size="h4" mt="sm">
					Recommendations
				</Title>
				<RecommendationList recommendations={item.recommendations} />
			</Stack>
		</Card>
	);
}

function AskForm() {
	const client = useQueryClient();
	const [reason, setReason] = useState("");
	const [error, setError] = useState<string | null>(null);
	const ask = useMutation({
		mutationFn: () => referSelf(reason),
		onSuccess: (updated) => {
			client.setQueryData(counsellingKeys.mine, updated);
			notifications.show({
				color: "green",
				message: "Sent. Your college's career counselors have been told.",
			});
		},
		onError: (caught) => setError(failureMessage(caught, "Could not send. Please try again.")),
	});
	const submit = (event: FormEvent) => {
		event.preventDefault();
		const parsed = selfReferralInputSchema.safeParse({ reason });
		setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
		if (parsed.success) ask.mutate();
	};
	return (
		<Card withBorder component="form" onSubmit={submit} aria-labelledby="ask-heading" padding="lg" noValidate>
			<Stack gap="sm">
				<Title order={2} size="h3" id="ask-heading">
					Talk to a career counselor
				</Title>
				<Textarea
					label="What would you like help with?"
					description={`Only your college's career counselors read this (${reason.length}/${COUNSELLING_LIMITS.reasonMax}).`}
					placeholder="For example: I am in mechanical and want to move to software. Where do I start?"
					value={reason}
					onChange={(event) => setReason(event.currentTarget.value)}
					error={error}
					autosize
					minRows={3}
					required
				/>
				<Group>
					<Button type="submit" loading={ask.isPending}>
						Ask for a counselor
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}
