import { Accordion, Text } from "@mantine/core";

/** What each statistic of the item analysis means, in the words of Moodle's quiz statistics. */
export const STATISTIC_EXPLANATIONS = [
	{
		term: "Facility index",
		text: "The average score on the question as a percentage of its marks (counted from its penalty, if it has one, to full marks). 100 % means everyone had it right. Below about 30 % a question is hard; above about 80 % it is easy.",
	},
	{
		term: "Standard deviation",
		text: "How much the scores on the question vary, as a percentage of its marks. Close to 0, everyone scored alike on it, so it tells students apart very little.",
	},
	{
		term: "Discrimination index",
		text: "The correlation between the score on this question and the score on the rest of the exam, from −1 to +1 (Moodle prints it multiplied by 100). Above +0.30 the question separates stronger from weaker students well; near 0 it does not. A dash means it cannot be computed: fewer than two attempts, or everyone scored the same.",
	},
	{
		term: "Negative discrimination",
		text: "Students who did well on the rest of the exam did worse on this question. Check its answer key and its wording: it may be marked wrongly or read ambiguously.",
	},
	{
		term: "Option shares (distractor analysis)",
		text: "The share of attempts that chose each option. A wrong option that nobody picks is not working as a distractor; a wrong option picked more often than the right one may point to a misleading question or a wrong key. On questions with several right answers the shares can add up to more than 100 %.",
	},
] as const;

export function StatisticsGuide() {
	return (
		<Accordion variant="contained" chevronPosition="left">
			<Accordion.Item value="guide">
				<Accordion.Control>What these statistics mean</Accordion.Control>
				<Accordion.Panel>
					<dl style={{ margin: 0 }}>
						{STATISTIC_EXPLANATIONS.map(({ term, text }) => (
							<div key={term} style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
								<Text component="dt" fw={600} size="sm">
									{term}
								</Text>
								<Text component="dd" m={0} size="sm">
									{text}
								</Text>
							</div>
						))}
					</dl>
				</Accordion.Panel>
			</Accordion.Item>
		</Accordion>
	);
}
