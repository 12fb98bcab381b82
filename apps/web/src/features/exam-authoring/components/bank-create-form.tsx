import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BankSummary, bankInputSchema } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { authoringKeys, createBank } from "../api";
import { type ErrorMap, errorMap, requestFailure, serverErrors } from "./form-errors";

/** Names a new, empty bank; questions are added or imported on the bank's own page. */
export function BankCreateForm({ onCreated }: { onCreated?: (bank: BankSummary) => void }) {
	const queryClient = useQueryClient();
	const [name, setName] = useState("");
	const [description, setDescription] = useState("");
	const [errors, setErrors] = useState<ErrorMap>({});
	const [failure, setFailure] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: createBank,
		onSuccess: async (bank) => {
			notifications.show({ color: "green", message: `Bank “${bank.name}” created.` });
			setName("");
			setDescription("");
			await queryClient.invalidateQueries({ queryKey: authoringKeys.banks });
			onCreated?.(bank);
		},
		onError: (error) => {
			const found = serverErrors(error);
			setErrors(found);
			setFailure(
				Object.keys(found).length > 0 ? null : requestFailure(error, "The bank could not be created."),
			);
		},
	});

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const parsed = bankInputSchema.safeParse({ name, description });
		if (!parsed.success) {
			setErrors(errorMap(parsed.error.issues));
			return;
		}
		setErrors({});
		setFailure(null);
		mutation.mutate(parsed.data);
	};

	return (
		<form onSubmit={submit} noValidate aria-label="New question bank">
			<Stack gap="sm">
				<TextInput
					label="Bank name"
					required
					value={name}
					onChange={(event) => setName(event.currentTarget.value)}
					error={errors.name}
					placeholder="e.g. Data Structures – Unit 2"
				/>
				<Textarea
					label="Description (optional)"
					autosize
					minRows={2}
					value={description}
					onChange={(event) => setDescription(event.currentTarget.value)}
					error={errors.description}
				/>
				{failure && (
					<Alert color="red" variant="light" role="alert">
						{failure}
					</Alert>
				)}
				<Button type="submit" loading={mutation.isPending} style={{ alignSelf: "flex-start" }}>
					Create bank
				</Button>
			</Stack>
		</form>
	);
}
