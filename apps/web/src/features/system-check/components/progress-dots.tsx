import { Box, VisuallyHidden } from "@mantine/core";
import {
	type StepStatus,
	SYSTEM_CHECK_STEP_IDS,
	SYSTEM_CHECK_STEP_TITLES,
} from "@unnati/contracts/system-check/rules";

const COLORS: Record<StepStatus, string> = {
	pending: "var(--mantine-color-gray-4)",
	running: "var(--mantine-primary-color-filled)",
	passed: "var(--mantine-color-green-6)",
	skipped: "var(--mantine-color-yellow-6)",
	failed: "var(--mantine-color-red-6)",
};
const SPOKEN: Record<StepStatus, string> = {
	pending: "not started",
	running: "in progress",
	passed: "passed",
	skipped: "skipped",
	failed: "failed",
};

/** One dot per step (SPEC §2): settled ones coloured by outcome, the current one marked with aria-current. */
export function ProgressDots({ step, statuses }: { step: number; statuses: StepStatus[] }) {
	return (
		<Box
			component="ol"
			aria-label="Progress"
			m={0}
			p={0}
			style={{ display: "flex", gap: 10, listStyle: "none" }}
		>
			{SYSTEM_CHECK_STEP_IDS.map((id, index) => {
				const status = statuses[index] ?? "pending";
				const current = index === step;
				return (
					<Box component="li" key={id} aria-current={current ? "step" : undefined}>
						<Box
							aria-hidden="true"
							w={current ? 14 : 12}
							h={current ? 14 : 12}
							style={{
								borderRadius: "50%",
								background: COLORS[status],
								outline: current ? "2px solid var(--mantine-primary-color-filled)" : undefined,
								outlineOffset: 2,
							}}
						/>
						<VisuallyHidden>{`Step ${index + 1}: ${SYSTEM_CHECK_STEP_TITLES[id]}, ${SPOKEN[status]}`}</VisuallyHidden>
					</Box>
				);
			})}
		</Box>
	);
}
