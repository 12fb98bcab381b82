import { Anchor, Button, Card, Container, List, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { FREE_TRIAL_DAYS } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { CheckIcon } from "../components/check-icon";
import { ENTERPRISE_INCLUDES } from "../pricing-content";

/** `/pricing` (SPEC §2): the one Enterprise Model card and its Request a Demo button. */
export function PricingScreen() {
	useDocumentTitle("Pricing · Unnati");
	return (
		<Container size="md" py={{ base: 40, sm: 72 }}>
			<Title order={1} ta="center">
				Pricing
			</Title>
			<Text size="lg" ta="center" mt="md" maw={620} mx="auto">
				One plan for every institution, shaped around the number of students you have, the departments you run
				and what you want Unnati to do for them.
			</Text>

			<Card component="article" withBorder shadow="sm" radius="lg" padding="lg" mt={48} maw={640} mx="auto">
				<Text fw={700} size="sm" c="indigo.8" tt="uppercase">
					For colleges, universities and organizations
				</Text>
				<Title order={2} mt="xs">
					Enterprise Model
				</Title>
				<Text mt="xs">
					Every institution is different, so we prepare a quotation for yours after a short demo. Prices are
					in Indian Rupees (INR).
				</Text>

				<Title order={3} size="h4" mt="xl">
					What the plan includes
				</Title>
				<List
					mt="sm"
					spacing="sm"
					// Top-aligned ticks: several items wrap onto two lines.
					styles={{ itemWrapper: { alignItems: "flex-start" }, itemIcon: { marginTop: 2 } }}
					icon={
						<ThemeIcon size={22} radius="xl" aria-hidden="true">
							<CheckIcon />
						</ThemeIcon>
					}
				>
					{ENTERPRISE_INCLUDES.map((item) => (
						<List.Item key={item}>{item}</List.Item>
					))}
				</List>

				<Button component={Link} to={paths.contact} size="md" fullWidth mt="xl">
					Request a Demo
				</Button>
				<Text size="sm" c="dimmed" ta="center" mt="sm">
					Our team reaches out within 24-48 hours to understand your needs and arrange the demo.
				</Text>
			</Card>

			<Text ta="center" mt="xl" maw={620} mx="auto">
				Every new registered user gets a {FREE_TRIAL_DAYS}-day free trial at no charge. See{" "}
				<Anchor component={Link} to={paths.paymentMethods} underline="always">
					payment options
				</Anchor>{" "}
				and our{" "}
				<Anchor component={Link} to={paths.termsSection("no-refunds")} underline="always">
					refund and cancellation terms
				</Anchor>
				.
			</Text>
		</Container>
	);
}
