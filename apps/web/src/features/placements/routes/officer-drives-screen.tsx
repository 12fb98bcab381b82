import {
	Alert,
	Badge,
	Button,
	Card,
	Group,
	NumberInput,
	Stack,
	Table,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { createSeason, drivesQuery, placementKeys, seasonsQuery } from "../api";
import { formatDateTime, formatLpa } from "../components/format";
import { TierPolicyCard } from "../components/tier-policy-card";

function NewSeason() {
	const client = useQueryClient();
	const [batch, setBatch] = useState<number | string>(new Date().getFullYear() + 1);
	const [name, setName] = useState("");
	const [error, setError] = useState<string | null>(null);
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		try {
			await createSeason({
				batch: Number(batch),
				name: name || `Campus placements ${Number(batch) - 1}-${String(batch).slice(2)}`,
			});
			setName("");
			await client.invalidateQueries({ queryKey: placementKeys.all });
		} catch (caught) {
			setError(
				caught instanceof HttpError
					? (caught.errors[0]?.message ?? caught.serverMessage ?? "Not saved.")
					: "Not saved.",
			);
		}
	};
	return (
		<form onSubmit={submit} aria-label="Open a season">
			<Group align="flex-end" wrap="wrap">
				<NumberInput
					label="Batch (passing-out year)"
					value={batch}
					onChange={setBatch}
					min={2000}
					max={2100}
					w={200}
				/>
				<TextInput
					label="Season name"
					placeholder="Campus placements 2025-26"
					value={name}
					onChange={(e) => setName(e.currentTarget.value)}
					w={300}
				/>
				<Button type="submit" variant="light">
					Open season
				</Button>
			</Group>
			{error && (
				<Alert color="red" mt="xs" role="alert">
					{error}
				</Alert>
			)}
		</form>
	);
}

/** The placement officer's home: seasons per batch and every drive with its counts. */
export function OfficerDrivesScreen() {
	useDocumentTitle("Placement drives · Unnati");
	const seasons = useQuery(seasonsQuery());
	const drives = useQuery(drivesQuery());
	let body: React.ReactNode;
	if (drives.isPending) body = <LoadingState label="Loading drives" />;
	else if (drives.isError)
		body = <LoadFailed what="The drives" error={drives.error} onRetry={() => drives.refetch()} />;
	else if (drives.data.length === 0)
		body = <EmptyCard>No drives yet. Open a season, then create the first drive.</EmptyCard>;
	else
		body = (
			<Card withBorder padding={0}>
				<Table.ScrollContainer minWidth={760}>
					<Table aria-label="Placement drives" verticalSpacing="sm">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Job</Table.Th>
								<Table.Th>Company</Table.Th>
								<Table.Th>CTC</Table.Th>
								<Table.Th>Apply by</Table.Th>
								<Table.Th>Eligible</Table.Th>
								<Table.Th>Applied</Table.Th>
								<Table.Th>Season</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{drives.data.map((drive) => (
								<Table.Tr key={drive.id}>
									<Table.Td>
										<Link to={paths.patDrive(drive.id)}>{drive.title}</Link>{" "}
										{!drive.open && (
											<Badge size="sm" color="gray" variant="light">
												Closed
											</Badge>
										)}
									</Table.Td>
									<Table.Td>{drive.company.name}</Table.Td>
									<Table.Td>{formatLpa(drive.ctcFixedInr + drive.ctcVariableInr)}</Table.Td>
									<Table.Td>{formatDateTime(drive.applicationDeadline)}</Table.Td>
									<Table.Td>{drive.eligible}</Table.Td>
									<Table.Td>{drive.applicants}</Table.Td>
									<Table.Td>{drive.seasonName}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Card>
		);
	return (
		<Stack gap="lg" maw={1100}>
			<Group justify="space-between" align="flex-end">
				<div>
					<Title order={1}>Placement drives</Title>
					<Text c="dimmed" mt={4}>
						Each season is one passing-out batch. A drive's eligible count follows its rules and your
						students' academic records.
					</Text>
				</div>
				<Group gap="sm">
					<Button component={Link} to={paths.patReports} variant="default">
						Placement reports
					</Button>
					<Button component={Link} to={paths.patNewDrive} disabled={!seasons.data?.length}>
						New drive
					</Button>
				</Group>
			</Group>
			<Card withBorder>
				<Title order={2} size="h4" mb="xs">
					Seasons
				</Title>
				{seasons.isPending ? (
					<LoadingState label="Loading seasons" />
				) : seasons.isError ? (
					<LoadFailed what="The seasons" error={seasons.error} onRetry={() => seasons.refetch()} />
				) : (
					<Stack gap="sm">
						{seasons.data.length === 0 ? (
							<Text size="sm">No season yet: open one for the batch you are placing.</Text>
						) : (
							<Group gap="xs">
								{seasons.data.map((season) => (
									<Badge key={season.id} variant="light" size="lg" tt="none">
										{season.name} · {season.driveCount} {season.driveCount === 1 ? "drive" : "drives"}
									</Badge>
								))}
							</Group>
						)}
						<NewSeason />
					</Stack>
				)}
			</Card>
			{body}
			<TierPolicyCard />
		</Stack>
	);
}
