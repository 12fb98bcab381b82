import { Anchor, Button, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { accommodationsQuery, deleteAccommodation, proctoringKeys } from "../api";
import { AccommodationForm } from "../components/accommodation-form";
import { formatWhen } from "../format";

/**
 * /examination-admin/proctoring/accommodations: extra time and face signals off, per student, for
 * one exam or all. The exam engine moves the deadline when the student starts; the proctor leaves
 * the camera off.
 */
export function AccommodationsScreen() {
	useDocumentTitle("Accommodations · Proctoring · Unnati");
	const queryClient = useQueryClient();
	const list = useQuery(accommodationsQuery());
	const remove = useMutation({
		mutationFn: deleteAccommodation,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: proctoringKeys.all }),
	});

	let body: ReactNode;
	if (list.isPending) body = <LoadingState label="Loading accommodations" />;
	else if (list.isError) body = <LoadFailed what="The accommodations" onRetry={() => void list.refetch()} />;
	else if (list.data.length === 0) body = <EmptyCard>No accommodations yet.</EmptyCard>;
	else {
		body = (
			<ScrollArea
				type="auto"
				offsetScrollbars
				viewportProps={{ tabIndex: 0, "aria-label": "Accommodations, scrollable" }}
			>
				<Table striped verticalSpacing="sm" aria-label="Accommodations">
					<Table.Thead>
						<Table.Tr>
							<Table.Th miw={180}>Student</Table.Th>
							<Table.Th miw={160}>Exam</Table.Th>
							<Table.Th>Extra time</Table.Th>
							<Table.Th>Face signals</Table.Th>
							<Table.Th miw={160}>Note</Table.Th>
							<Table.Th miw={150}>Changed</Table.Th>
							<Table.Th>
								<VisuallyHidden>Actions</VisuallyHidden>
							</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{list.data.map((a) => (
							<Table.Tr key={a.id}>
								<Table.Td>
									<Text size="sm" fw={600}>
										{a.studentName}
									</Text>
									<Text size="xs" c="dimmed">
										{a.rollNo}
									</Text>
								</Table.Td>
								<Table.Td>{a.examTitle ?? "All exams"}</Table.Td>
								<Table.Td>{a.extraMinutes > 0 ? `${a.extraMinutes} min` : "—"}</Table.Td>
								<Table.Td>{a.faceSignalsOff ? "Off" : "On"}</Table.Td>
								<Table.Td>{a.note || "—"}</Table.Td>
								<Table.Td>{formatWhen(a.updatedAt)}</Table.Td>
								<Table.Td>
									<Button
										size="xs"
										color="red"
										variant="subtle"
										loading={remove.isPending && remove.variables === a.id}
										onClick={() => remove.mutate(a.id)}
										aria-label={`Withdraw the accommodation of ${a.studentName}${a.examTitle ? ` for ${a.examTitle}` : ""}`}
									>
										Withdraw
									</Button>
								</Table.Td>
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
				<Anchor component={Link} to={paths.proctoring} size="sm">
					← Proctoring
				</Anchor>
				<Title order={1} mt={4}>
					Accommodations
				</Title>
				<Text c="dimmed" mt={4}>
					Extra time is added to a student's deadline when they start the exam; with face signals off the
					webcam is not used. An exam's own accommodation wins over one for all exams.
				</Text>
			</div>
			<AccommodationForm />
			<Title order={2} size="h3">
				Granted
			</Title>
			{remove.isError && (
				<Text c="red.8" role="alert">
					The accommodation could not be withdrawn. Please try again.
				</Text>
			)}
			{body}
		</Stack>
	);
}
