import { type AssigneeFilter, inboxEndpoints } from "@unnati/contracts/inbox";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import {
	type InboxDeps,
	inboxAssignees,
	inboxItem,
	inboxSummary,
	listInbox,
	replyToInboxItem,
	updateInboxItem,
} from "./inbox";
import { inboxPolicy } from "./policy";

/** "me" is the admin asking, "none" nobody, anything else an admin's id. */
const assigneeOf = (filter: AssigneeFilter | undefined, me: string): string | null | undefined =>
	filter === "me" ? me : filter === "none" ? null : filter;

export function inboxRoutes(app: FastifyInstance, deps: InboxDeps): void {
	const { db } = deps;

	route(app, inboxEndpoints.list, {
		access: inboxPolicy.permission("read"),
		handler: async (request) => {
			const { assignee, ...query } = request.query;
			const resolved = assigneeOf(assignee, principalOf(request).userId);
			return listInbox(db, { ...query, ...(resolved !== undefined ? { assignee: resolved } : {}) });
		},
	});

	route(app, inboxEndpoints.summary, {
		access: inboxPolicy.permission("read"),
		handler: async (request) => inboxSummary(db, principalOf(request).userId),
	});

	route(app, inboxEndpoints.assignees, {
		access: inboxPolicy.permission("read"),
		handler: async () => inboxAssignees(db),
	});

	route(app, inboxEndpoints.item, {
		access: inboxPolicy.permission("read"),
		handler: async (request) => inboxItem(db, request.params.kind, request.params.id),
	});

	route(app, inboxEndpoints.update, {
		access: inboxPolicy.permission("triage"),
		handler: async (request) => updateInboxItem(deps, request.params.kind, request.params.id, request.body),
	});

	route(app, inboxEndpoints.reply, {
		access: inboxPolicy.permission("reply"),
		handler: async (request) => {
			const me = principalOf(request);
			return replyToInboxItem(deps, request.params.kind, request.params.id, request.body.body, {
				id: me.userId,
				name: me.name,
			});
		},
	});
}
