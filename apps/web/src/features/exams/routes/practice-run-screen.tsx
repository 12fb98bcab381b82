import { Alert, Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { PRACTICE_RUN_MESSAGES } from "@unnati/contracts/practice-run";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { paths } from "../../../app/paths";
import { loginUrl } from "../../../lib/login-paths";
import { useSession } from "../../../lib/session";
import { PracticePage } from "../practice-run/practice-page";
import { PracticeRun } from "../practice-run/practice-run";

/** What the screen shows before the practice run itself: a heading and a message. */
function Notice({ children }: { children: ReactNode }) {
	return (
		<PracticePage>
			<Title order={1} size="h2" mb="md">
				Practice run
			</Title>
			{children}
		</PracticePage>
	);
}

/**
 * /dummy (SPEC §2): "try the exam experience". Public in the route table, as SPEC lists it: a visitor
 * is sent to sign in and brought back; a signed-in student gets the practice run; anyone else is told
 * it is for students (the server refuses them too).
 */
export function PracticeRunScreen() {
	useDocumentTitle("Practice run · Unnati");
	const session = useSession();

	if (session.isPending)
		return (
			<Notice>
				<Center role="status" aria-label="Loading" p="xl">
					<Loader aria-hidden="true" />
				</Center>
			</Notice>
		);
	if (session.isError)
		return (
			<Notice>
				<Stack gap="md" align="flex-start">
					<Alert color="red" variant="light" role="alert">
						We could not check whether you are signed in. Please check your connection and try again.
					</Alert>
					<Button onClick={() => void session.refetch()}>Try again</Button>
				</Stack>
			</Notice>
		);
	if (!session.data) return <Navigate replace to={loginUrl("ROLE_STUDENT", paths.practiceRun)} />;
	if (session.data.role !== "ROLE_STUDENT")
		return (
			<Notice>
				<Alert color="yellow" variant="light" title="The practice run is for students" role="alert">
					<Text size="sm">{PRACTICE_RUN_MESSAGES.forStudents}</Text>
					<Button component={Link} to={session.data.home} size="xs" mt="sm" variant="default">
						Go to your dashboard
					</Button>
				</Alert>
			</Notice>
		);
	return <PracticeRun />;
}
