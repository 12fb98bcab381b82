import { Anchor, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ContactIcon, FeedbackIcon, ReportIcon } from "../components/help-icons";
import { type HelpOption, HelpOptionCard } from "../components/help-option-card";

/** SPEC §2: the three cards of the help hub, their buttons and destinations. */
const options: HelpOption[] = [
	{
		title: "Report an Issue",
		description:
			"Something not working? Tell us what went wrong, such as a page that will not load, an exam that froze or a score that looks wrong, and attach a screenshot if you have one.",
		action: "Submit a Report",
		to: paths.report,
		icon: <ReportIcon />,
	},
	{
		title: "Submit Feedback",
		description:
			"Rate your experience and tell us what would make Unnati more useful for you, your classmates or your college. We read every response.",
		action: "Give Feedback",
		to: paths.feedback,
		icon: <FeedbackIcon />,
	},
	{
		title: "Contact Us",
		description:
			"Questions about your account, a demo for your college, or anything else? Write to us and our team responds in 24 hrs.",
		action: "Contact Us",
		to: paths.contact,
		icon: <ContactIcon />,
	},
];

/** `/help`, the help hub. */
export function HelpScreen() {
	useDocumentTitle("Help Center · Unnati");
	return (
		<Container size="lg" py={{ base: 40, sm: 72 }}>
			<Title order={1} ta="center">
				How can we help you today?
			</Title>
			<Text size="lg" c="dimmed" ta="center" mt="md" maw={640} mx="auto">
				Whether you are a student preparing for an exam, a faculty mentor or a placement officer, choose the
				option that fits and the Unnati team will take it from there.
			</Text>

			<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={48}>
				{options.map((option) => (
					<HelpOptionCard key={option.to} option={option} />
				))}
			</SimpleGrid>

			<Text ta="center" mt={48}>
				Preparing for a proctored exam? Read the{" "}
				<Anchor component={Link} to={paths.examinationGuidelines} underline="always">
					Examination Guidelines
				</Anchor>
				, or see{" "}
				<Anchor component={Link} to={paths.support} underline="always">
					support hours and common questions
				</Anchor>
				.
			</Text>
		</Container>
	);
}
