import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DepartmentStructure, departmentInputSchema } from "@unnati/contracts/students";
import { useEffect, useState } from "react";
import { firstErrorPerField } from "../../../lib/field-errors";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { addDepartment, changeDepartment, structureKeys } from "../structure-api";
import { studentKeys } from "../students-api";

const FIELDS = ["code", "name"] as const;
type Field = (typeof FIELDS)[number];

/** Adds a department or renames one (its students stay in it); the contracts' schema checks both. */
export function DepartmentFormModal({
	department,
	opened,
	onClose,
}: {
	/** The department being renamed; null to add one. */
	department: DepartmentStructure | null;
	opened: boolean;
	onClose: () => void;
}) {
	const queryClient = useQueryClient();
	const [values, setValues] = useState({ code: "", name: "" });
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	useEffect(() => {
		if (!opened) return;
		setErrors({});
		setValues(department ? { code: department.code, name: department.name } : { code: "", name: "" });
	}, [opened, department]);

	const save = useMutation({
		mutationFn: (input: { code: string; name: string }) =>
			department ? changeDepartment(department.id, input) : addDepartment(input),
		onSuccess: (saved) => {
			void queryClient.invalidateQueries({ queryKey: structureKeys.all });
			void queryClient.invalidateQueries({ queryKey: studentKeys.all });
			notifications.show({
				color: "green",
				message: department ? `Saved ${saved.code} (${saved.name}).` : `Added ${saved.code} (${saved.name}).`,
			});
			onClose();
		},
		onError: (error) => {
			if (error instanceof HttpError) setErrors(firstErrorPerField(FIELDS, error.errors));
		},
	});

	const submit = () => {
		const parsed = departmentInputSchema.safeParse(values);
		if (!parsed.success) {
			setErrors(firstErrorPerField(FIELDS, parsed.error.issues));
			return;
		}
		setErrors({});
		save.mutate(parsed.data);
	};
	const fieldless = save.isError && Object.keys(errors).length === 0;

	return (
		<Modal
			opened={opened}
			onClose={onClose}
			title={department ? `Rename ${department.code}` : "Add a department"}
		>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
				noValidate
			>
				<Stack gap="md">
					<TextInput
						label="Code"
						description="2 to 8 capital letters, e.g. CSE"
						value={values.code}
						onChange={(event) => setValues({ ...values, code: event.currentTarget.value.toUpperCase() })}
						error={errors.code}
						required
						maxLength={8}
						data-autofocus
					/>
					<TextInput
						label="Name"
						description="3 to 120 characters, e.g. Computer Science and Engineering"
						value={values.name}
						onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
						error={errors.name}
						required
						maxLength={120}
					/>
					{department && department.students > 0 && (
						<Alert color="blue" variant="light">
							Its {department.students} students stay in the department.
						</Alert>
					)}
					{fieldless && (
						<Alert color="red" variant="light" role="alert">
							{failureMessage(save.error, "The department could not be saved. Please try again.")}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							Cancel
						</Button>
						<Button type="submit" loading={save.isPending}>
							{department ? "Save" : "Add"}
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}
