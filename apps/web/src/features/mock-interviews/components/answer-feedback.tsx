import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type AnswerFeedback, FEEDBACK_RULES } from "@unnati/contracts/interviews";
import type { ReactNode } from "react";

/** The rule behind a figure, always beside it (issue 17). */
export function Rule({ children }: { children: ReactNode }) {
	return (
		<Text size="xs" c="dimmed">
			How this is counted: {children}
		</Text>
	);
}

function Section({ title, rule, children }: { title: string; rule: string; children: ReactNode }) {
	return (
		<Stack gap={4}>
			<Title order={4} size="h6">
				{title}
			</Title>
			{children}
			<Rule>{rule}</Rule>
		</Stack>
	);
}

const words = (items: { word: string; count: number }[]) =>
	items.length === 0 ? "none" : items.map((item) => `${item.word} (${item.count})`).join(", ");

/** Everything the offline analysis found in one answer. */
export function AnswerFeedbackCard({
	position,
	question,
	answer,
	feedback,
	followUp,
}: {
	position: number;
	question: string;
	answer: string | null;
	feedback: AnswerFeedback | null;
	followUp?: string;
}) {
	return (
		<Card withBorder padding="lg" component="article" aria-labelledby={`q-${position}`}>
			<Stack gap="md">
				<Title order={3} size="h5" id={`q-${position}`}>
					Question {position}: {question}
				</Title>
				{!feedback ? (
					<Text c="dimmed">Skipped: no feedback for this question.</Text>
				) : (
					<>
						<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
							{answer}
						</Text>
						{feedback.suggestions.length > 0 && (
							<Stack gap={4}>
								<Title order={4} size="h6">
									What to do next time
								</Title>
								<List size="sm">
									{feedback.suggestions.map((s) => (
										<List.Item key={s}>{s}</List.Item>
									))}
								</List>
							</Stack>
						)}
						<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
							<Section
								title={`Key points: ${feedback.keyPoints.filter((p) => p.found).length} of ${feedback.keyPoints.length} covered`}
								rule={FEEDBACK_RULES.keyPoints}
							>
								<List size="sm" listStyleType="none">
									{feedback.keyPoints.map((point) => (
										<List.Item key={point.label}>
											<Badge color={point.found ? "green" : "gray"} variant="light" mr={6}>
												{point.found ? "Covered" : "Missing"}
											</Badge>
											{point.label}
											{point.evidence ? ` ("${point.evidence}")` : ""}
										</List.Item>
									))}
								</List>
							</Section>
							{feedback.star && (
								<Section title={`STAR: ${feedback.star.present} of 4 parts`} rule={FEEDBACK_RULES.star}>
									<List size="sm" listStyleType="none">
										{(["situation", "task", "action", "result"] as const).map((part) => (
											<List.Item key={part}>
												<Badge color={feedback.star?.[part] ? "green" : "gray"} variant="light" mr={6}>
													{part[0]?.toUpperCase() + part.slice(1)}
												</Badge>
												{feedback.star?.[part] ?? "not found"}
											</List.Item>
										))}
									</List>
								</Section>
							)}
							{feedback.negotiation && (
								<Section
									title={`Negotiation: ${feedback.negotiation.filter((c) => c.met).length} of 5`}
									rule={FEEDBACK_RULES.negotiation}
								>
									<List size="sm" listStyleType="none">
										{feedback.negotiation.map((c) => (
											<List.Item key={c.id}>
												<Badge color={c.met ? "green" : "gray"} variant="light" mr={6}>
													{c.met ? "Yes" : "Not yet"}
												</Badge>
												{c.label}
												{c.evidence ? `: "${c.evidence}"` : ""}
											</List.Item>
										))}
									</List>
								</Section>
							)}
							<Section
								title={`Filler words: ${feedback.fillers.per100Words} per 100 words`}
								rule={FEEDBACK_RULES.fillers}
							>
								<Text size="sm">
									{feedback.fillers.count} in {feedback.wordCount} words: {words(feedback.fillers.words)}
								</Text>
							</Section>
							<Section
								title={
									feedback.pace
										? `Pace: ${feedback.pace.wordsPerMinute} words a minute (${feedback.pace.band})`
										: "Pace"
								}
								rule={FEEDBACK_RULES.pace}
							>
								{!feedback.pace && <Text size="sm">Typed answer: no pace figure.</Text>}
							</Section>
							{(feedback.roleTerms.found.length > 0 || feedback.roleTerms.missing.length > 0) && (
								<Section title="Job-related terms" rule={FEEDBACK_RULES.roleTerms}>
									<Text size="sm">Used: {feedback.roleTerms.found.join(", ") || "none"}</Text>
									<Text size="sm">To consider: {feedback.roleTerms.missing.join(", ") || "none"}</Text>
								</Section>
							)}
							<Section title="Most-used words" rule={FEEDBACK_RULES.mostUsedWords}>
								<Text size="sm">{words(feedback.mostUsedWords)}</Text>
							</Section>
							<Section title="Numbers and outcomes" rule={FEEDBACK_RULES.numbers}>
								<Text size="sm">Numbers: {feedback.numbers.join(", ") || "none"}</Text>
								{feedback.outcomes.map((o) => (
									<Text size="sm" key={o}>
										Outcome: {o}
									</Text>
								))}
							</Section>
							<Section title="Talking points" rule={FEEDBACK_RULES.talkingPoints}>
								{feedback.talkingPoints.length === 0 ? (
									<Text size="sm">None found.</Text>
								) : (
									<List size="sm">
										{feedback.talkingPoints.map((t) => (
											<List.Item key={`${t.kind}-${t.sentence}`}>
												<Group gap={6} wrap="nowrap" align="flex-start">
													<Badge variant="outline" size="sm">
														{t.kind}
													</Badge>
													<span>{t.sentence}</span>
												</Group>
											</List.Item>
										))}
									</List>
								)}
							</Section>
						</SimpleGrid>
					</>
				)}
				{followUp && (
					<Text size="sm">
						<strong>A follow-up an interviewer might ask:</strong> {followUp}
					</Text>
				)}
			</Stack>
		</Card>
	);
}
