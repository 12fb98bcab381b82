import { Anchor, Card, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { SectionFrame } from "../components/section-frame";

const quickLinks = [
	{
		label: "Choose your role",
		to: paths.chooseRoles,
		description: "Instructor, principal, placement and other logins",
	},
	{ label: "Create an account", to: paths.signup, description: "Sign up as a student or as a college" },
	{
		label: "Business objectives",
		to: paths.businessObjectives,
		description: "What Unnati does for students, institutions and organizations",
	},
	{
		label: "Examination guidelines",
		to: paths.examinationGuidelines,
		description: "How proctored exams work and what is allowed",
	},
	{
		label: "Support",
		to: paths.support,
		description: "Answers to common questions about accounts and exams",
	},
	{
		label: "Report an issue",
		to: paths.report,
		description: "Tell us what went wrong, with a screenshot if it helps",
	},
] as const;

/** Landing section 9: quick links to the rest of the site. */
export function QuickLinksSection() {
	return (
		<SectionFrame
			id="quick-links"
			eyebrow="Quick links"
			title="Find what you came for"
			intro="The pages students, faculty and college leaders ask us for most often."
		>
			<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
				{quickLinks.map((link) => (
					<Card key={link.to} withBorder radius="md" padding="md">
						<Anchor component={Link} to={link.to} fw={700}>
							{link.label}
						</Anchor>
						<Text size="sm" c="dimmed" mt={4}>
							{link.description}
						</Text>
					</Card>
				))}
			</SimpleGrid>
		</SectionFrame>
	);
}
