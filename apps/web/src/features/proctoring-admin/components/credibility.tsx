import { Badge, Card, List, Text, Title } from "@mantine/core";
import { CREDIBILITY_RULE_TEXT, type CredibilityLevel } from "@unnati/contracts";

const COLORS: Record<CredibilityLevel, string> = { High: "green", Medium: "yellow", Low: "red" };

export function CredibilityBadge({ level }: { level: CredibilityLevel }) {
	return (
		<Badge color={COLORS[level]} variant="light" aria-label={`Credibility ${level}`}>
			{level}
		</Badge>
	);
}

/** The credibility rule, written out where the index is shown (the same text the server computes by). */
export function CredibilityRule({ faceSignalsCount }: { faceSignalsCount: boolean }) {
	return (
		<Card withBorder padding="md" component="section" aria-labelledby="credibility-rule">
			<Title order={2} size="h5" id="credibility-rule">
				How credibility is computed
			</Title>
			<List size="sm" mt="xs" spacing={4}>
				{CREDIBILITY_RULE_TEXT.map((line) => (
					<List.Item key={line}>{line}</List.Item>
				))}
			</List>
			<Text size="sm" c="dimmed" mt="xs">
				{faceSignalsCount
					? "In this exam face signals also count toward the maximum of violations, so they can end an attempt."
					: "Face signals (no face, several faces, looking away, a phone) are for review only: they never end an attempt in this exam."}
			</Text>
		</Card>
	);
}
