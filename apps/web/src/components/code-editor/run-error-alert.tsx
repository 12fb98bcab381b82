import { Alert, Text } from "@mantine/core";
import { describeRunError } from "./run-error";

/** A refused run or submission, in words a student can act on (429: wait; 400: what to fix). */
export function RunErrorAlert({ error }: { error: unknown }) {
	const { title, message } = describeRunError(error);
	return (
		<Alert color="red" variant="light" title={title} role="alert">
			<Text size="sm">{message}</Text>
		</Alert>
	);
}
