import { Badge, Progress } from "@mantine/core";
import type { Milestone } from "@unnati/contracts/careers";

/** "Done" or "3 of 8 problems", as a badge. */
export function MilestoneBadge({ milestone }: { milestone: Milestone }) {
	if (milestone.completed)
		return (
			<Badge color="green" variant="light">
				Done
			</Badge>
		);
	return (
		<Badge color={milestone.done > 0 ? "blue" : "gray"} variant="light">
			{milestone.done > 0 ? "In progress" : "Not started"}
		</Badge>
	);
}

/** A labelled bar of done out of target. */
export function MilestoneBar({ milestone }: { milestone: Milestone }) {
	const value = Math.round((milestone.done / milestone.target) * 100);
	return (
		<Progress
			value={value}
			size="sm"
			color={milestone.completed ? "green.8" : "blue.8"}
			aria-label={`${milestone.title}: ${milestone.done} of ${milestone.target} ${milestone.unit}`}
		/>
	);
}

/** "2.5 h" with at most one decimal. */
export const hoursText = (hours: number) => `${Math.round(hours * 10) / 10} h`;
