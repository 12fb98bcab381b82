import { Box, Code, Group, Text, ThemeIcon, Title } from "@mantine/core";
import { SYSTEM_CHECK_STEPS } from "../exam-guidelines";

/** The seven steps of the system check, in the order the candidate meets them. */
export function SystemCheckSteps() {
	return (
		<Box component="ol" m={0} p={0} style={{ listStyle: "none" }}>
			{SYSTEM_CHECK_STEPS.map((step, index) => (
				<Box component="li" key={step.title} mt="lg">
					<Group align="flex-start" wrap="nowrap" gap="md">
						<ThemeIcon size={36} radius="xl" aria-hidden="true" style={{ flexShrink: 0 }}>
							{index + 1}
						</ThemeIcon>
						<Box style={{ minWidth: 0 }}>
							<Title order={3} size="h4">
								{`Step ${index + 1} of ${SYSTEM_CHECK_STEPS.length}: ${step.title}`}
							</Title>
							<Text mt={4}>{step.description}</Text>
							{step.phrase && (
								<Code block mt="xs" fz="md" style={{ whiteSpace: "normal" }}>
									{step.phrase}
								</Code>
							)}
						</Box>
					</Group>
				</Box>
			))}
		</Box>
	);
}
