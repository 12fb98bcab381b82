import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManagedStudent, StudentSummary } from "@unnati/contracts/students";
import { studentInputSchema } from "@unnati/contracts/students";
import { useEffect, useState } from "react";
import { firstErrorPerField } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http-error";
import { addStudent, editStudent, studentKeys } from "../students-api";

const FIELDS = ["rollNo", "name", "email", "department", "year", "section", "phone"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const empty = (department: string): Values => ({
	rollNo: "",
	name: "",
	email: "",
	department,
	year: "1",
	section: "A",
	phone: "",
});

interface StudentFormModalProps {
	/** The student being edited; null to add one. */
	student: StudentSummary | null;
	opened: boolean;
	onClose: () => void;
	/** The departments the person may place students in (a department head: their own). */
	departments: readonly string[];
}

/** Adds a student (who is e-mailed an invitation) or edits one; the contracts' schema checks both. */
export function StudentFormModal({ student, opened, onClose, departments }: StudentFormModalProps) {
	const queryClient = useQueryClient();
	const [values, setValues] = useState<Values>(empty(departments[0] ?? ""));
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	useEffect(() => {
		if (!opened) return;
		setErrors({});
		setValues(
			student
				? {
						rollNo: student.rollNo,
						name: student.name,
						email: student.email,
						department: student.deptName ?? departments[0] ?? "",
						year: String(student.currentYear ?? 1),
						section: student.section ?? "A",
						phone: "",
					}
				: empty(departments[0] ?? ""),
		);
	}, [opened, student, departments]);

	const save = useMutation({
		mutationFn: async (input: Values): Promise<ManagedStudent> => {
			const body = { ...input, year: Number(input.year), phone: input.phone || null };
			if (!student) return addStudent(body);
			const { rollNo: _rollNo, phone, ...rest } = body;
			return editStudent(student.rollNo, phone ? { ...rest, phone } : rest);
		},
		onSuccess: (saved) => {
			void queryClient.invalidateQueries({ queryKey: studentKeys.all });
			notifications.show({
				color: "green",
				message: student
					? `Saved ${saved.name}.`
					: `Added ${saved.name}; an invitation to set a password was e-mailed to ${saved.email}.`,
			});
			onClose();
		},
		onError: (error) => {
			if (error instanceof HttpError) setErrors(firstErrorPerField(FIELDS, error.errors));
		},
	});

	const submit = () => {
		const parsed = studentInputSchema.safeParse({
			...values,
			year: values.year,
			phone: values.phone || null,
		});
		if (!parsed.success) {
			setErrors(firstErrorPerField(FIELDS, parsed.error.issues));
			return;
		}
		setErrors({});
		save.mutate(values);
	};
	const field = (name: Field) => ({
		value: values[name],
		error: errors[name],
		onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
			setValues((v) => ({ ...v, [name]: event.currentTarget.value })),
	});

	return (
		<Modal
			opened={opened}
			onClose={onClose}
			title={student ? `Edit ${student.name}` : "Add a student"}
			size="lg"
		>
			<form
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
			>
				<Stack gap="sm">
					<TextInput label="Roll number" required disabled={student !== null} {...field("rollNo")} />
					<TextInput label="Name" required {...field("name")} />
					<TextInput label="Email" type="email" required {...field("email")} />
					<Group grow align="flex-start">
						<Select
							label="Department"
							required
							data={[...departments]}
							value={values.department}
							error={errors.department}
							onChange={(value) => setValues((v) => ({ ...v, department: value ?? "" }))}
							allowDeselect={false}
						/>
						<NumberInput
							label="Year"
							required
							min={1}
							max={4}
							value={values.year}
							error={errors.year}
							onChange={(value) => setValues((v) => ({ ...v, year: String(value) }))}
						/>
						<TextInput label="Section" required maxLength={1} {...field("section")} />
					</Group>
					<TextInput
						label="Phone (optional)"
						type="tel"
						description={student ? "Leave empty to keep the number on record." : undefined}
						{...field("phone")}
					/>
					{save.isError && (
						<Alert color="red" variant="light" role="alert">
							{save.error instanceof HttpError
								? (save.error.serverMessage ?? save.error.message)
								: "Please try again."}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							Cancel
						</Button>
						<Button type="submit" loading={save.isPending}>
							{student ? "Save" : "Add and invite"}
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}
