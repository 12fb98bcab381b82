import { Badge, Group, NavLink, Stack, Text } from "@mantine/core";
import type { LabSessionStep, LabStepState } from "@unnati/contracts/labs";

const STATE_TEXT: Record<LabStepState, string> = { passed: "Passed", open: "Current", locked: "Locked" };
const STATE_COLOR: Record<LabStepState, string> = { passed: "teal", open: "blue", locked: "gray" };

interface StepListProps {
	steps: LabSessionStep[];
	selected: number;
	onSelect: (number: number) => void;
}

/** The lab's steps in order; a locked step can be looked at, not worked on. */
export function StepList({ steps, selected, onSelect }: StepListProps) {
	return (
		<Stack gap={4} component="nav" aria-label="Lab steps">
			{steps.map((step) => (
				<NavLink
					key={step.number}
					component="button"
					active={step.number === selected}
					aria-current={step.number === selected ? "step" : undefined}
					onClick={() => onSelect(step.number)}
					label={
						<Group gap="xs" wrap="nowrap" justify="space-between">
							<Text size="sm">
								{step.number}. {step.title}
							</Text>
							<Badge size="sm" variant="light" color={STATE_COLOR[step.state]} tt="none">
								{STATE_TEXT[step.state]}
							</Badge>
						</Group>
					}
				/>
			))}
		</Stack>
	);
}
