import { Button, Group, Paper, Text, TextInput } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { HttpError } from "../../../lib/http-error";
import { SectionFrame } from "../components/section-frame";

type Outcome = { kind: "success"; message: string } | { kind: "error"; message: string } | null;

const unreachable = "We could not reach Unnati. Please check your connection and try again.";

/**
 * Subscribes `email` (POST /api/newsletter/subscribe). The schema and the API client are imported
 * here, on submit: any value import from the contracts brings zod (~26 KB gzip), which the landing
 * page must not download up front.
 */
async function subscribe(email: string): Promise<Outcome> {
	const [{ newsletterEndpoints, newsletterRequestSchema }, { callApi }] = await Promise.all([
		import("@unnati/contracts/newsletter"),
		import("../../../lib/api-client"),
	]);
	const parsed = newsletterRequestSchema.safeParse({ email });
	if (!parsed.success) {
		return {
			kind: "error",
			message: parsed.error.issues[0]?.message ?? "Please enter a valid email address.",
		};
	}
	try {
		const answer = await callApi(newsletterEndpoints.subscribe, { body: parsed.data });
		return { kind: "success", message: answer.message };
	} catch (error) {
		if (!(error instanceof HttpError)) return { kind: "error", message: unreachable };
		const fieldError = error.errors.find((item) => item.path === "email");
		return { kind: "error", message: fieldError?.message ?? error.message };
	}
}

/** Landing section 10: the newsletter, which really subscribes (a repeated address is not duplicated). */
export function NewsletterSection() {
	const [email, setEmail] = useState("");
	const [submitting, setSubmitting] = useState(false);
	const [outcome, setOutcome] = useState<Outcome>(null);
	const messageId = useId();

	const onSubmit = async (event: FormEvent) => {
		event.preventDefault();
		if (submitting) return;
		setSubmitting(true);
		setOutcome(null);
		try {
			setOutcome(await subscribe(email));
		} catch {
			setOutcome({ kind: "error", message: unreachable });
		} finally {
			setSubmitting(false);
		}
	};

	return (
		<SectionFrame
			id="newsletter"
			eyebrow="Newsletter"
			title="Placement season notes, once a month"
			intro="New learning paths, exam features and what we learn from placement cells across India. No spam; unsubscribe from any issue."
			tinted
		>
			<Paper withBorder radius="md" p="lg" maw={560} mx="auto">
				<form onSubmit={onSubmit} noValidate aria-label="Subscribe to the newsletter">
					<Group align="flex-end" gap="sm" wrap="wrap">
						<TextInput
							label="Email address"
							type="email"
							autoComplete="email"
							placeholder="you@college.edu.in"
							value={email}
							onChange={(event) => setEmail(event.currentTarget.value)}
							error={outcome?.kind === "error"}
							aria-describedby={outcome ? messageId : undefined}
							style={{ flex: "1 1 240px" }}
						/>
						<Button type="submit" loading={submitting} disabled={submitting}>
							Subscribe
						</Button>
					</Group>
					{outcome?.kind === "success" && (
						<Text id={messageId} role="status" c="teal.9" fw={600} mt="sm">
							{outcome.message}
						</Text>
					)}
					{outcome?.kind === "error" && (
						<Text id={messageId} role="alert" c="red.9" fw={600} mt="sm">
							{outcome.message}
						</Text>
					)}
				</form>
			</Paper>
		</SectionFrame>
	);
}
