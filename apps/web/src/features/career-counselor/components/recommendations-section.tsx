import { Anchor, Button, Card, Group, List, MultiSelect, Stack, TagsInput, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	type CaseDetail,
	COUNSELLING_LIMITS,
	type Recommendations,
	recommendationsInputSchema,
} from "@unnati/contracts/counselling";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { firstErrorPerField } from "../../../lib/field-errors";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { counsellingKeys, journeysQuery, saveRecommendations } from "../api";

type Field = "journeys" | "careerPaths";

/** What the counselor recommends; the student reads the same list on their Career counselling page. */
export function RecommendationList({ recommendations }: { recommendations: Recommendations }) {
	const { journeys, careerPaths } = recommendations;
	if (journeys.length === 0 && careerPaths.length === 0)
		return <Text c="dimmed">No recommendations yet.</Text>;
	return (
		<Stack gap="xs">
			{journeys.length > 0 && (
				<div>
					<Text size="sm" fw={600}>
						Learning journeys
					</Text>
					<List size="sm" spacing={2}>
						{journeys.map((journey) => (
							<List.Item key={journey.id}>
								{journey.available ? (
									<Anchor component={Link} to={paths.learningPath(journey.id)}>
										{journey.title}
									</Anchor>
								) : (
									`${journey.title} (no longer in the catalogue)`
								)}
							</List.Item>
						))}
					</List>
				</div>
			)}
			{careerPaths.length > 0 && (
				<div>
					<Text size="sm" fw={600}>
						Career paths
					</Text>
					<List size="sm" spacing={2}>
						{careerPaths.map((path) => (
							<List.Item key={path}>{path}</List.Item>
						))}
					</List>
				</div>
			)}
		</Stack>
	);
}

export function RecommendationsSection({ detail }: { detail: CaseDetail }) {
	return (
		<Card withBorder component="section" aria-labelledby="recommendations-heading">
			<Stack gap="sm">
				<Title order={2} size="h4" id="recommendations-heading">
					Recommendations
				</Title>
				<Text size="sm" c="dimmed">
					The student sees these on their Career counselling page.
				</Text>
				{detail.status === "open" ? (
					<RecommendationsForm detail={detail} />
				) : (
					<RecommendationList recommendations={detail.recommendations} />
				)}
			</Stack>
		</Card>
	);
}

function RecommendationsForm({ detail }: { detail: CaseDetail }) {
	const client = useQueryClient();
	const options = useQuery(journeysQuery());
	const [journeys, setJourneys] = useState(detail.recommendations.journeys.map((j) => j.id));
	const [careerPaths, setCareerPaths] = useState(detail.recommendations.careerPaths);
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	const save = useMutation({
		mutationFn: () => saveRecommendations(detail.id, { journeys, careerPaths }),
		onSuccess: (updated) => {
			client.setQueryData(counsellingKeys.case(detail.id), updated);
			notifications.show({ color: "green", message: "Recommendations saved; the student can see them." });
		},
		onError: (error) => {
			const fields =
				error instanceof HttpError
					? firstErrorPerField(["journeys", "careerPaths"] as const, error.errors)
					: {};
			setErrors(
				Object.keys(fields).length
					? fields
					: { careerPaths: failureMessage(error, "Could not save. Please try again.") },
			);
		},
	});
	const submit = (event: FormEvent) => {
		event.preventDefault();
		const parsed = recommendationsInputSchema.safeParse({ journeys, careerPaths });
		const found = parsed.success
			? {}
			: firstErrorPerField(["journeys", "careerPaths"] as const, parsed.error.issues);
		setErrors(found);
		if (Object.keys(found).length === 0) save.mutate();
	};
	// A journey recommended earlier that left the catalogue stays listed, so saving does not drop it silently.
	const data = [
		...(options.data ?? []).map((j) => ({ value: j.id, label: j.title })),
		...detail.recommendations.journeys
			.filter((j) => !options.data?.some((o) => o.id === j.id))
			.map((j) => ({ value: j.id, label: j.title })),
	];
	return (
		<form onSubmit={submit} aria-label="Recommendations" noValidate>
			<Stack gap="sm">
				<MultiSelect
					label="Learning journeys"
					description={
						options.isError
							? "The journeys could not be loaded; reload the page to choose them."
							: `From the learning catalogue; at most ${COUNSELLING_LIMITS.journeys}.`
					}
					placeholder={journeys.length ? undefined : "Choose journeys"}
					data={data}
					value={journeys}
					onChange={setJourneys}
					maxValues={COUNSELLING_LIMITS.journeys}
					searchable
					clearable
					error={errors.journeys}
				/>
				<TagsInput
					label="Career paths"
					description={`In your words, e.g. "GATE, then M.Tech at an IIT"; press Enter after each; at most ${COUNSELLING_LIMITS.careerPaths}.`}
					value={careerPaths}
					onChange={setCareerPaths}
					maxTags={COUNSELLING_LIMITS.careerPaths}
					clearable
					error={errors.careerPaths}
				/>
				<Group>
					<Button type="submit" variant="light" loading={save.isPending}>
						Save recommendations
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
