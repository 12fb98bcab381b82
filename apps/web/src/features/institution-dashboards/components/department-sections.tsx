import { Alert, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeclaredSection, DepartmentStructure } from "@unnati/contracts/students";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { deleteSection, structureKeys } from "../structure-api";
import { SectionFormModal } from "./section-form-modal";

const students = (s: DeclaredSection) => {
	const base = s.active === 1 ? "1 student" : `${s.active} students`;
	return s.deactivated > 0 ? `${base} (+${s.deactivated} deactivated)` : base;
};

/**
 * A department's declared sections by year: students, capacity and mentors of each; add, rename
 * (students move with it) and delete (only an empty one: the server answers 409 with the count).
 */
export function DepartmentSections({ department }: { department: DepartmentStructure }) {
	const queryClient = useQueryClient();
	const [editing, setEditing] = useState<DeclaredSection | null>(null);
	const [formOpen, setFormOpen] = useState(false);
	const remove = useMutation({
		mutationFn: (s: DeclaredSection) => deleteSection(s.id),
		onSuccess: (_done, s) => {
			void queryClient.invalidateQueries({ queryKey: structureKeys.all });
			notifications.show({
				color: "green",
				message: `Deleted section ${s.name} of ${department.code} year ${s.year}.`,
			});
		},
	});
	const headingId = `sections-${department.id}`;

	return (
		<Stack gap="xs" component="section" aria-labelledby={headingId}>
			<Group justify="space-between" align="center">
				<Title order={3} size="h5" id={headingId}>
					Sections
				</Title>
				<Button
					size="compact-sm"
					variant="outline"
					aria-label={`Add a section to ${department.code}`}
					onClick={() => {
						setEditing(null);
						setFormOpen(true);
					}}
				>
					Add a section
				</Button>
			</Group>
			{remove.isError && (
				<Alert color="red" variant="light" title="The section was not deleted" role="alert">
					{failureMessage(remove.error, "Please try again.")}
				</Alert>
			)}
			{department.sections.length === 0 ? (
				<Text size="sm" c="dimmed">
					No sections declared: students may be placed in any section letter. Declare a year's sections to
					have new, edited and imported students checked against them.
				</Text>
			) : (
				<Table.ScrollContainer minWidth={560}>
					<Table aria-label={`${department.code} sections`}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Year</Table.Th>
								<Table.Th>Section</Table.Th>
								<Table.Th>Students</Table.Th>
								<Table.Th>Capacity</Table.Th>
								<Table.Th>Mentors</Table.Th>
								<Table.Th>Actions</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{department.sections.map((s) => {
								const label = `${department.code} year ${s.year} section ${s.name}`;
								return (
									<Table.Tr key={s.id}>
										<Table.Td>Year {s.year}</Table.Td>
										<Table.Td>{s.name}</Table.Td>
										<Table.Td>{students(s)}</Table.Td>
										<Table.Td>{s.capacity ?? "No limit"}</Table.Td>
										<Table.Td>
											{s.mentors.length > 0 ? s.mentors.map((m) => m.name).join(", ") : "None yet"}
										</Table.Td>
										<Table.Td>
											<Group gap={6} wrap="nowrap">
												<Button
													size="compact-sm"
													variant="outline"
													aria-label={`Change ${label}`}
													onClick={() => {
														setEditing(s);
														setFormOpen(true);
													}}
												>
													Change
												</Button>
												<Button
													size="compact-sm"
													variant="subtle"
													color="red"
													aria-label={`Delete ${label}`}
													loading={remove.isPending && remove.variables?.id === s.id}
													onClick={() => remove.mutate(s)}
												>
													Delete
												</Button>
											</Group>
										</Table.Td>
									</Table.Tr>
								);
							})}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
			<SectionFormModal
				department={department}
				section={editing}
				opened={formOpen}
				onClose={() => setFormOpen(false)}
			/>
		</Stack>
	);
}

/** A department's batches (the cohort admitted together), newest first, with who is studying and who graduated. */
export function DepartmentBatches({ department }: { department: DepartmentStructure }) {
	const headingId = `batches-${department.id}`;
	return (
		<Stack gap="xs" component="section" aria-labelledby={headingId}>
			<Title order={3} size="h5" id={headingId}>
				Batches
			</Title>
			{department.batches.length === 0 ? (
				<Text size="sm" c="dimmed">
					No batches yet: a batch appears with its first student.
				</Text>
			) : (
				<Table.ScrollContainer minWidth={360}>
					<Table aria-label={`${department.code} batches`}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Batch</Table.Th>
								<Table.Th>Studying</Table.Th>
								<Table.Th>Graduated</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{department.batches.map((b) => (
								<Table.Tr key={b.admissionYear}>
									<Table.Td>{b.label}</Table.Td>
									<Table.Td>{b.current}</Table.Td>
									<Table.Td>{b.graduated}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
		</Stack>
	);
}
