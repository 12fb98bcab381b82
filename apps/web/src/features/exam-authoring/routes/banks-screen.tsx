import { Anchor, Card, Grid, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { banksQuery } from "../api";
import { BankCreateForm } from "../components/bank-create-form";
import { formatWhen } from "../format";

/** The college's question banks, and a form to start a new one. `banksBase` is this role's bank path. */
export function BanksScreen({ banksBase }: { banksBase: string }) {
	useDocumentTitle("Question banks · Unnati");
	const navigate = useNavigate();
	const banks = useQuery(banksQuery());

	let list: ReactNode;
	if (banks.isPending) list = <LoadingState label="Loading banks" />;
	else if (banks.isError) list = <LoadFailed what="The banks" onRetry={() => banks.refetch()} />;
	else if (banks.data.length === 0)
		list = <EmptyCard>No question banks yet. Create the first one.</EmptyCard>;
	else {
		list = (
			<ScrollArea
				type="auto"
				offsetScrollbars
				viewportProps={{ tabIndex: 0, "aria-label": "Banks, scrollable" }}
			>
				<Table striped highlightOnHover verticalSpacing="sm" aria-label="Question banks">
					<Table.Thead>
						<Table.Tr>
							<Table.Th miw={200}>Bank</Table.Th>
							<Table.Th>Questions</Table.Th>
							<Table.Th miw={150}>Last changed</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{banks.data.map((bank) => (
							<Table.Tr key={bank.id}>
								<Table.Td>
									<Anchor component={Link} to={paths.bank(banksBase, bank.id)} fw={600}>
										{bank.name}
									</Anchor>
									{bank.description && (
										<Text size="sm" c="dimmed" lineClamp={2}>
											{bank.description}
										</Text>
									)}
								</Table.Td>
								<Table.Td>{bank.questionCount}</Table.Td>
								<Table.Td>{formatWhen(bank.updatedAt)}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</ScrollArea>
		);
	}

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>Question banks</Title>
				<Text c="dimmed" mt={4}>
					Banks hold the questions that exams draw from. Open a bank to add, edit or import questions.
				</Text>
			</div>
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 8 }}>{list}</Grid.Col>
				<Grid.Col span={{ base: 12, md: 4 }}>
					<Card withBorder padding="lg">
						<Title order={2} size="h4" mb="sm">
							New bank
						</Title>
						<BankCreateForm onCreated={(bank) => navigate(paths.bank(banksBase, bank.id))} />
					</Card>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}
