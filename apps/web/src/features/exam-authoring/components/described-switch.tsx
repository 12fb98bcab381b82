import { Stack, Switch, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";

interface DescribedSwitchProps {
	label: string;
	description?: ReactNode;
	checked: boolean;
	onChange: (checked: boolean) => void;
}

/**
 * A switch whose description is read as its description. Mantine's own `description` sits inside
 * the switch's label, which makes the whole paragraph the switch's name.
 */
export function DescribedSwitch({ label, description, checked, onChange }: DescribedSwitchProps) {
	const descriptionId = useId();
	return (
		<Stack gap={4}>
			<Switch
				label={label}
				checked={checked}
				onChange={(event) => onChange(event.currentTarget.checked)}
				{...(description ? { "aria-describedby": descriptionId } : {})}
			/>
			{description && (
				<Text id={descriptionId} size="xs" c="dimmed" maw={560}>
					{description}
				</Text>
			)}
		</Stack>
	);
}
