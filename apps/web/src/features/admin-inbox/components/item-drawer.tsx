import {
	Alert,
	Button,
	Drawer,
	Group,
	NativeSelect,
	Paper,
	Stack,
	Text,
	Textarea,
	Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	INBOX_KIND_NOUNS,
	INBOX_REPLY_MAX,
	INBOX_STATUS_LABELS,
	INBOX_STATUSES,
	type InboxItem,
	type InboxItemDetail,
	type InboxItemOf,
	type InboxKind,
	type InboxReply,
	type InboxUpdate,
	inboxReplyRequestSchema,
	inboxStatusSchema,
} from "@unnati/contracts/inbox";
import { type ReactNode, useId, useState } from "react";
import { QueryState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { assigneesQuery, inboxItemQuery, inboxKeys, sendReply, updateItem } from "../api";
import { formatWhen } from "./format";
import { StatusBadge } from "./status-badge";
import { EmailCell, LongText } from "./text";

interface ItemDrawerProps<K extends InboxKind> {
	kind: K;
	/** The open item's id; null keeps the drawer closed. */
	id: string | null;
	onClose: () => void;
	details: (item: InboxItemOf<K>) => ReactNode;
	nameOf: (item: InboxItemOf<K>) => string;
	/** The signed-in admin's id, for "Assign to me". */
	me: string | null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Keeps the open item's cache in step with an answer, and refreshes the lists and their counts. */
function useItemCache(kind: InboxKind, id: string) {
	const client = useQueryClient();
	return (change: { item: InboxItem; reply?: InboxReply }) => {
		client.setQueryData<InboxItemDetail>(inboxKeys.item(kind, id), (current) =>
			current
				? { item: change.item, replies: change.reply ? [...current.replies, change.reply] : current.replies }
				: current,
		);
		void client.invalidateQueries({ queryKey: inboxKeys.all, refetchType: "active" });
	};
}

/** The item's step and assignee, each changed as soon as it is chosen. */
function Workflow({ item, me }: { item: InboxItem; me: string | null }) {
	const assignees = useQuery(assigneesQuery());
	const cache = useItemCache(item.kind, item.id);
	const [error, setError] = useState<string | null>(null);
	const change = useMutation({
		mutationFn: (patch: InboxUpdate) => updateItem(item, patch),
		onSuccess: (updated, patch) => {
			setError(null);
			cache({ item: updated });
			notifications.show({
				color: "green",
				message:
					patch.status !== undefined
						? `Marked ${INBOX_STATUS_LABELS[updated.status]}.`
						: updated.assignee
							? `Assigned to ${updated.assignee.id === me ? "you" : updated.assignee.name}.`
							: "Nobody is assigned now.",
			});
		},
		onError: (caught) => setError(failureMessage(caught, "The change could not be saved. Please try again.")),
	});
	const people = assignees.data?.items ?? [];
	// The current assignee stays listed even if they are no longer a platform admin.
	const options = [
		{ value: "", label: "Nobody" },
		...(item.assignee && !people.some((person) => person.id === item.assignee?.id)
			? [{ value: item.assignee.id, label: item.assignee.name }]
			: []),
		...people.map((person) => ({
			value: person.id,
			label: person.id === me ? `${person.name} (you)` : person.name,
		})),
	];
	const headingId = useId();
	return (
		<Stack gap="sm" component="section" aria-labelledby={headingId}>
			<Title order={3} size="h5" id={headingId}>
				Where it stands
			</Title>
			<Group align="end" wrap="wrap" gap="sm">
				<NativeSelect
					label="Status"
					value={item.status}
					disabled={change.isPending}
					onChange={(event) => {
						const status = inboxStatusSchema.safeParse(event.currentTarget.value);
						if (status.success) change.mutate({ status: status.data });
					}}
					data={INBOX_STATUSES.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] }))}
					w={{ base: "100%", xs: 170 }}
				/>
				<NativeSelect
					label="Assigned to"
					value={item.assignee?.id ?? ""}
					disabled={change.isPending}
					onChange={(event) => change.mutate({ assigneeId: event.currentTarget.value || null })}
					data={options}
					w={{ base: "100%", xs: 220 }}
				/>
				{me && item.assignee?.id !== me && (
					<Button
						variant="light"
						loading={change.isPending}
						onClick={() => change.mutate({ assigneeId: me })}
					>
						Assign to me
					</Button>
				)}
			</Group>
			{item.handledAt && (
				<Text size="sm" c="dimmed">
					Handled on {formatWhen(item.handledAt)}.
				</Text>
			)}
			{error && (
				<Alert color="red" variant="light" role="alert">
					{error}
				</Alert>
			)}
		</Stack>
	);
}

function ReplyCard({ reply }: { reply: InboxReply }) {
	const author = reply.author?.name ?? "A former admin";
	const when = formatWhen(reply.createdAt);
	return (
		<Paper withBorder p="sm" component="article" aria-label={`Reply by ${author}, ${when}`}>
			<Group justify="space-between" gap="xs" mb={4}>
				<Text size="sm" fw={600}>
					{author}
				</Text>
				<Text size="xs" c="dimmed">
					{when}
				</Text>
			</Group>
			<LongText>{reply.body}</LongText>
			<Text size="xs" c="dimmed" mt={6}>
				{reply.emailedTo ? `Sent to ${reply.emailedTo}` : "Kept as a note (not e-mailed)"}
			</Text>
		</Paper>
	);
}

/** The replies so far, oldest first, and a box for the next one. */
function Replies({ item, replies }: { item: InboxItem; replies: InboxReply[] }) {
	const cache = useItemCache(item.kind, item.id);
	const [body, setBody] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [done, setDone] = useState<string | null>(null);
	const send = useMutation({
		mutationFn: (text: string) => sendReply(item, text),
		onSuccess: ({ reply, item: updated }) => {
			cache({ item: updated, reply });
			setBody("");
			setError(null);
			setDone(
				reply.emailedTo ? `Reply sent to ${reply.emailedTo}.` : "Reply saved as a note: it was not e-mailed.",
			);
		},
		onError: (caught) => setError(failureMessage(caught, "The reply could not be sent. Please try again.")),
	});
	const submit = () => {
		setDone(null);
		const parsed = inboxReplyRequestSchema.safeParse({ body });
		if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Write a reply.");
		setError(null);
		send.mutate(parsed.data.body);
	};
	const headingId = useId();
	return (
		<Stack gap="sm" component="section" aria-labelledby={headingId}>
			<Title order={3} size="h5" id={headingId}>
				Replies ({replies.length})
			</Title>
			{replies.length === 0 ? (
				<Text size="sm" c="dimmed">
					No replies yet.
				</Text>
			) : (
				replies.map((reply) => <ReplyCard key={reply.id} reply={reply} />)
			)}
			<form
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
				noValidate
			>
				<Stack gap="xs">
					<Textarea
						label="Your reply"
						description={
							item.email
								? `Sent by e-mail to ${item.email}. ${body.length.toLocaleString("en-IN")}/${INBOX_REPLY_MAX.toLocaleString("en-IN")}`
								: `The sender left no address, so the reply is kept as a note for the team. ${body.length.toLocaleString("en-IN")}/${INBOX_REPLY_MAX.toLocaleString("en-IN")}`
						}
						value={body}
						onChange={(event) => setBody(event.currentTarget.value)}
						error={error}
						autosize
						minRows={4}
						maxRows={12}
						maxLength={INBOX_REPLY_MAX}
					/>
					<Group justify="space-between" align="center" wrap="wrap">
						<Text size="sm" role="status" aria-live="polite">
							{done}
						</Text>
						<Button type="submit" loading={send.isPending}>
							{item.email ? "Send reply" : "Save note"}
						</Button>
					</Group>
				</Stack>
			</form>
		</Stack>
	);
}

function ItemBody<K extends InboxKind>({
	detail,
	details,
	me,
}: {
	detail: InboxItemDetail;
	details: (item: InboxItemOf<K>) => ReactNode;
	me: string | null;
}) {
	const item = detail.item as InboxItemOf<K>;
	return (
		<Stack gap="lg">
			<Stack gap={6}>
				<Group gap="xs">
					<StatusBadge status={item.status} />
					<Text size="sm" c="dimmed">
						Received {formatWhen(item.createdAt)}
					</Text>
				</Group>
				<Group gap={6}>
					<Text size="sm" fw={600}>
						Reply to:
					</Text>
					<EmailCell email={item.email} />
				</Group>
			</Stack>
			{details(item)}
			<Workflow item={item} me={me} />
			<Replies item={item} replies={detail.replies} />
		</Stack>
	);
}

/**
 * One item in a side drawer (full screen on a phone): what was sent, its step and assignee, its
 * replies and a reply box. It opens from the address (?item=), so it survives a reload; Escape closes it.
 */
export function ItemDrawer<K extends InboxKind>({
	kind,
	id,
	onClose,
	details,
	nameOf,
	me,
}: ItemDrawerProps<K>) {
	const narrow = useMediaQuery("(max-width: 48em)");
	const detail = useQuery({ ...inboxItemQuery(kind, id ?? ""), enabled: id !== null });
	const noun = INBOX_KIND_NOUNS[kind];
	const title =
		detail.data && detail.data.item.id === id
			? nameOf(detail.data.item as InboxItemOf<K>)
			: capitalised(noun);
	return (
		<Drawer
			opened={id !== null}
			onClose={onClose}
			position="right"
			size={narrow ? "100%" : "lg"}
			title={title}
			closeButtonProps={{ "aria-label": "Close" }}
		>
			{id && (
				<QueryState
					query={detail}
					what={`The ${noun}`}
					loading={{ label: `Loading the ${noun}`, shape: [24, 120, 80] }}
				>
					{(data) => <ItemBody detail={data} details={details} me={me} />}
				</QueryState>
			)}
		</Drawer>
	);
}
