import { z } from "zod";

/**
 * The platform admin's inbox (issue 18): contact requests (/contactus), issue reports (/report) and
 * feedback (/feedback), each worked through the same steps — new, in progress, handled — by a
 * platform admin it is assigned to, with replies e-mailed to whoever left an address.
 */
export const INBOX_KINDS = ["contact", "report", "feedback"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
	contact: "Contact requests",
	report: "Issue reports",
	feedback: "Feedback",
};

/** One item of each kind, as a sentence names it: "this contact request". */
export const INBOX_KIND_NOUNS: Record<InboxKind, string> = {
	contact: "contact request",
	report: "issue report",
	feedback: "feedback",
};

export const INBOX_STATUSES = ["new", "in_progress", "handled"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
	new: "New",
	in_progress: "In progress",
	handled: "Handled",
};

/** A reply's length: long enough for a considered answer with steps, short enough to read. */
export const INBOX_REPLY_MAX = 5000;

export const INBOX_MESSAGES = {
	replyRequired: "Write a reply before sending it.",
	replyTooLong: `Please keep the reply under ${INBOX_REPLY_MAX.toLocaleString("en-IN")} characters.`,
	nothingToChange: "Choose a status or an assignee to change.",
	statusInvalid: "The status must be New, In progress or Handled.",
	assigneeInvalid: "Choose a platform admin to assign, or nobody.",
	assigneeNotAdmin: "Only a platform admin can be assigned to the inbox.",
	kindInvalid: "The kind must be contact, report or feedback.",
	notFound: "This item is not in the inbox (it may have been removed).",
} as const;

export const inboxKindSchema = z.enum(INBOX_KINDS, { error: INBOX_MESSAGES.kindInvalid });
export const inboxStatusSchema = z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.statusInvalid });

/** How many items are at each step. */
export const statusCountsSchema = z.object({
	new: z.number().int(),
	in_progress: z.number().int(),
	handled: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/** Where an item stands: the fields every kind shares. */
const workflowFields = {
	id: z.string(),
	createdAt: z.iso.datetime(),
	/** Where a reply goes; null when the sender left no address (reports and feedback may be anonymous). */
	email: z.string().nullable(),
	status: inboxStatusSchema,
	/** When the status last changed; null while it is still the "new" it arrived with. */
	statusChangedAt: z.iso.datetime().nullable(),
	/** When it was marked handled; null unless it is handled now. */
	handledAt: z.iso.datetime().nullable(),
	assignee: personSchema.nullable(),
	replyCount: z.number().int(),
};

export const contactInboxItemSchema = z.object({
	kind: z.literal("contact"),
	...workflowFields,
	email: z.string(),
	organization: z.string(),
	contact: z.string(),
	message: z.string(),
});
export const reportInboxItemSchema = z.object({
	kind: z.literal("report"),
	...workflowFields,
	category: z.string(),
	description: z.string(),
	/** Path of the screenshot for the admin, or null. */
	screenshotUrl: z.string().nullable(),
});
export const feedbackInboxItemSchema = z.object({
	kind: z.literal("feedback"),
	...workflowFields,
	rating: z.number().int(),
	comments: z.string(),
});

export const inboxItemSchema = z
	.discriminatedUnion("kind", [contactInboxItemSchema, reportInboxItemSchema, feedbackInboxItemSchema])
	.meta({ id: "InboxItem" });

export type InboxItem = z.infer<typeof inboxItemSchema>;
export type ContactInboxItem = z.infer<typeof contactInboxItemSchema>;
export type ReportInboxItem = z.infer<typeof reportInboxItemSchema>;
export type FeedbackInboxItem = z.infer<typeof feedbackInboxItemSchema>;
/** The item of one kind: `InboxItemOf<"report">` is a report. */
export type InboxItemOf<K extends InboxKind> = Extract<InboxItem, { kind: K }>;

/** "me", "none" (unassigned) or a platform admin's id. */
export const assigneeFilterSchema = z.union([z.literal("me"), z.literal("none"), z.uuid()], {
	error: INBOX_MESSAGES.assigneeInvalid,
});
export type AssigneeFilter = z.infer<typeof assigneeFilterSchema>;

export const inboxListQuerySchema = z.object({
	/** One kind; every kind, newest first across them, when absent. */
	kind: inboxKindSchema.optional(),
	status: inboxStatusSchema.optional(),
	assignee: assigneeFilterSchema.optional(),
	q: z.string().trim().max(100).optional(),
	page: z.coerce.number().int().min(1).max(1000).default(1),
	pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

export const inboxListSchema = z
	.object({
		items: z.array(inboxItemSchema),
		total: z.number().int(),
		page: z.number().int(),
		pageSize: z.number().int(),
		/** Items at each step under the same kind, assignee and search (the status filter aside). */
		counts: statusCountsSchema,
	})
	.meta({ id: "InboxList" });
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxSummarySchema = z
	.object({
		kinds: z.object({
			contact: statusCountsSchema,
			report: statusCountsSchema,
			feedback: statusCountsSchema,
		}),
		/** Items not yet handled that are assigned to the admin asking. */
		assignedToMe: z.number().int(),
	})
	.meta({ id: "InboxSummary" });
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const inboxReplySchema = z
	.object({
		id: z.string(),
		body: z.string(),
		createdAt: z.iso.datetime(),
		/** Null once the admin who wrote it no longer has an account. */
		author: personSchema.nullable(),
		/** The address it was e-mailed to; null when it was kept as a note (no address to send to). */
		emailedTo: z.string().nullable(),
	})
	.meta({ id: "InboxReply" });
export type InboxReply = z.infer<typeof inboxReplySchema>;

export const inboxItemDetailSchema = z
	.object({ item: inboxItemSchema, replies: z.array(inboxReplySchema) })
	.meta({ id: "InboxItemDetail" });
export type InboxItemDetail = z.infer<typeof inboxItemDetailSchema>;

export const inboxItemParamsSchema = z.object({
	kind: inboxKindSchema,
	id: z.uuid({ error: INBOX_MESSAGES.notFound }),
});

/** PATCH: the status, the assignee (null: nobody), or both. */
export const inboxUpdateSchema = z
	.object({
		status: inboxStatusSchema.optional(),
		assigneeId: z.uuid({ error: INBOX_MESSAGES.assigneeInvalid }).nullable().optional(),
	})
	.strict()
	.refine((patch) => patch.status !== undefined || patch.assigneeId !== undefined, {
		error: INBOX_MESSAGES.nothingToChange,
	})
	.meta({ id: "InboxUpdate" });
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;

export const inboxReplyRequestSchema = z
	.object({
		body: z
			.string({ error: INBOX_MESSAGES.replyRequired })
			.trim()
			.min(1, { error: INBOX_MESSAGES.replyRequired, abort: true })
			.max(INBOX_REPLY_MAX, { error: INBOX_MESSAGES.replyTooLong }),
	})
	.meta({ id: "InboxReplyRequest" });
export type InboxReplyRequest = z.infer<typeof inboxReplyRequestSchema>;

export const inboxReplyResultSchema = z
	.object({ reply: inboxReplySchema, item: inboxItemSchema })
	.meta({ id: "InboxReplyResult" });

export const inboxAssigneesSchema = z
	.object({ items: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) })
	.meta({ id: "InboxAssignees" });
export type InboxAssignee = z.infer<typeof inboxAssigneesSchema>["items"][number];
