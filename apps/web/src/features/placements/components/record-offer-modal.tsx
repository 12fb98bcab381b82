import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { OfficerDrive } from "@unnati/contracts/placements";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { recordOffer } from "../api";
import { formatLpa } from "./format";

/** A datetime-local value a week from now, in the browser's time. */
function weekAhead(): string {
	const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
	at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
	return `${at.toISOString().slice(0, 10)}T17:00`;
}

/** The officer records the company's offer to one applicant; the drive's terms are the starting values. */
export function RecordOfferModal({
	drive,
	applicant,
	onClose,
	onRecorded,
}: {
	drive: OfficerDrive;
	applicant: { applicationId: string; name: string } | null;
	onClose: () => void;
	onRecorded: () => Promise<void>;
}) {
	const [role, setRole] = useState(drive.roles[0] ?? drive.title);
	const [fixed, setFixed] = useState<number | string>(drive.ctcFixedInr);
	const [variable, setVariable] = useState<number | string>(drive.ctcVariableInr);
	const [joiningDate, setJoiningDate] = useState("");
	const [respondBy, setRespondBy] = useState(weekAhead);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		if (!applicant) return;
		setBusy(true);
		setError(null);
		try {
			await recordOffer(applicant.applicationId, {
				role,
				ctcFixedInr: Number(fixed),
				ctcVariableInr: Number(variable || 0),
				joiningDate,
				respondBy: respondBy ? new Date(respondBy).toISOString() : "",
			});
			await onRecorded();
			onClose();
		} catch (caught) {
			setError(failureMessage(caught, "The offer was not recorded."));
		} finally {
			setBusy(false);
		}
	};
	const total = Number(fixed || 0) + Number(variable || 0);
	return (
		<Modal
			opened={applicant !== null}
			onClose={onClose}
			title={`Record an offer for ${applicant?.name ?? ""}`}
			centered
		>
			<form onSubmit={submit} aria-label="Record an offer">
				<Stack gap="sm">
					<TextInput
						label="Role offered"
						required
						value={role}
						onChange={(e) => setRole(e.currentTarget.value)}
					/>
					<SimpleGrid cols={{ base: 1, xs: 2 }}>
						<NumberInput
							label="Fixed pay a year (₹)"
							required
							min={1}
							thousandSeparator=","
							value={fixed}
							onChange={setFixed}
						/>
						<NumberInput
							label="Variable pay a year (₹)"
							min={0}
							thousandSeparator=","
							value={variable}
							onChange={setVariable}
						/>
						<TextInput
							type="date"
							label="Joining date"
							required
							value={joiningDate}
							onChange={(e) => setJoiningDate(e.currentTarget.value)}
						/>
						<TextInput
							type="datetime-local"
							label="Answer by"
							required
							value={respondBy}
							onChange={(e) => setRespondBy(e.currentTarget.value)}
						/>
					</SimpleGrid>
					<Text size="sm" c="dimmed">
						Total {formatLpa(total)}; its tier comes from the college's placement policy.
					</Text>
					{error && (
						<Alert color="red" role="alert">
							{error}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							Cancel
						</Button>
						<Button type="submit" loading={busy}>
							Record offer
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}
