import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ItemStatistics } from "@unnati/contracts";
import { QueryState, rows } from "../../../components/load-states";
import { istDateTime } from "../../../lib/ist";
import { answerKeysQuery } from "../api";
import { plural } from "../format";

const excerpt = (text: string) => (text.length > 70 ? `${text.slice(0, 69)}…` : text);

/** The exam's corrected answer keys, newest first: when, by whom, which question, whose marks changed. */
export function RegradeHistory({ examId, items }: { examId: string; items: ItemStatistics[] }) {
	const keys = useQuery(answerKeysQuery(examId));
	const numbers = new Map(items.map((item) => [item.questionId, item.number]));
	return (
		<Stack gap="sm" component="section" aria-labelledby="regrade-history-heading">
			<Title order={2} size="h3" id="regrade-history-heading">
				Regrade history
			</Title>
			<QueryState
				query={keys}
				what="The regrade history"
				loading={{ label: "Loading the regrade history", shape: rows(2, 28) }}
				isEmpty={(data) => data.history.length === 0}
				empty="No answer key of this exam has been corrected."
			>
				{(data) => (
					<Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
						{data.history.map((entry) => {
							const number = numbers.get(entry.question_id);
							return (
								<Text key={entry.id} component="li" size="sm">
									<Text span fw={600}>
										{istDateTime(entry.regraded_at)}
									</Text>
									{` · ${entry.regraded_by} corrected ${number ? `Q${number} ` : ""}“${excerpt(entry.question_text)}”: `}
									{entry.changed_attempts === 0
										? "no attempt's marks changed."
										: `${plural(entry.changed_attempts, "attempt")} changed.`}
								</Text>
							);
						})}
					</Stack>
				)}
			</QueryState>
		</Stack>
	);
}
