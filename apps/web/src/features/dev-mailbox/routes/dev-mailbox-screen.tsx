import {
	Alert,
	Anchor,
	Box,
	Button,
	Card,
	Container,
	Group,
	Loader,
	Stack,
	Text,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { MailboxMessage } from "@unnati/contracts";
import { HttpError } from "../../../lib/http";
import { mailboxQueryOptions } from "../api";

const sentAt = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium" });

function Mail({ mail }: { mail: MailboxMessage }) {
	return (
		<Card withBorder padding="md" component="article">
			<Title order={2} size="h5">
				{mail.subject}
			</Title>
			<Text size="sm" c="dimmed" mt={4}>
				To {mail.to} · <time dateTime={mail.createdAt}>{sentAt.format(new Date(mail.createdAt))}</time>
			</Text>
			<Box
				component="pre"
				mt="sm"
				p="sm"
				fz="sm"
				bg="var(--mantine-color-gray-0)"
				style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", borderRadius: 8 }}
			>
				{mail.text}
			</Box>
			{mail.attachments.length > 0 && (
				<Group gap="sm" mt="xs">
					<Text size="sm">Attached:</Text>
					{mail.attachments.map((file) => (
						<Anchor
							key={file.filename}
							size="sm"
							download={file.filename}
							href={`data:${file.contentType};charset=utf-8,${encodeURIComponent(file.content)}`}
						>
							{file.filename}
						</Anchor>
					))}
				</Group>
			)}
		</Card>
	);
}

/**
 * /dev/mailbox: the mail the platform would have sent, for development and the browser tests
 * (one-time codes, reset links). The API has no mailbox in production and answers 404.
 */
export function DevMailboxScreen() {
	useDocumentTitle("Development mailbox · Unnati");
	const mailbox = useQuery(mailboxQueryOptions());
	const notInProduction = mailbox.error instanceof HttpError && mailbox.error.status === 404;

	return (
		<Container size="md" py="xl">
			<Group justify="space-between" align="center" mb="md">
				<Title order={1} size="h2">
					Development mailbox
				</Title>
				{!notInProduction && (
					<Button variant="default" onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
						{mailbox.isFetching && !mailbox.isPending ? "Refreshing..." : "Refresh"}
					</Button>
				)}
			</Group>
			{mailbox.isPending && (
				<Group role="status" aria-label="Loading mail" gap="sm">
					<Loader size="sm" aria-hidden="true" />
					<Text>Loading mail…</Text>
				</Group>
			)}
			{notInProduction && (
				<Alert color="gray" variant="light">
					The development mailbox is not available in production.
				</Alert>
			)}
			{mailbox.isError && !notInProduction && (
				<Alert color="red" variant="light">
					{mailbox.error.message}
				</Alert>
			)}
			{mailbox.isSuccess && mailbox.data.length === 0 && <Text c="dimmed">No mail yet</Text>}
			{mailbox.isSuccess && mailbox.data.length > 0 && (
				<Stack gap="md">
					{mailbox.data.map((mail) => (
						<Mail key={`${mail.createdAt}-${mail.to}-${mail.subject}`} mail={mail} />
					))}
				</Stack>
			)}
		</Container>
	);
}
