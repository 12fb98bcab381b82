import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FREE_TRIAL_DAYS } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

export type SignupRole = "student" | "college";

const audiences: { role: SignupRole; title: string; benefits: string[]; action: string }[] = [
	{
		role: "student",
		title: "For students",
		benefits: [
			"Learning paths in AI, AR/VR, cybersecurity, cloud computing, full stack development and DSA, with quizzes, mock tests and certificates",
			"Proctored coding and quiz exams with instant reports",
			"An ATS-ready resume builder matched to job descriptions, and AI mock interviews",
			"A coding IDE for practice, and leaderboards for your college, department and section",
		],
		action: "Sign up as a student",
	},
	{
		role: "college",
		title: "For colleges or universities",
		benefits: [
			"College and department dashboards that track every student's growth",
			"Student and mentor management, with mentor-to-mentee mapping",
			"Test planning with proctored exams, face tracking and tab-switch detection",
			"Events, workshops and hackathons, and placement readiness for every batch",
		],
		action: "Sign up as a college",
	},
];

/** The first page of /signup (SPEC §2): what each kind of account gets, then on to its form. */
export function RoleBenefits({ onChoose }: { onChoose: (role: SignupRole) => void }) {
	return (
		<Stack gap="lg" mt="lg">
			<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
				{audiences.map((audience) => (
					<Card key={audience.role} withBorder padding="lg" component="article">
						<Title order={2} size="h3">
							{audience.title}
						</Title>
						<List spacing="xs" size="sm" mt="sm" mb="lg" style={{ flex: 1 }}>
							{audience.benefits.map((benefit) => (
								<List.Item key={benefit}>{benefit}</List.Item>
							))}
						</List>
						<Button onClick={() => onChoose(audience.role)} fullWidth>
							{audience.action}
						</Button>
					</Card>
				))}
			</SimpleGrid>
			<Text ta="center">Every new account starts with a {FREE_TRIAL_DAYS}-day free trial, at no charge.</Text>
			<Group justify="center" gap="md">
				<Button component={Link} to={paths.contact} variant="default">
					Request Demo
				</Button>
			</Group>
			<Text ta="center" size="sm">
				Already have an account?{" "}
				<Anchor component={Link} to={paths.login}>
					Login
				</Anchor>
			</Text>
		</Stack>
	);
}
