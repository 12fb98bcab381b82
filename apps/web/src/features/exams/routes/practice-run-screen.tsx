import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
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

	// What the page is, while the session is checked (and in the pre-rendered page, before any script).
	if (session.isPending)
		return (
			<Notice>
				<Stack gap="sm">
					<Text>
						Try the whole exam experience before a real one: the rules, fullscreen and camera, the question
						palette, the timer, saving and submitting, on ten sample questions of every kind. Nothing is
						recorded and no score is kept.
					</Text>
					<Group gap="xs" role="status">
						<Loader size="xs" aria-hidden="true" />
						<Text size="sm" c="dimmed">
							Checking that you are signed in…
						</Text>
					</Group>
				</Stack>
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
