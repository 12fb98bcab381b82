import { Badge, type MantineColor } from "@mantine/core";
import type { Verdict } from "@unnati/contracts";

/** Green for a pass, red for a wrong program, orange for a limit hit, grape when nothing ran. */
export const VERDICT_COLORS: Record<Verdict, MantineColor> = {
	Accepted: "green",
	"Wrong Answer": "red",
	"Time Limit Exceeded": "orange",
	"Memory Limit Exceeded": "orange",
	"Output Limit Exceeded": "orange",
	"Runtime Error": "pink",
	"Compilation Error": "grape",
	"Internal Error": "gray",
};

interface VerdictBadgeProps {
	verdict: Verdict;
	/** A free-form run has no expected output: "Accepted" there only means the program ended normally. */
	freeRun?: boolean;
	size?: "sm" | "md" | "lg";
}

export function verdictText(verdict: Verdict, freeRun = false): string {
	return freeRun && verdict === "Accepted" ? "Finished" : verdict;
}

export function VerdictBadge({ verdict, freeRun = false, size = "md" }: VerdictBadgeProps) {
	return (
		<Badge color={VERDICT_COLORS[verdict]} variant="light" size={size} tt="none" radius="sm">
			{verdictText(verdict, freeRun)}
		</Badge>
	);
}
