import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CaseDetail } from "@unnati/contracts/counselling";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { shortDate } from "../format";
import { SourceBadge } from "./case-badges";

function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div>
			<Text size="xs" c="dimmed" component="dt">
				{label}
			</Text>
			<Text size="sm" component="dd" m={0}>
				{children}
			</Text>
		</div>
	);
}

/** The student's basics and why they came: what a counselor reads before the first session. */
export function StudentCard({ detail }: { detail: CaseDetail }) {
	const { student } = detail;
	return (
		<SimpleGrid cols={{ base: 1, md: 2 }}>
			<Card withBorder component="section" aria-labelledby="student-heading">
				<Title order={2} size="h4" id="student-heading" mb="sm">
					Student
				</Title>
				<SimpleGrid cols={2} component="dl" m={0} spacing="sm">
					<Fact label="Name">{student.name}</Fact>
					<Fact label="Roll number">{student.rollNo ?? "—"}</Fact>
					<Fact label="Department">{student.deptName ?? student.deptCode ?? "—"}</Fact>
					<Fact label="Year and section">
						{student.year ? `Year ${student.year}` : "—"}
						{student.section ? `, section ${student.section}` : ""}
					</Fact>
					<Fact label="Faculty mentor">{student.mentor?.name ?? "None mapped"}</Fact>
					<Fact label="E-mail">
						{student.email ? <Anchor href={`mailto:${student.email}`}>{student.email}</Anchor> : "—"}
					</Fact>
				</SimpleGrid>
				<Anchor
					component={Link}
					to={paths.studentPlacementAnalytics(student.id)}
					size="sm"
					mt="sm"
					display="inline-block"
				>
					Placement readiness of {student.name}
				</Anchor>
			</Card>
			<Card withBorder component="section" aria-labelledby="referral-heading">
				<Title order={2} size="h4" id="referral-heading" mb="sm">
					Referral
				</Title>
				<Stack gap="xs">
					<div>
						<SourceBadge source={detail.source} />
					</div>
					<Text size="sm" c="dimmed">
						{detail.referredBy
							? `Referred by ${detail.referredBy.name}`
							: "The student asked for counselling"}{" "}
						on {shortDate(detail.createdAt)}
					</Text>
					<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
						{detail.reason}
					</Text>
				</Stack>
			</Card>
		</SimpleGrid>
	);
}
