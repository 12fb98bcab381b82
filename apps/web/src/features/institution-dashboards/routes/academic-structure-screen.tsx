import { Alert, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DepartmentStructure } from "@unnati/contracts/students";
import { useState } from "react";
import { QueryState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { DepartmentFormModal } from "../components/department-form-modal";
import { DepartmentBatches, DepartmentSections } from "../components/department-sections";
import { PromotePanel } from "../components/promote-panel";
import { academicStructureQuery, deleteDepartment, structureKeys } from "../structure-api";

const counted = (active: number, deactivated: number) =>
	deactivated > 0 ? `${active} (+${deactivated} deactivated)` : String(active);

/** One department's years and sections, with how many students each has. */
function YearsTable({ department }: { department: DepartmentStructure }) {
	if (department.years.length === 0)
		return (
			<Text size="sm" c="dimmed">
				No current students.
			</Text>
		);
	return (
		<Table.ScrollContainer minWidth={360}>
			<Table aria-label={`${department.code} students by year and section`}>
				<Table.Thead>
					<Table.Tr>
						<Table.Th>Year</Table.Th>
						<Table.Th>Sections (students)</Table.Th>
						<Table.Th>Students</Table.Th>
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{department.years.map((y) => (
						<Table.Tr key={y.year}>
							<Table.Td>{y.year === 0 ? "No year" : `Year ${y.year}`}</Table.Td>
							<Table.Td>
								{y.sections
									.map((s) => `${s.section ?? "No section"}: ${counted(s.active, s.deactivated)}`)
									.join(" · ")}
							</Table.Td>
							<Table.Td>{counted(y.active, y.deactivated)}</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}

/**
 * "Departments and years" (issue 18), the college administrator's: the college's departments (add,
 * rename, delete an empty one), each one's current students by year and section, its declared
 * sections (add, rename, delete an empty one) and its batches, and promoting a year (the final year
 * graduates).
 */
export function AcademicStructureScreen() {
	useDocumentTitle("Departments and years · Unnati");
	const queryClient = useQueryClient();
	const structure = useQuery(academicStructureQuery());
	const [editing, setEditing] = useState<DepartmentStructure | null>(null);
	const [formOpen, setFormOpen] = useState(false);
	const remove = useMutation({
		mutationFn: (d: DepartmentStructure) => deleteDepartment(d.id),
		onSuccess: (_done, d) => {
			void queryClient.invalidateQueries({ queryKey: structureKeys.all });
			notifications.show({ color: "green", message: `Deleted ${d.code}.` });
		},
	});

	return (
		<Stack gap="lg" maw={1100}>
			<div>
				<Title order={1}>Departments and years</Title>
				<Text c="dimmed" mt={4}>
					Your college's departments, their current students by year and section, their sections and their
					batches. Renaming a department keeps its students in it; renaming a section moves its students with
					it.
				</Text>
			</div>
			<Group>
				<Button
					onClick={() => {
						setEditing(null);
						setFormOpen(true);
					}}
				>
					Add a department
				</Button>
			</Group>
			{remove.isError && (
				<Alert color="red" variant="light" title="The department was not deleted" role="alert">
					{failureMessage(remove.error, "Please try again.")}
				</Alert>
			)}
			<QueryState
				query={structure}
				what="The departments"
				loading={{ label: "Loading the departments" }}
				isEmpty={(data) => data.departments.length === 0}
				empty="No departments yet: add the first one."
			>
				{(data) => (
					<Stack gap="lg">
						{data.departments.map((d) => (
							<Card key={d.id} withBorder padding="lg" component="section" aria-labelledby={`dept-${d.id}`}>
								<Stack gap="sm">
									<Group justify="space-between" align="start">
										<div>
											<Title order={2} size="h4" id={`dept-${d.id}`}>
												{d.code} · {d.name}
											</Title>
											<Text size="sm" c="dimmed">
												{d.students === 1 ? "1 current student" : `${d.students} current students`}
												{d.graduated > 0 && ` · ${d.graduated} graduated`}
											</Text>
										</div>
										<Group gap={6}>
											<Button
												size="compact-sm"
												variant="outline"
												aria-label={`Rename ${d.code}`}
												onClick={() => {
													setEditing(d);
													setFormOpen(true);
												}}
											>
												Rename
											</Button>
											{d.students === 0 && d.graduated === 0 && (
												<Button
													size="compact-sm"
													variant="subtle"
													color="red"
													aria-label={`Delete ${d.code}`}
													loading={remove.isPending && remove.variables?.id === d.id}
													onClick={() => remove.mutate(d)}
												>
													Delete
												</Button>
											)}
										</Group>
									</Group>
									<YearsTable department={d} />
									<DepartmentSections department={d} />
									<DepartmentBatches department={d} />
								</Stack>
							</Card>
						))}
						<PromotePanel departments={data.departments} />
					</Stack>
				)}
			</QueryState>
			<DepartmentFormModal department={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
		</Stack>
	);
}
