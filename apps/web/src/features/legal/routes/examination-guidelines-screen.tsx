import { Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { SystemCheckSteps } from "../components/system-check-steps";
import { AFTER_THE_EXAM, BEFORE_EXAM_DAY, DURING_THE_EXAM } from "../exam-guidelines";

/** `/examination-guidelines`: what a candidate must know before a proctored exam. */
export function ExaminationGuidelinesScreen() {
	useDocumentTitle("Examination Guidelines · Unnati");
	return (
		<Container size="md" py={{ base: 32, sm: 56 }}>
			<Title order={1}>Examination Guidelines</Title>
			<Text size="lg" mt="md">
				Read this before you sit a proctored exam on Unnati. It explains the system check you must pass, what
				is recorded while you write the exam, and what happens when the time runs out.
			</Text>

			<Stack component="section" aria-labelledby="guidelines-prepare" gap={0} mt={48}>
				<Title order={2} id="guidelines-prepare">
					Prepare before the exam
				</Title>
				<List mt="md" spacing="sm">
					{BEFORE_EXAM_DAY.map((item) => (
						<List.Item key={item}>{item}</List.Item>
					))}
				</List>
			</Stack>

			<Stack component="section" aria-labelledby="guidelines-system-check" gap={0} mt={48}>
				<Title order={2} id="guidelines-system-check">
					The 7-step system check
				</Title>
				<Text mt="md">
					Every proctored exam starts with a system check. Each step must pass before you can go to the next;
					if one fails, fix the problem and choose Try Again.
				</Text>
				<SystemCheckSteps />
				<Text mt="lg" c="dimmed">
					While the check runs, right-click, the function keys, Tab, Escape, the arrow keys and keyboard
					shortcuts are disabled, and text cannot be selected.
				</Text>
			</Stack>

			<Stack component="section" aria-labelledby="guidelines-during" gap={0} mt={48}>
				<Title order={2} id="guidelines-during">
					During the exam
				</Title>
				<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
					{DURING_THE_EXAM.map((item) => (
						<Card key={item.title} withBorder padding="lg">
							<Title order={3} size="h4">
								{item.title}
							</Title>
							<Text mt="xs">{item.description}</Text>
						</Card>
					))}
				</SimpleGrid>
			</Stack>

			<Stack component="section" aria-labelledby="guidelines-after" gap={0} mt={48}>
				<Title order={2} id="guidelines-after">
					After the exam
				</Title>
				{AFTER_THE_EXAM.map((paragraph) => (
					<Text key={paragraph} mt="md">
						{paragraph}
					</Text>
				))}
			</Stack>

			<Text mt={48}>
				Something not working?{" "}
				<Anchor component={Link} to={paths.support} underline="always">
					Get support
				</Anchor>{" "}
				or read our{" "}
				<Anchor component={Link} to={paths.termsSection("proctored-examinations")} underline="always">
					terms on proctored examinations
				</Anchor>
				.
			</Text>
		</Container>
	);
}
