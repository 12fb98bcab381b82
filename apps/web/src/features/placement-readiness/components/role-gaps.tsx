import { Anchor, Badge, Button, Card, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import type { RoleGaps as Role, StudentReadiness } from "@unnati/contracts/readiness";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard } from "../../../components/load-states";
import { gapHref } from "../api";

const dateOf = (iso: string) =>
	new Date(iso).toLocaleDateString("en-IN", {
		day: "numeric",
		month: "short",
		year: "numeric",
		timeZone: "Asia/Kolkata",
	});

const STATUS_LABELS: Record<string, string> = {
	applied: "Applied",
	shortlisted: "Shortlisted",
	rejected: "Not selected",
	selected: "Selected",
	waitlisted: "Waitlisted",
};

/** One drive: what it asks against where the student stands, and what to do about each gap. */
function RoleCard({ role, linksWork }: { role: Role; linksWork: boolean }) {
	const heading = `${role.title}${role.company ? ` · ${role.company}` : ""}`;
	return (
		<Card withBorder padding="md" component="article" aria-label={heading}>
			<Stack gap="sm">
				<Group justify="space-between" align="start" wrap="wrap" gap="xs">
					<Stack gap={2}>
						<Title order={3} size="h5">
							{linksWork ? (
								<Anchor component={Link} to={paths.job(role.driveId, role.slug)}>
									{heading}
								</Anchor>
							) : (
								heading
							)}
						</Title>
						<Text size="xs" c="dimmed">
							Drive on {dateOf(role.driveDate)}
						</Text>
					</Stack>
					<Badge variant="light" color={role.applied ? "blue" : "gray"}>
						{role.applied ? (STATUS_LABELS[role.status ?? ""] ?? "Applied") : "Open to apply"}
					</Badge>
				</Group>
				<Table.ScrollContainer minWidth={420}>
					<Table verticalSpacing={4} fz="sm">
						<Table.Caption>What the drive asks, against where the student stands</Table.Caption>
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Asks</Table.Th>
								<Table.Th scope="col">Needs</Table.Th>
								<Table.Th scope="col">Now</Table.Th>
								<Table.Th scope="col">Met</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{role.asks.map((ask) => (
								<Table.Tr key={ask.label}>
									<Table.Th scope="row" fw={400}>
										{ask.label}
									</Table.Th>
									<Table.Td>{ask.required}</Table.Td>
									<Table.Td>{ask.current}</Table.Td>
									<Table.Td>
										<Badge size="sm" variant="light" color={ask.met ? "green" : "red"}>
											{ask.met ? "Met" : "Gap"}
										</Badge>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
				{role.gaps.length === 0 ? (
					<Text size="sm" c="green.8">
						No gaps: every round's bar is met.
					</Text>
				) : (
					<List spacing="xs" size="sm" aria-label={`Gaps to ${heading}`}>
						{role.gaps.map((gap) => (
							<List.Item key={`${gap.text}`}>
								<Stack gap={4}>
									<Text size="sm">{gap.text}</Text>
									{linksWork && (
										<div>
											<Button component={Link} to={gapHref(gap.action)} size="compact-sm" variant="light">
												{gap.actionLabel}
											</Button>
										</div>
									)}
								</Stack>
							</List.Item>
						))}
					</List>
				)}
			</Stack>
		</Card>
	);
}

/**
 * The gaps to the roles the student applies for. The links lead to the student's own screens, so
 * only the student gets them; a mentor or officer reads the same list without links.
 */
export function RoleGapsList({
	readiness,
	linksWork,
}: {
	readiness: Pick<StudentReadiness, "roles" | "rolesFrom">;
	linksWork: boolean;
}) {
	return (
		<Stack gap="sm" component="section" aria-labelledby="readiness-roles-title">
			<Title order={2} size="h4" id="readiness-roles-title">
				{readiness.rolesFrom === "open" ? "Gaps to the drives open now" : "Gaps to the roles applied for"}
			</Title>
			{readiness.rolesFrom === "open" && (
				<Text size="sm" c="dimmed">
					No application yet: these are the open drives of the college whose rules this student meets.
				</Text>
			)}
			{readiness.roles.length === 0 ? (
				<EmptyCard
					action={
						linksWork ? (
							<Button component={Link} to={paths.jobs} variant="light" size="xs">
								See the jobs board
							</Button>
						) : undefined
					}
				>
					No applications and no open drive to compare with yet.
				</EmptyCard>
			) : (
				readiness.roles.map((role) => <RoleCard key={role.driveId} role={role} linksWork={linksWork} />)
			)}
		</Stack>
	);
}
