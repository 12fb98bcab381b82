import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	type DeclaredSection,
	PROGRAMME_YEARS,
	sectionInputSchema,
	sectionUpdateSchema,
} from "@unnati/contracts/students";
import { useEffect, useState } from "react";
import { firstErrorPerField } from "../../../lib/field-errors";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { addSection, changeSection, structureKeys } from "../structure-api";
import { studentKeys } from "../students-api";

const FIELDS = ["year", "name", "capacity"] as const;
type Field = (typeof FIELDS)[number];
const YEARS = Array.from({ length: PROGRAMME_YEARS }, (_, i) => ({
	value: String(i + 1),
	label: `Year ${i + 1}`,
}));

/**
 * Declares a section of a department's year, or renames one (its students move with it) and changes
 * its capacity; the contracts' schemas check both before the server does.
 */
export function SectionFormModal({
	department,
	section,
	opened,
	onClose,
}: {
	department: { id: string; code: string };
	/** The section being changed; null to declare one. */
	section: DeclaredSection | null;
	opened: boolean;
	onClose: () => void;
}) {
	const queryClient = useQueryClient();
	const [values, setValues] = useState({ year: "1", name: "", capacity: "" as string | number });
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	useEffect(() => {
		if (!opened) return;
		setErrors({});
		setValues(
			section
				? { year: String(section.year), name: section.name, capacity: section.capacity ?? "" }
				: { year: "1", name: "", capacity: "" },
		);
	}, [opened, section]);

	const save = useMutation({
		mutationFn: (input: { year: number; name: string; capacity: number | null }) =>
			section
				? changeSection(section.id, {
						...(input.name !== section.name ? { name: input.name } : {}),
						capacity: input.capacity,
					})
				: addSection(department.id, input),
		onSuccess: (saved) => {
			void queryClient.invalidateQueries({ queryKey: structureKeys.all });
			void queryClient.invalidateQueries({ queryKey: studentKeys.all });
			notifications.show({
				color: "green",
				message: section
					? `Saved section ${saved.name} of ${department.code} year ${saved.year}.`
					: `Added section ${saved.name} to ${department.code} year ${saved.year}.`,
			});
			onClose();
		},
		onError: (error) => {
			if (error instanceof HttpError) setErrors(firstErrorPerField(FIELDS, error.errors));
		},
	});

	const submit = () => {
		const capacity = values.capacity === "" ? null : Number(values.capacity);
		const input = { year: Number(values.year), name: values.name, capacity };
		const parsed = section
			? sectionUpdateSchema.safeParse({ name: input.name, capacity })
			: sectionInputSchema.safeParse(input);
		if (!parsed.success) {
			setErrors(firstErrorPerField(FIELDS, parsed.error.issues));
			return;
		}
		setErrors({});
		save.mutate({ ...input, name: input.name.trim().toUpperCase() });
	};
	const fieldless = save.isError && Object.keys(errors).length === 0;
	const students = section ? section.active + section.deactivated : 0;

	return (
		<Modal
			opened={opened}
			onClose={onClose}
			title={
				section
					? `Change section ${section.name} of ${department.code} year ${section.year}`
					: `Add a section to ${department.code}`
			}
		>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
				noValidate
			>
				<Stack gap="md">
					{!section && (
						<Select
							label="Year"
							data={YEARS}
							value={values.year}
							onChange={(value) => setValues({ ...values, year: value ?? "1" })}
							allowDeselect={false}
							error={errors.year}
						/>
					)}
					<TextInput
						label="Section"
						description="One letter, A to Z"
						value={values.name}
						onChange={(event) => setValues({ ...values, name: event.currentTarget.value.toUpperCase() })}
						error={errors.name}
						required
						maxLength={1}
						data-autofocus
					/>
					<NumberInput
						label="Capacity (optional)"
						description="Seats planned for the section, e.g. 60; leave empty for no limit"
						value={values.capacity}
						onChange={(value) => setValues({ ...values, capacity: value })}
						error={errors.capacity}
						min={1}
						max={500}
						allowDecimal={false}
						allowNegative={false}
					/>
					{section && students > 0 && (
						<Alert color="blue" variant="light">
							Renaming moves its {students === 1 ? "1 student" : `${students} students`} to the new name.
						</Alert>
					)}
					{fieldless && (
						<Alert color="red" variant="light" role="alert">
							{failureMessage(save.error, "The section could not be saved. Please try again.")}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							Cancel
						</Button>
						<Button type="submit" loading={save.isPending}>
							{section ? "Save" : "Add"}
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}
