import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { OFFER_STATUS_LABELS, type Offer, type OfferStatus } from "@unnati/contracts/placements";
import { useState } from "react";
import { LoadFailed } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { decideOffer, myOffersQuery, placementKeys } from "../api";
import { formatDate, formatDateTime, formatInr, formatLpa } from "./format";
import { OfferLetterLink } from "./offer-letter";

const STATUS_COLORS: Record<OfferStatus, string> = {
	pending: "orange",
	accepted: "green",
	declined: "gray",
	released: "gray",
	expired: "gray",
};

function OfferCard({
	offer,
	onDecide,
}: {
	offer: Offer;
	onDecide: (decision: "accept" | "decline") => void;
}) {
	return (
		<Card withBorder component="article" aria-labelledby={`offer-${offer.id}`}>
			<Group justify="space-between" align="flex-start" wrap="nowrap">
				<div>
					<Title order={3} size="h5" id={`offer-${offer.id}`}>
						{offer.companyName}: {offer.role}
					</Title>
					<Text size="sm">
						{offer.driveTitle} · joining {formatDate(`${offer.joiningDate}T00:00:00+05:30`)}
					</Text>
				</div>
				<Stack gap={4} align="flex-end">
					<Text fw={700}>{formatLpa(offer.ctcFixedInr + offer.ctcVariableInr)}</Text>
					<Group gap={4}>
						<Badge variant="outline">{offer.tierName}</Badge>
						<Badge color={STATUS_COLORS[offer.status]} variant="light">
							{OFFER_STATUS_LABELS[offer.status]}
						</Badge>
					</Group>
				</Stack>
			</Group>
			<Text size="sm" mt="xs">
				Fixed {formatInr(offer.ctcFixedInr)} a year
				{offer.ctcVariableInr > 0 ? ` + variable ${formatInr(offer.ctcVariableInr)}` : ""}.{" "}
				{offer.status === "pending"
					? `Answer by ${formatDateTime(offer.respondBy)} IST.`
					: offer.decidedAt
						? `Answered ${formatDateTime(offer.decidedAt)} IST.`
						: ""}
			</Text>
			{offer.fromWaitlist && (
				<Text size="sm" mt="xs">
					You were on this drive's waitlist: this place was freed when a selected student declined it.
				</Text>
			)}
			{offer.letter && (
				<Text mt="xs">
					<OfferLetterLink offer={offer} />
				</Text>
			)}
			{offer.status === "pending" && (
				<Group mt="sm">
					<Button onClick={() => onDecide("accept")}>Accept offer</Button>
					<Button variant="default" onClick={() => onDecide("decline")}>
						Decline
					</Button>
				</Group>
			)}
		</Card>
	);
}

/**
 * The student's offers with the college's tier policy, on the jobs board. Accepting asks first, with
 * the policy in words, and then lists what the policy did to the student's other applications.
 */
export function MyOffers() {
	const client = useQueryClient();
	const offers = useQuery(myOffersQuery());
	const [asking, setAsking] = useState<{ offer: Offer; decision: "accept" | "decline" } | null>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [done, setDone] = useState<{ text: string; effects: string[] } | null>(null);
	if (offers.isPending) return null;
	if (offers.isError)
		return <LoadFailed what="Your offers" error={offers.error} onRetry={() => offers.refetch()} />;
	if (offers.data.offers.length === 0) return null;
	const confirm = async () => {
		if (!asking) return;
		setBusy(true);
		setError(null);
		try {
			const result = await decideOffer(asking.offer.id, asking.decision);
			setDone({
				text:
					asking.decision === "accept"
						? `You accepted the offer from ${result.offer.companyName}. Congratulations!`
						: `You declined the offer from ${result.offer.companyName}.`,
				effects: result.effects,
			});
			setAsking(null);
			await client.invalidateQueries({ queryKey: placementKeys.all });
		} catch (caught) {
			setError(failureMessage(caught, "Your answer was not saved. Try again."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<section aria-labelledby="my-offers">
			<Title order={2} size="h3" id="my-offers" mb="xs">
				Your offers
			</Title>
			<Stack gap="sm">
				{done && (
					<Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
						<Text size="sm">{done.text}</Text>
						{done.effects.length > 0 && (
							<List size="sm" mt="xs" aria-label="What the placement policy changed">
								{done.effects.map((effect) => (
									<List.Item key={effect}>{effect}</List.Item>
								))}
							</List>
						)}
					</Alert>
				)}
				{offers.data.offers.map((offer) => (
					<OfferCard
						key={offer.id}
						offer={offer}
						onDecide={(decision) => {
							setError(null);
							setAsking({ offer, decision });
						}}
					/>
				))}
				<details>
					<summary>Your college's placement policy</summary>
					<List size="sm" mt="xs">
						{offers.data.policyText.map((line) => (
							<List.Item key={line}>{line}</List.Item>
						))}
					</List>
				</details>
			</Stack>
			<Modal
				opened={asking !== null}
				onClose={() => setAsking(null)}
				title={asking?.decision === "accept" ? "Accept this offer?" : "Decline this offer?"}
				centered
			>
				{asking && (
					<Stack gap="sm">
						<Text size="sm">
							{asking.offer.companyName}, {asking.offer.role},{" "}
							{formatLpa(asking.offer.ctcFixedInr + asking.offer.ctcVariableInr)} ({asking.offer.tierName}).
							{asking.decision === "decline" ? " A declined offer cannot be taken back." : ""}
						</Text>
						{asking.decision === "accept" && (
							<List size="sm" aria-label="The placement policy">
								{offers.data.policyText.slice(1).map((line) => (
									<List.Item key={line}>{line}</List.Item>
								))}
							</List>
						)}
						{error && (
							<Alert color="red" role="alert">
								{error}
							</Alert>
						)}
						<Group justify="flex-end">
							<Button variant="default" onClick={() => setAsking(null)}>
								Not now
							</Button>
							<Button
								loading={busy}
								color={asking.decision === "accept" ? undefined : "red"}
								onClick={confirm}
							>
								{asking.decision === "accept" ? "Yes, accept" : "Yes, decline"}
							</Button>
						</Group>
					</Stack>
				)}
			</Modal>
		</section>
	);
}
