import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

/** What a locked lesson shows instead of its body (the API sent none): sign up, or enrol. */
export function LockedLesson({
	signedIn,
	courseId,
	message,
}: {
	signedIn: boolean;
	courseId: string;
	message: string;
}) {
	return (
		<Card withBorder padding="xl" role="region" aria-labelledby="locked-title">
			<Stack gap="sm" align="flex-start">
				<Title order={2} size="h3" id="locked-title">
					{signedIn ? "Enrol to continue" : "Sign up to continue"}
				</Title>
				<Text>{message}</Text>
				<Group>
					{signedIn ? (
						<Button component={Link} to={paths.myCourse(courseId)}>
							Go to the course
						</Button>
					) : (
						<>
							<Button component={Link} to={paths.signup}>
								Sign up
							</Button>
							<Button component={Link} to={paths.login} variant="default">
								Log in
							</Button>
						</>
					)}
				</Group>
			</Stack>
		</Card>
	);
}
