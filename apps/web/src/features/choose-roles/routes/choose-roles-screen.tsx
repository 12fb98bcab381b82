import { Anchor, Button, Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ROLE_CARDS } from "../roles";

/** `/choose-roles` (SPEC §2): a card per staff role, each leading to that role's login. */
export function ChooseRolesScreen() {
	useDocumentTitle("Choose Your Role · Unnati");
	return (
		<Container size="lg" py={{ base: 40, sm: 72 }}>
			<Title order={1} ta="center">
				Choose your role
			</Title>
			<Text size="lg" ta="center" mt="md" maw={680} mx="auto">
				Sign in to the workspace made for your work on Unnati. Students, college administrators, department
				heads and faculty mentors sign in from the{" "}
				<Anchor component={Link} to={paths.login} underline="always">
					main login page
				</Anchor>
				.
			</Text>

			<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={48}>
				{ROLE_CARDS.map((role) => (
					<Card
						key={role.to}
						component="article"
						withBorder
						padding="lg"
						style={{ display: "flex", flexDirection: "column" }}
					>
						<Title order={2} size="h3">
							{role.title}
						</Title>
						<Text mt="xs" mb="lg">
							{role.description}
						</Text>
						<Button component={Link} to={role.to} variant="light" mt="auto" fullWidth>
							{`Continue as ${role.title}`}
						</Button>
					</Card>
				))}
			</SimpleGrid>
		</Container>
	);
}
