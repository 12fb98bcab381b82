import { essayUploadEndpoints as endpoints } from "@unnati/contracts/exams";
import type { FastifyInstance, FastifyReply } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import {
	attachEssayFile,
	gradedEssayFile,
	ownEssayFile,
	readEssayFile,
	removeEssayFile,
	type UploadDeps,
} from "./essay-uploads";
import { examPolicy, gradingPolicy } from "./policy";

/** Files attached to essay answers: the student's own, and their graders' view of them. */
export function essayUploadRoutes(app: FastifyInstance, deps: UploadDeps): void {
	const take = examPolicy.permission("take");
	const send = (reply: FastifyReply, file: { bytes: Buffer; mime: string }) =>
		reply.type(file.mime).header("cache-control", "private, no-store").send(file.bytes);

	route(app, endpoints.attach, {
		access: take,
		handler: async (request) => {
			const bytes = await readEssayFile(request);
			return attachEssayFile(deps, principalOf(request), request.params.id, request.params.questionId, bytes);
		},
	});

	route(app, endpoints.remove, {
		access: take,
		handler: async (request, reply) => {
			await removeEssayFile(deps, principalOf(request), request.params.id, request.params.questionId);
			return reply.code(204).send();
		},
	});

	route(app, endpoints.read, {
		access: take,
		handler: async (request, reply) =>
			send(
				reply,
				await ownEssayFile(deps, principalOf(request), request.params.id, request.params.questionId),
			),
	});

	route(app, endpoints.graderRead, {
		access: gradingPolicy.permission("grade"),
		handler: async (request, reply) =>
			send(reply, await gradedEssayFile(deps, principalOf(request), request.params)),
	});
}
