import { Anchor, Container, Tabs, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ObjectiveList } from "../components/objective-list";
import { AUDIENCES } from "../objectives-content";

/** `/business-objectives` (SPEC §2): what Unnati sets out to do for students, institutions and organizations. */
export function BusinessObjectivesScreen() {
	useDocumentTitle("Business Objectives · Unnati");
	return (
		<Container size="lg" py={{ base: 40, sm: 72 }}>
			<Title order={1}>Business Objectives</Title>
			<Text size="lg" mt="md" maw={720}>
				Unnati serves three groups with one platform. Choose a group to see what we set out to do for it.
			</Text>

			{/* Arrow keys move between tabs, Home and End jump to the first and last (Mantine's tablist). */}
			<Tabs defaultValue="students" keepMounted={false} mt="xl">
				<Tabs.List grow aria-label="Audiences">
					{AUDIENCES.map((audience) => (
						<Tabs.Tab key={audience.value} value={audience.value} fz={{ base: "sm", sm: "md" }} px="sm">
							{audience.label}
						</Tabs.Tab>
					))}
				</Tabs.List>
				{AUDIENCES.map((audience) => (
					<Tabs.Panel key={audience.value} value={audience.value} pt="xl">
						<ObjectiveList audience={audience} />
					</Tabs.Panel>
				))}
			</Tabs>

			<Text mt={48}>
				Want to see these in action at your college?{" "}
				<Anchor component={Link} to={paths.contact} underline="always">
					Request a demo
				</Anchor>{" "}
				or read about{" "}
				<Anchor component={Link} to={paths.pricing} underline="always">
					our pricing
				</Anchor>
				.
			</Text>
		</Container>
	);
}
