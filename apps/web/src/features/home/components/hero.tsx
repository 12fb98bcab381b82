import { Box, Container, Text, Title } from "@mantine/core";

export function Hero() {
	return (
		<Box
			component="section"
			aria-labelledby="home-hero-title"
			pt={{ base: 48, sm: 96 }}
			pb={{ base: 24, sm: 48 }}
			style={{
				background:
					"linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-body) 100%)",
			}}
		>
			<Container size="md" ta="center">
				<Text fw={700} size="sm" c="indigo.8" tt="uppercase" mb="sm">
					Unnati · progress for every student
				</Text>
				<Title id="home-hero-title" order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
					Exams, learning and placements for Indian colleges, in one place
				</Title>
				<Text size="lg" c="dimmed" mt="lg" maw={640} mx="auto">
					Unnati gives students proctored exams, guided learning paths and coding practice, and gives
					colleges, departments and placement cells a clear view of every student's readiness for the job
					market.
				</Text>
			</Container>
		</Box>
	);
}
