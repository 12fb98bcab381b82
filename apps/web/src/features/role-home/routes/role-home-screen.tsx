import { Badge, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { ROLE_LABELS, type Scope, type Session } from "@unnati/contracts";
import { TrialBanner } from "../../../components/trial-banner";
import { useSession } from "../../../lib/session";
import { scopeQueryOptions } from "../api";

/** Where the person belongs, from their session: college, department, year and section, or organization. */
function placement(session: Session): string[] {
	const parts = [session.organizationName, session.collegeName, session.deptName];
	if (session.currentYear !== null) parts.push(`Year ${session.currentYear}`);
	if (session.section) parts.push(`Section ${session.section}`);
	return parts.filter((part): part is string => Boolean(part));
}

function scopeLine(scope: Scope): string {
	if (scope.studentCount === null) return scope.description;
	const students = `${scope.studentCount} ${scope.studentCount === 1 ? "student" : "students"}`;
	return `${scope.description} · ${students}`;
}

function ScopeCard() {
	const scope = useQuery(scopeQueryOptions());
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="role-home-scope">
			<Title id="role-home-scope" order={2} size="h4">
				What you can see
			</Title>
			{scope.isPending && <Loader size="sm" mt="sm" aria-label="Loading your scope" />}
			{scope.isError && (
				<Text c="red.8" mt="sm">
					Your scope could not be loaded. Please reload the page.
				</Text>
			)}
			{scope.isSuccess && (
				<Text mt="sm" size="lg">
					{scopeLine(scope.data)}
				</Text>
			)}
		</Card>
	);
}

/**
 * The home screen of every role (HOME_BY_ROLE): who is signed in and what they may see. Its guard
 * has loaded the session already. The dashboards' own content arrives with later issues.
 */
export function RoleHomeScreen() {
	const { data: session } = useSession();
	useDocumentTitle(session ? `${ROLE_LABELS[session.role]} home · Unnati` : "Unnati");
	if (!session) return null;
	const where = placement(session);
	const identifier = session.rollNo
		? `Roll number ${session.rollNo}`
		: session.factId
			? `Fact ID ${session.factId}`
			: null;

	return (
		<Stack gap="lg" maw={880}>
			<TrialBanner session={session} />
			<div>
				<Title order={1}>Welcome, {session.name}</Title>
				<Group gap="sm" mt="xs">
					<Badge variant="light" size="lg" radius="sm" tt="none">
						{ROLE_LABELS[session.role]}
					</Badge>
					{identifier && <Text c="dimmed">{identifier}</Text>}
				</Group>
				{where.length > 0 && (
					<Text mt="sm" size="lg">
						{where.join(" · ")}
					</Text>
				)}
				<Text c="dimmed" size="sm" mt={4}>
					Signed in as {session.email}
				</Text>
			</div>
			<ScopeCard />
		</Stack>
	);
}
