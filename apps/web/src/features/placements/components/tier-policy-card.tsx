import {
	ActionIcon,
	Alert,
	Button,
	Card,
	Group,
	List,
	NumberInput,
	Stack,
	Switch,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { describePolicy, type TierPolicy, tierPolicySchema } from "@unnati/contracts/placements";
import { useState } from "react";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { placementKeys, policyQuery, setTierPolicy } from "../api";

const LAKH = 100_000;

/** The first message of each field the schema refuses, by path ("tiers.1.minCtcInr"). */
function policyErrors(policy: TierPolicy): Record<string, string> {
	const parsed = tierPolicySchema.safeParse(policy);
	const errors: Record<string, string> = {};
	for (const issue of parsed.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
	return errors;
}

function PolicyForm({ initial, onDone }: { initial: TierPolicy; onDone: () => void }) {
	const client = useQueryClient();
	const [draft, setDraft] = useState<TierPolicy>(initial);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const errors = policyErrors(draft);
	const setTier = (index: number, change: Partial<TierPolicy["tiers"][number]>) =>
		setDraft({
			...draft,
			tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)),
		});
	const save = async (event: React.FormEvent) => {
		event.preventDefault();
		setBusy(true);
		setError(null);
		try {
			await setTierPolicy(draft);
			await client.invalidateQueries({ queryKey: placementKeys.all });
			onDone();
		} catch (caught) {
			setError(failureMessage(caught, "The policy was not saved."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<form onSubmit={save} aria-label="Tier policy">
			<Stack gap="sm">
				<Text size="sm" fw={500}>
					Tiers by total yearly CTC (fixed + variable), lowest first
				</Text>
				{draft.tiers.map((tier, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and never reordered
					<Group key={i} align="flex-start" wrap="wrap">
						<TextInput
							label={`Tier ${i + 1} name`}
							value={tier.name}
							onChange={(e) => setTier(i, { name: e.currentTarget.value })}
							error={errors[`tiers.${i}.name`]}
							w={200}
						/>
						<NumberInput
							label={`Tier ${i + 1} from (LPA)`}
							value={tier.minCtcInr / LAKH}
							onChange={(value) => setTier(i, { minCtcInr: Math.round(Number(value || 0) * LAKH) })}
							min={0}
							decimalScale={2}
							disabled={i === 0}
							error={errors[`tiers.${i}.minCtcInr`]}
							w={170}
						/>
						{i > 0 && (
							<ActionIcon
								variant="subtle"
								color="red"
								mt={28}
								aria-label={`Remove tier ${tier.name || i + 1}`}
								onClick={() => setDraft({ ...draft, tiers: draft.tiers.filter((_, j) => j !== i) })}
							>
								×
							</ActionIcon>
						)}
					</Group>
				))}
				{draft.tiers.length < 5 && (
					<Group>
						<Button
							variant="subtle"
							size="xs"
							onClick={() => {
								const last = draft.tiers[draft.tiers.length - 1]?.minCtcInr ?? 0;
								setDraft({ ...draft, tiers: [...draft.tiers, { name: "", minCtcInr: last + 5 * LAKH }] });
							}}
						>
							Add a tier
						</Button>
					</Group>
				)}
				<NumberInput
					label="Offers a student may hold accepted"
					value={draft.maxAcceptedOffers}
					onChange={(value) => setDraft({ ...draft, maxAcceptedOffers: Number(value || 0) })}
					min={1}
					max={3}
					error={errors.maxAcceptedOffers}
					w={260}
				/>
				<Switch
					label="A placed student may apply to drives of a higher tier"
					checked={draft.placedMayApplyHigherTier}
					onChange={(e) => setDraft({ ...draft, placedMayApplyHigherTier: e.currentTarget.checked })}
				/>
				<Switch
					label="Accepting an offer withdraws the applications and offers the policy then closes"
					checked={draft.acceptingWithdrawsOthers}
					onChange={(e) => setDraft({ ...draft, acceptingWithdrawsOthers: e.currentTarget.checked })}
				/>
				{error && (
					<Alert color="red" role="alert">
						{error}
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={busy} disabled={Object.keys(errors).length > 0}>
						Save policy
					</Button>
					<Button variant="default" onClick={onDone}>
						Cancel
					</Button>
				</Group>
			</Stack>
		</form>
	);
}

/** The college's tier policy in words, and the officer's form to change it. */
export function TierPolicyCard() {
	const policy = useQuery(policyQuery());
	const [editing, setEditing] = useState(false);
	return (
		<Card withBorder component="section" aria-labelledby="tier-policy">
			<Group justify="space-between" mb="xs">
				<Title order={2} size="h4" id="tier-policy">
					Offer tiers and policy
				</Title>
				{policy.data && !editing && (
					<Button variant="light" size="xs" onClick={() => setEditing(true)}>
						Change the policy
					</Button>
				)}
			</Group>
			{policy.isPending ? (
				<LoadingState label="Loading the policy" />
			) : policy.isError ? (
				<LoadFailed what="The policy" error={policy.error} onRetry={() => policy.refetch()} />
			) : editing ? (
				<PolicyForm initial={policy.data} onDone={() => setEditing(false)} />
			) : (
				<List size="sm">
					{describePolicy(policy.data).map((line) => (
						<List.Item key={line}>{line}</List.Item>
					))}
				</List>
			)}
		</Card>
	);
}
