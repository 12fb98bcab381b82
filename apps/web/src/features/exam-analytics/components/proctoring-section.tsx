import { Anchor, Badge, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { AnalyticsProctoring } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { plural } from "../format";

const LEVEL_COLORS = { High: "green", Medium: "yellow", Low: "red" } as const;

interface ProctoringSectionProps {
	examId: string;
	proctoring: AnalyticsProctoring;
	/** Links to the review screen, for the examination admin only (flags' evidence is theirs to see). */
	withReviewLinks: boolean;
}

/** The proctor's flags on the attempts counted: by type, and the least credible attempts. */
export function ProctoringSection({ examId, proctoring, withReviewLinks }: ProctoringSectionProps) {
	const { violationsByType, credibilityLevels, attempts, flaggedAttempts } = proctoring;
	return (
		<Stack gap="sm" component="section" aria-labelledby="proctoring-heading">
			<Group justify="space-between" align="baseline" wrap="wrap">
				<Title order={2} size="h3" id="proctoring-heading">
					Proctoring
				</Title>
				{withReviewLinks && (
					<Anchor component={Link} to={paths.proctoringReview(examId)} size="sm">
						Open the review screen
					</Anchor>
				)}
			</Group>
			<SimpleGrid cols={{ base: 3 }} spacing="sm" maw={480} aria-label="Attempts by credibility">
				{(["High", "Medium", "Low"] as const).map((level) => (
					<div key={level}>
						<Text size="sm" c="dimmed">
							{level} credibility
						</Text>
						<Text fz="lg" fw={700}>
							{credibilityLevels[level]}
						</Text>
					</div>
				))}
			</SimpleGrid>
			{flaggedAttempts === 0 ? (
				<Text size="sm">No flags were raised in these attempts.</Text>
			) : (
				<>
					<ScrollArea type="auto" offsetScrollbars>
						<Table striped aria-label="Flags by type" miw={520}>
							<Table.Thead>
								<Table.Tr>
									<Table.Th scope="col">Flag</Table.Th>
									<Table.Th scope="col">Raised</Table.Th>
									<Table.Th scope="col">Confirmed</Table.Th>
									<Table.Th scope="col">Dismissed</Table.Th>
									<Table.Th scope="col">Not reviewed</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{violationsByType.map((v) => (
									<Table.Tr key={v.type}>
										<Table.Th scope="row" fw={400}>
											{v.label}
										</Table.Th>
										<Table.Td>{v.total}</Table.Td>
										<Table.Td>{v.confirmed}</Table.Td>
										<Table.Td>{v.dismissed}</Table.Td>
										<Table.Td>{v.unreviewed}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</ScrollArea>
					<Text size="sm" c="dimmed">
						{attempts.length < flaggedAttempts
							? `The ${attempts.length} least credible of ${plural(flaggedAttempts, "flagged attempt")}.`
							: `${plural(flaggedAttempts, "flagged attempt")}, the least credible first.`}
					</Text>
					<ScrollArea type="auto" offsetScrollbars>
						<Table striped aria-label="Flagged attempts" miw={560}>
							<Table.Thead>
								<Table.Tr>
									<Table.Th scope="col">Student</Table.Th>
									<Table.Th scope="col">Flags</Table.Th>
									<Table.Th scope="col">Counted</Table.Th>
									<Table.Th scope="col">Credibility</Table.Th>
									{withReviewLinks && <Table.Th scope="col">Evidence</Table.Th>}
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{attempts.map((a) => (
									<Table.Tr key={a.attemptId}>
										<Table.Th scope="row" fw={400}>
											{a.studentName}
											{a.rollNo && (
												<Text span size="xs" c="dimmed">
													{" "}
													{a.rollNo}
												</Text>
											)}
										</Table.Th>
										<Table.Td>{a.flags}</Table.Td>
										<Table.Td>{a.violationCount}</Table.Td>
										<Table.Td>
											<Badge color={LEVEL_COLORS[a.credibility.level]} variant="light">
												{a.credibility.level}
											</Badge>{" "}
											<Text span size="xs" c="dimmed">
												{plural(a.credibility.points, "point")}
											</Text>
										</Table.Td>
										{withReviewLinks && (
											<Table.Td>
												<Anchor
													component={Link}
													to={paths.proctoringReview(examId, a.attemptId)}
													size="sm"
													aria-label={`Review the flags of ${a.studentName}`}
												>
													Review
												</Anchor>
											</Table.Td>
										)}
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</ScrollArea>
				</>
			)}
		</Stack>
	);
}
