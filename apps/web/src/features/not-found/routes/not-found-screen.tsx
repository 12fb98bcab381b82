import { Anchor, Box, Button, Container, Group, List, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../../app/paths";

/** SPEC §2 names these four destinations; some are built by later issues. */
const quickLinks = [
	{ label: "Login", to: paths.login },
	{ label: "Dashboard", to: paths.studentHome },
	{ label: "About Us", to: paths.about },
	{ label: "Help Center", to: paths.help },
] as const;

/** Shown for any path the app does not know, and for any error a route throws (SPEC §2 "404 page"). */
export function NotFoundScreen() {
	useDocumentTitle("Page Not Found · Unnati");
	const navigate = useNavigate();
	const location = useLocation();

	// React Router gives the first location it saw the key "default": nothing in the app to go back
	// to (the visitor arrived here directly), so going back would leave the app.
	const goBack = () => {
		if (location.key === "default") navigate(paths.landing);
		else navigate(-1);
	};

	return (
		<Box component="main" mih="100dvh" py={48} style={{ display: "flex", alignItems: "center" }}>
			<Container size="sm" ta="center" w="100%">
				<Text
					aria-hidden="true"
					fw={900}
					fz={{ base: 96, sm: 160 }}
					lh={1}
					c="indigo.6"
					style={{ letterSpacing: "-0.04em" }}
				>
					404
				</Text>
				<Title order={1} mt="md">
					Page Not Found
				</Title>
				<Text c="dimmed" size="lg" mt="sm">
					Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be
					mistyped.
				</Text>

				<Group justify="center" mt="xl" gap="md">
					<Button size="md" onClick={() => navigate(paths.landing)}>
						Go to Homepage
					</Button>
					<Button size="md" variant="default" onClick={goBack}>
						Go Back
					</Button>
				</Group>

				<Box component="nav" aria-labelledby="not-found-quick-links" mt={48}>
					<Title id="not-found-quick-links" order={2} size="h5" c="dimmed">
						Quick links
					</Title>
					<List
						listStyleType="none"
						mt="xs"
						styles={{
							root: { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "0.5rem 1.5rem" },
						}}
					>
						{quickLinks.map((link) => (
							<List.Item key={link.to}>
								<Anchor component={Link} to={link.to} fw={500}>
									{link.label}
								</Anchor>
							</List.Item>
						))}
					</List>
				</Box>

				<Text mt="xl">
					Still lost?{" "}
					<Anchor component={Link} to={paths.contact} fw={500}>
						Contact support
					</Anchor>
				</Text>
			</Container>
		</Box>
	);
}
