import { questionBankEndpoints as endpoints } from "@unnati/contracts/exams";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { exportBank } from "./export";
import { bankPolicy, keeperCollege } from "./policy";
import {
	addQuestion,
	createBank,
	deleteQuestion,
	detailOf,
	importFile,
	keptBank,
	listBanks,
	previewFile,
	updateQuestion,
} from "./service";

/** A college's question banks: its keepers list, create and fill them, by hand or from files, and download them. */
export function questionBankRoutes(app: FastifyInstance, db: Db): void {
	const keep = bankPolicy.permission("keep");

	route(app, endpoints.list, {
		access: keep,
		handler: async (request) => ({ banks: await listBanks(db, keeperCollege(principalOf(request))) }),
	});

	route(app, endpoints.create, {
		access: keep,
		handler: async (request) => {
			const principal = principalOf(request);
			return createBank(db, keeperCollege(principal), principal.userId, request.body);
		},
	});

	route(app, endpoints.get, {
		access: keep,
		handler: async (request) => detailOf(db, await keptBank(db, principalOf(request), request.params.bankId)),
	});

	route(app, endpoints.addQuestion, {
		access: keep,
		handler: async (request) => {
			const bank = await keptBank(db, principalOf(request), request.params.bankId);
			return addQuestion(db, bank.id, request.body);
		},
	});

	route(app, endpoints.updateQuestion, {
		access: keep,
		handler: async (request) => {
			const bank = await keptBank(db, principalOf(request), request.params.bankId);
			return updateQuestion(db, bank.id, request.params.questionId, request.body);
		},
	});

	route(app, endpoints.deleteQuestion, {
		access: keep,
		handler: async (request, reply) => {
			const bank = await keptBank(db, principalOf(request), request.params.bankId);
			await deleteQuestion(db, bank.id, request.params.questionId);
			return reply.status(204).send();
		},
	});

	route(app, endpoints.export, {
		access: keep,
		handler: async (request, reply) => {
			const bank = await keptBank(db, principalOf(request), request.params.bankId);
			const file = exportBank(await detailOf(db, bank), request.query.format);
			return reply
				.header("content-disposition", `attachment; filename="${file.fileName}"`)
				.header("cache-control", "private, no-store")
				.type(file.contentType)
				.send(file.text);
		},
	});

	route(app, endpoints.previewImport, {
		access: keep,
		handler: async (request) => {
			await keptBank(db, principalOf(request), request.params.bankId);
			return previewFile(request.body);
		},
	});

	route(app, endpoints.import, {
		access: keep,
		handler: async (request) => {
			const bank = await keptBank(db, principalOf(request), request.params.bankId);
			return importFile(db, bank.id, request.body);
		},
	});
}
