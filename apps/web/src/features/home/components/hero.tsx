import { Anchor, Box, Button, Container, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { type CarouselSlide, HeroCarousel } from "./hero-carousel";

/**
 * Unnati's own screens, captured from the production build by apps/web/scripts/capture-screens.mjs;
 * run it again to replace them as the real dashboards land.
 */
const screens: readonly CarouselSlide[] = [
	{
		src: "/screens/college-dashboard.webp",
		small: { src: "/screens/college-dashboard-640.webp", width: 640 },
		alt: "Unnati's college dashboard: the college administrator's home with the institution and its 144 students",
		width: 1200,
		height: 750,
	},
	{
		src: "/screens/student-dashboard.webp",
		small: { src: "/screens/student-dashboard-640.webp", width: 640 },
		alt: "Unnati's student dashboard: a third-year CSE student's home with roll number, department and section",
		width: 1200,
		height: 750,
	},
	{
		src: "/screens/business-objectives.webp",
		small: { src: "/screens/business-objectives-640.webp", width: 640 },
		alt: "Unnati's business objectives page: what the platform offers students, institutions and organizations",
		width: 1200,
		height: 750,
	},
];

const heroLinks = [
	{ label: "Learn More About Us", to: paths.about },
	{ label: "View Pricing Plans", to: paths.pricing },
	{ label: "Help Center", to: paths.help },
] as const;

/** The top of the landing page (SPEC §2): the pitch, the ways in, and a look at the product. */
export function Hero() {
	return (
		<Box
			component="section"
			aria-labelledby="home-hero-title"
			pt={{ base: 40, sm: 72 }}
			pb={{ base: 40, sm: 64 }}
			style={{
				background:
					"linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-body) 100%)",
			}}
		>
			<Container size="md" ta="center">
				<Text fw={700} size="sm" c="indigo.8" tt="uppercase" mb="sm">
					Unnati · progress for every student
				</Text>
				<Title id="home-hero-title" order={1} fz={{ base: 30, sm: 48 }} lh={1.15}>
					Exams, learning and placements for Indian colleges, in one place
				</Title>
				<Text size="lg" c="dimmed" mt="lg" maw={680} mx="auto">
					Run proctored internal and placement tests, guide students through learning paths in AI, cloud,
					cybersecurity, full stack development and DSA, and give your training and placement cell a live view
					of every batch's readiness, from the first semester to the final offer letter.
				</Text>
				<Group justify="center" mt="xl" gap="md">
					<Button component={Link} to={paths.contact} size="md">
						Request a Demo
					</Button>
					<Button component={Link} to={paths.login} size="md" variant="default">
						Login
					</Button>
				</Group>
				<Group justify="center" mt="lg" gap="lg">
					{heroLinks.map((link) => (
						<Anchor key={link.to} component={Link} to={link.to} fw={600} c="indigo.8">
							{link.label}
						</Anchor>
					))}
				</Group>
			</Container>
			<Container size="xl" mt={{ base: 32, sm: 48 }}>
				<HeroCarousel slides={screens} label="Unnati's screens" />
			</Container>
		</Box>
	);
}
