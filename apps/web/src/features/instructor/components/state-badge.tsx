import { Badge } from "@mantine/core";
import { type AuthoringRevisionState, REVISION_STATE_LABELS } from "@unnati/contracts/learning";

const COLOURS: Record<AuthoringRevisionState, string> = {
	draft: "gray",
	in_review: "yellow",
	published: "green",
	superseded: "gray",
	rejected: "red",
};

/** A version's state in words (colour only repeats it). */
export function StateBadge({ state }: { state: AuthoringRevisionState }) {
	return (
		<Badge color={COLOURS[state]} variant="light">
			{REVISION_STATE_LABELS[state]}
		</Badge>
	);
}
