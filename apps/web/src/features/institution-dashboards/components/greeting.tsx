import { Badge, Group, Text, Title } from "@mantine/core";
import { ROLE_LABELS } from "@unnati/contracts";
import { useSession } from "../../../lib/session";

/** The top of each dashboard: who is signed in, in what role, and what the figures cover. */
export function Greeting({ subtitle }: { subtitle: string }) {
	const { data: session } = useSession();
	return (
		<div>
			<Title order={1}>{session ? `Welcome, ${session.name}` : "Welcome"}</Title>
			<Group gap="sm" mt="xs">
				{session && (
					<Badge variant="light" size="lg" radius="sm" tt="none">
						{ROLE_LABELS[session.role]}
					</Badge>
				)}
				<Text c="dimmed">{subtitle}</Text>
			</Group>
		</div>
	);
}
