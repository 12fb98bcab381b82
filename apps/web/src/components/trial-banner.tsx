import { Alert } from "@mantine/core";
import type { Session } from "@unnati/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;
const endDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

/** Whole days left until `endsAt`, counting a part day as a day; 0 once it has passed. */
export function trialDaysLeft(endsAt: string, now = Date.now()): number {
	return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now) / DAY_MS));
}

function trialText(endsAt: string): string {
	const days = trialDaysLeft(endsAt);
	const on = endDate.format(new Date(endsAt));
	if (days === 0) return `Your free trial has ended (${on}). Upgrade to keep using Unnati.`;
	return `Your free trial ends in ${days} ${days === 1 ? "day" : "days"}, on ${on}.`;
}

/** SPEC §9: new accounts get a 7-day free trial; after it the subscription is suspended until upgrade. */
export function TrialBanner({ session }: { session: Pick<Session, "status" | "trialEndsAt"> }) {
	if (session.status === "suspended") {
		return (
			<Alert color="red" variant="light" title="Subscription suspended" role="status">
				Your subscription is suspended until you upgrade.
			</Alert>
		);
	}
	if (session.status !== "trial" || !session.trialEndsAt) return null;
	return (
		<Alert color="yellow" variant="light" title="Free trial" role="status">
			{trialText(session.trialEndsAt)}
		</Alert>
	);
}
