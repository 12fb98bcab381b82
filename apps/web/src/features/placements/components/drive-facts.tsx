import { Badge, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { type DriveSummary, describeRules, ROUND_KIND_LABELS } from "@unnati/contracts/placements";
import { formatDate, formatDateTime, formatInr, formatLpa } from "./format";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div>
			<Text size="xs" c="dimmed" tt="uppercase" fw={600}>
				{label}
			</Text>
			<Text size="sm">{children}</Text>
		</div>
	);
}

/** A drive's terms as the officer and the student both read them. */
export function DriveFacts({ drive }: { drive: DriveSummary }) {
	const rules = describeRules(drive.rules);
	return (
		<Stack gap="md">
			<SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
				<Fact label="CTC">
					{formatLpa(drive.ctcFixedInr + drive.ctcVariableInr)} ({formatInr(drive.ctcFixedInr)} fixed +{" "}
					{formatInr(drive.ctcVariableInr)} variable)
				</Fact>
				<Fact label="Location">{drive.location}</Fact>
				<Fact label="Bond">
					{drive.bondMonths === null
						? "No bond"
						: `${drive.bondMonths} months${drive.bondDetails ? `: ${drive.bondDetails}` : ""}`}
				</Fact>
				<Fact label="Apply by">{formatDateTime(drive.applicationDeadline)} IST</Fact>
				<Fact label="Drive starts">{formatDate(drive.driveDate)}</Fact>
				<Fact label="Roles">{drive.roles.join(", ")}</Fact>
			</SimpleGrid>
			<div>
				<Text size="xs" c="dimmed" tt="uppercase" fw={600}>
					Rounds
				</Text>
				<List type="ordered" size="sm">
					{drive.rounds.map((round) => (
						<List.Item key={`${round.kind}-${round.name}`}>
							{round.name}{" "}
							<Text span c="dimmed" size="xs">
								({ROUND_KIND_LABELS[round.kind]})
							</Text>
						</List.Item>
					))}
				</List>
			</div>
			<div>
				<Text size="xs" c="dimmed" tt="uppercase" fw={600}>
					Eligibility
				</Text>
				{rules.length === 0 ? (
					<Text size="sm">Open to every student with an academic record.</Text>
				) : (
					<Group gap={6} mt={4}>
						{rules.map((rule) => (
							<Badge key={rule} variant="outline" color="gray" tt="none">
								{rule}
							</Badge>
						))}
					</Group>
				)}
			</div>
		</Stack>
	);
}
