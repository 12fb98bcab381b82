import { Alert, Anchor, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	APPLICATION_STATUS_LABELS,
	type EligibilityRules,
	OFFER_STATUS_LABELS,
	OFFICER_STATUSES,
	type Offer,
	type OfficerDrive,
} from "@unnati/contracts/placements";
import { useState } from "react";
import { useParams } from "react-router";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import {
	applicantsCsvUrl,
	applicantsQuery,
	driveEligibilityQuery,
	driveOffersQuery,
	driveQuery,
	placementKeys,
	setApplicationStatus,
	updateRules,
} from "../api";
import { DriveFacts } from "../components/drive-facts";
import { EligibilityResultView, LiveEligibility } from "../components/eligibility-panel";
import { formatDateTime, formatLpa } from "../components/format";
import { OfferLetterUpload } from "../components/offer-letter";
import { RecordOfferModal } from "../components/record-offer-modal";
import { RoundsPanel } from "../components/rounds-panel";
import { RulesForm, ruleErrors } from "../components/rules-form";

function Applicants({ drive }: { drive: OfficerDrive }) {
	const driveId = drive.id;
	const client = useQueryClient();
	const applicants = useQuery(applicantsQuery(driveId));
	const offers = useQuery(driveOffersQuery(driveId));
	const [error, setError] = useState<string | null>(null);
	const [offerFor, setOfferFor] = useState<{ applicationId: string; name: string } | null>(null);
	const offerOf = new Map((offers.data ?? []).map((offer) => [offer.applicationId, offer]));
	if (applicants.isPending) return <LoadingState label="Loading applicants" />;
	if (applicants.isError)
		return <LoadFailed what="The applicants" error={applicants.error} onRetry={() => applicants.refetch()} />;
	if (applicants.data.length === 0) return <EmptyCard>No one has applied yet.</EmptyCard>;
	return (
		<Stack gap="xs">
			{error && (
				<Alert color="red" role="alert">
					{error}
				</Alert>
			)}
			<Table.ScrollContainer minWidth={760}>
				<Table aria-label="Applicants" verticalSpacing="xs">
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Roll number</Table.Th>
							<Table.Th>Student</Table.Th>
							<Table.Th>Branch</Table.Th>
							<Table.Th>CGPA</Table.Th>
							<Table.Th>Resume</Table.Th>
							<Table.Th>Applied</Table.Th>
							<Table.Th>Status</Table.Th>
							<Table.Th>Offer</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{applicants.data.map((a) => (
							<Table.Tr key={a.id}>
								<Table.Td>{a.rollNo}</Table.Td>
								<Table.Td>{a.name}</Table.Td>
								<Table.Td>{a.branch ?? "—"}</Table.Td>
								<Table.Td>{a.cgpa?.toFixed(2) ?? "—"}</Table.Td>
								<Table.Td>{a.resumeTitle}</Table.Td>
								<Table.Td>{formatDateTime(a.appliedAt)}</Table.Td>
								<Table.Td>
									{a.status === "withdrawn" ? (
										<Text size="sm" c="dimmed">
											Withdrawn
										</Text>
									) : (
										<Select
											aria-label={`Status of ${a.name}`}
											size="xs"
											w={150}
											data={OFFICER_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
											value={a.status}
											allowDeselect={false}
											onChange={async (value) => {
												if (!value || value === a.status) return;
												setError(null);
												try {
													await setApplicationStatus(a.id, value as (typeof OFFICER_STATUSES)[number]);
													await client.invalidateQueries({ queryKey: placementKeys.all });
												} catch (caught) {
													setError(failureMessage(caught, "The status was not changed."));
												}
											}}
										/>
									)}
								</Table.Td>
								<Table.Td>
									<OfferCell
										offer={offerOf.get(a.id)}
										open={a.status !== "withdrawn" && a.status !== "rejected"}
										onRecord={() => setOfferFor({ applicationId: a.id, name: a.name })}
										name={a.name}
									/>
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</Table.ScrollContainer>
			{offerFor && (
				<RecordOfferModal
					key={offerFor.applicationId}
					drive={drive}
					applicant={offerFor}
					onClose={() => setOfferFor(null)}
					onRecorded={() => client.invalidateQueries({ queryKey: placementKeys.all })}
				/>
			)}
		</Stack>
	);
}

/** An applicant's offer: its total and the student's answer, or a button to record one. */
function OfferCell({
	offer,
	open,
	onRecord,
	name,
}: {
	offer: Offer | undefined;
	open: boolean;
	onRecord: () => void;
	name: string;
}) {
	if (offer)
		return (
			<div>
				<Text size="sm">
					{formatLpa(offer.ctcFixedInr + offer.ctcVariableInr)} ({offer.tierName}):{" "}
					{offer.status === "pending"
						? "awaiting the student"
						: OFFER_STATUS_LABELS[offer.status].toLowerCase()}
					{offer.fromWaitlist ? " · from the waitlist" : ""}
				</Text>
				<OfferLetterUpload offer={offer} studentName={name} />
			</div>
		);
	if (!open) return null;
	return (
		<Button size="xs" variant="light" onClick={onRecord} aria-label={`Record an offer for ${name}`}>
			Record offer
		</Button>
	);
}

function Eligibility({ drive }: { drive: OfficerDrive }) {
	const client = useQueryClient();
	const saved = useQuery(driveEligibilityQuery(drive.id));
	const [draft, setDraft] = useState<EligibilityRules | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	if (draft) {
		const invalid = Object.keys(ruleErrors(draft)).length > 0;
		return (
			<Stack gap="md">
				<RulesForm rules={draft} onChange={setDraft} />
				<LiveEligibility rules={draft} />
				{error && (
					<Alert color="red" role="alert">
						{error}
					</Alert>
				)}
				<Group>
					<Button
						loading={busy}
						disabled={invalid}
						onClick={async () => {
							setBusy(true);
							setError(null);
							try {
								await updateRules(drive.id, draft);
								await client.invalidateQueries({ queryKey: placementKeys.all });
								setDraft(null);
							} catch (caught) {
								setError(failureMessage(caught, "The rules were not saved."));
							} finally {
								setBusy(false);
							}
						}}
					>
						Save rules
					</Button>
					<Button variant="default" onClick={() => setDraft(null)}>
						Cancel
					</Button>
				</Group>
			</Stack>
		);
	}
	return (
		<Stack gap="sm">
			<Group>
				<Button variant="light" onClick={() => setDraft(drive.rules)}>
					Change the rules
				</Button>
			</Group>
			{saved.isPending ? (
				<LoadingState label="Counting eligible students" />
			) : saved.isError ? (
				<LoadFailed what="The eligible students" error={saved.error} onRetry={() => saved.refetch()} />
			) : (
				<EligibilityResultView result={saved.data} />
			)}
		</Stack>
	);
}

/** One drive for the officer: its terms, who is eligible and why not, and the applicants. */
export function OfficerDriveScreen() {
	const { driveId = "" } = useParams();
	const drive = useQuery(driveQuery(driveId));
	useDocumentTitle(
		drive.data ? `${drive.data.title} · ${drive.data.company.name} · Unnati` : "Drive · Unnati",
	);
	if (drive.isPending) return <LoadingState label="Loading the drive" />;
	if (drive.isError)
		return <LoadFailed what="The drive" error={drive.error} onRetry={() => drive.refetch()} />;
	const d = drive.data;
	return (
		<Stack gap="lg" maw={1100}>
			<div>
				<Title order={1}>{d.title}</Title>
				<Text c="dimmed" mt={4}>
					{d.company.name}, {d.company.city} · {d.seasonName} ·{" "}
					{d.open ? "Open for applications" : "Applications closed"}
				</Text>
			</div>
			<Card withBorder>
				<DriveFacts drive={d} />
				<Text size="sm" mt="md" style={{ whiteSpace: "pre-wrap" }}>
					{d.description}
				</Text>
			</Card>
			<Card withBorder>
				<Group justify="space-between" mb="sm">
					<Title order={2} size="h4">
						Applicants ({d.applicants})
					</Title>
					<Anchor href={applicantsCsvUrl(d.id)} download>
						Download CSV
					</Anchor>
				</Group>
				<Applicants drive={d} />
			</Card>
			<Card withBorder>
				<Title order={2} size="h4" mb="sm">
					Rounds
				</Title>
				<RoundsPanel drive={d} />
			</Card>
			<Card withBorder>
				<Title order={2} size="h4" mb="sm">
					Eligibility
				</Title>
				<Eligibility drive={d} />
			</Card>
		</Stack>
	);
}
