import { Button, Card, Group, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { SectionFrame } from "../components/section-frame";

/** Landing section 8 (the spec's partner institutions): an invitation to become one. */
export function PartnerSection() {
	return (
		<SectionFrame
			id="partners"
			eyebrow="Partner institutions"
			title="Become a partner institution"
			intro="We are onboarding our first engineering, arts and science, and management colleges. Partner colleges shape the roadmap and get hands-on help from our team during the first semester."
			tinted
		>
			<Card withBorder radius="md" padding="xl" maw={720} mx="auto">
				<Text fw={700} mb="sm">
					What partnering involves
				</Text>
				<List spacing="xs" size="sm">
					<List.Item>A walkthrough for your principal, HODs and training and placement officer</List.Item>
					<List.Item>
						Your departments, sections and mentors set up from your existing student lists
					</List.Item>
					<List.Item>A pilot with one department before the whole college moves over</List.Item>
					<List.Item>Pricing in INR, agreed with your institution (see the Enterprise Model)</List.Item>
				</List>
				<Group mt="lg" gap="md">
					<Button component={Link} to={paths.contact}>
						Request a Demo
					</Button>
					<Button component={Link} to={paths.pricing} variant="default">
						See the Enterprise Model
					</Button>
				</Group>
			</Card>
		</SectionFrame>
	);
}
