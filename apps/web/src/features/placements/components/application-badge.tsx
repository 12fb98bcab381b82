import { Badge } from "@mantine/core";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "@unnati/contracts/placements";

const COLORS: Record<ApplicationStatus, string> = {
	applied: "blue",
	shortlisted: "teal",
	selected: "green",
	waitlisted: "yellow",
	rejected: "gray",
	withdrawn: "gray",
};

export function ApplicationBadge({ status }: { status: ApplicationStatus }) {
	return (
		<Badge color={COLORS[status]} variant="light">
			{APPLICATION_STATUS_LABELS[status]}
		</Badge>
	);
}
