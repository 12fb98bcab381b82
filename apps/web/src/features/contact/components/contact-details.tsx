import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The company's own lines, beside the form. */
export const CONTACT_DETAILS = {
	email: "hello@unnati.example.org",
	phone: "+91 80 4000 0000",
	phoneHref: "tel:+918040000000",
	office: "Bengaluru, Karnataka",
	hours: "Mon–Sat 9:00–18:00 IST",
} as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div>
			<Text fw={700} size="sm">
				{label}
			</Text>
			<Text>{children}</Text>
		</div>
	);
}

export function ContactDetails() {
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="contact-details-title">
			<Title id="contact-details-title" order={2} size="h3">
				Reach the Unnati team
			</Title>
			<Text c="dimmed" mt="xs">
				Demos for your college, questions about exams, learning paths or placements: we are happy to help.
			</Text>
			<Stack gap="md" mt="lg">
				<Detail label="Email">
					<Anchor href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Anchor>
				</Detail>
				<Detail label="Phone (office line)">
					<Anchor href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</Anchor>
				</Detail>
				<Detail label="Office">{CONTACT_DETAILS.office}</Detail>
				<Detail label="Hours">{CONTACT_DETAILS.hours}</Detail>
			</Stack>
		</Card>
	);
}
