import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type ManagedCertificate, revokeCertificateSchema } from "@unnati/contracts/certificates";
import { useState } from "react";
import { HttpError } from "../../../lib/http-error";
import { certificateKeys, revokeCertificate } from "../api";

/** Asks for the reason (3–500 characters, shown to anyone who verifies) and revokes. */
export function RevokeModal({
	certificate,
	onClose,
}: {
	certificate: ManagedCertificate | null;
	onClose: () => void;
}) {
	const queryClient = useQueryClient();
	const [reason, setReason] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [sending, setSending] = useState(false);

	const close = () => {
		setReason("");
		setError(null);
		onClose();
	};

	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		if (!certificate) return;
		// The contract's own rule, checked before sending: the server checks it again.
		const checked = revokeCertificateSchema.safeParse({ reason });
		if (!checked.success) {
			setError(checked.error.issues[0]?.message ?? "Give a reason.");
			return;
		}
		setSending(true);
		try {
			await revokeCertificate(certificate.id, checked.data.reason);
			notifications.show({
				color: "green",
				message: `Revoked the certificate of ${certificate.recipientName} for ${certificate.subject.title}.`,
			});
			await queryClient.invalidateQueries({ queryKey: certificateKeys.all });
			close();
		} catch (failure) {
			setError(
				failure instanceof HttpError && failure.serverMessage
					? failure.serverMessage
					: "The certificate could not be revoked. Try again.",
			);
		} finally {
			setSending(false);
		}
	};

	return (
		<Modal opened={certificate !== null} onClose={close} title="Revoke certificate" centered>
			{certificate && (
				<form onSubmit={submit} noValidate>
					<Stack gap="sm">
						<Text size="sm">
							{certificate.recipientName}
							{certificate.rollNo ? ` (${certificate.rollNo})` : ""}: {certificate.subject.title}. Anyone who
							verifies it will see it as revoked, with your reason, from now on. This cannot be undone.
						</Text>
						<Textarea
							label="Reason"
							description="Shown on the public verification page, the PDF and the badge."
							required
							autosize
							minRows={3}
							maxLength={500}
							value={reason}
							onChange={(event) => {
								setReason(event.currentTarget.value);
								setError(null);
							}}
							error={error}
						/>
						<Group justify="flex-end">
							<Button variant="default" onClick={close}>
								Cancel
							</Button>
							<Button type="submit" color="red" loading={sending}>
								Revoke certificate
							</Button>
						</Group>
					</Stack>
				</form>
			)}
		</Modal>
	);
}
