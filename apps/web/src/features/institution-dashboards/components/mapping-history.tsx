import { Button, Stack, Table, Text, Title } from "@mantine/core";
import type { MappingChange, MappingHistory } from "@unnati/contracts/mentors";
import { useState } from "react";
import { EmptyCard } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { mappingHistoryPage } from "../mapping-api";

const when = (iso: string) =>
	new Date(iso).toLocaleString("en-IN", {
		day: "numeric",
		month: "short",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit",
		timeZone: "Asia/Kolkata",
	});

/**
 * Every change to the mapping, newest first: the latest come with the mapping, older ones on
 * request. Keyed by the mapping's version where used, so a new change starts again from the latest.
 */
export function MappingHistoryList({ latest }: { latest: MappingHistory }) {
	const [older, setOlder] = useState<MappingChange[]>([]);
	const [loading, setLoading] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const items = [...latest.items, ...older];

	const more = async () => {
		setLoading(true);
		setError(null);
		try {
			const page = await mappingHistoryPage(items.length);
			setOlder((current) => [...current, ...page.items]);
		} catch (caught) {
			setError(failureMessage(caught, "Older changes could not be loaded. Please try again."));
		} finally {
			setLoading(false);
		}
	};

	return (
		<Stack gap="sm" component="section" aria-labelledby="mapping-history">
			<Title order={2} size="h3" id="mapping-history">
				History of changes
			</Title>
			{items.length === 0 ? (
				<EmptyCard>No changes yet. Every change, by rule or by hand, is listed here.</EmptyCard>
			) : (
				<Table.ScrollContainer minWidth={720}>
					<Table striped aria-label="History of changes">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">When</Table.Th>
								<Table.Th scope="col">Student</Table.Th>
								<Table.Th scope="col">From</Table.Th>
								<Table.Th scope="col">To</Table.Th>
								<Table.Th scope="col">How</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{items.map((change) => (
								<Table.Tr key={change.id}>
									<Table.Td style={{ whiteSpace: "nowrap" }}>{when(change.at)}</Table.Td>
									<Table.Td>
										{change.student.name}
										<Text size="xs" c="dimmed">
											{change.student.rollNo}
										</Text>
									</Table.Td>
									<Table.Td>{change.fromMentor?.name ?? "No mentor"}</Table.Td>
									<Table.Td>{change.toMentor?.name ?? "No mentor"}</Table.Td>
									<Table.Td>
										{change.how === "rule" ? "By rule" : "By hand"}
										{change.changedBy ? `, ${change.changedBy.name}` : ""}
										{change.rule && (
											<Text size="xs" c="dimmed">
												{change.rule}
											</Text>
										)}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
			{error && (
				<Text size="sm" c="red" role="alert">
					{error}
				</Text>
			)}
			{items.length < latest.total && (
				<Button variant="default" onClick={() => void more()} loading={loading} w="fit-content">
					Show older changes
				</Button>
			)}
		</Stack>
	);
}
