import { Anchor, Text } from "@mantine/core";

/** Long free text: kept as typed, line breaks included, as plain text. */
export function LongText({ children }: { children: string }) {
	return (
		<Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
			{children}
		</Text>
	);
}

/** A sender's address to reply to, or a quiet "Not given" for anonymous submissions. */
export function EmailCell({ email }: { email: string | null }) {
	if (!email) {
		return (
			<Text size="sm" c="dimmed">
				Not given
			</Text>
		);
	}
	return (
		<Anchor size="sm" href={`mailto:${email}`} style={{ overflowWrap: "anywhere" }}>
			{email}
		</Anchor>
	);
}
