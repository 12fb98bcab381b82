import { Box, Button, Container, Group, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router";

/**
 * The root error element. A 404 thrown by a route is the 404 screen; anything else (a screen
 * that crashed, a chunk that failed to load after a deploy) says so and offers a reload,
 * instead of pretending the page does not exist.
 */
export function RouteErrorScreen({ notFound }: { notFound: ReactNode }) {
	const error = useRouteError();
	if (isRouteErrorResponse(error) && error.status === 404) return notFound;
	return <SomethingWentWrong />;
}

function SomethingWentWrong() {
	useDocumentTitle("Something went wrong · Unnati");
	const navigate = useNavigate();
	return (
		<Box component="main" mih="100dvh" py={48} style={{ display: "flex", alignItems: "center" }}>
			<Container size="sm" ta="center" w="100%">
				<Title order={1}>Something went wrong</Title>
				<Text c="dimmed" size="lg" mt="sm">
					This screen could not be shown. Reloading usually helps; if it keeps happening, please contact
					support.
				</Text>
				<Group justify="center" mt="xl" gap="md">
					<Button size="md" onClick={() => window.location.reload()}>
						Reload
					</Button>
					<Button size="md" variant="default" onClick={() => navigate("/")}>
						Go to Homepage
					</Button>
				</Group>
			</Container>
		</Box>
	);
}
