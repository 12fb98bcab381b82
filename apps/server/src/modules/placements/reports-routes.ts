import { placementReportEndpoints as endpoints } from "@unnati/contracts/placements";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { addOutcome, listOutcomes, removeOutcome, updateOutcome } from "./outcomes";
import { reportsPolicy } from "./policy";
import { placementReport, reportSeasons } from "./reports";
import { reportCsv, reportFileName } from "./reports-csv";
import { renderReportPdf } from "./reports-pdf";

/** Placement reports (JSON, CSV, PDF) and the higher-studies and venture outcomes they count. */
export function placementReportRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
	const read = reportsPolicy.permission("read");
	const record = reportsPolicy.permission("record");

	route(app, endpoints.reports, {
		access: read,
		handler: async (request) => ({ seasons: await reportSeasons(db, principalOf(request)) }),
	});
	route(app, endpoints.report, {
		access: read,
		handler: async (request) =>
			(await placementReport(db, principalOf(request), request.params.batch, clock())).report,
	});
	route(app, endpoints.reportCsv, {
		access: read,
		handler: async (request, reply) => {
			const { report, lines } = await placementReport(
				db,
				principalOf(request),
				request.params.batch,
				clock(),
			);
			return reply
				.header("cache-control", "no-store")
				.header("content-disposition", `attachment; filename="${reportFileName(report, "csv")}"`)
				.type("text/csv; charset=utf-8")
				.send(reportCsv(report, lines));
		},
	});
	route(app, endpoints.reportPdf, {
		access: read,
		handler: async (request, reply) => {
			const { report } = await placementReport(db, principalOf(request), request.params.batch, clock());
			const pdf = await renderReportPdf(report);
			return reply
				.header("cache-control", "no-store")
				.header("content-disposition", `attachment; filename="${reportFileName(report, "pdf")}"`)
				.type("application/pdf")
				.send(pdf);
		},
	});
	route(app, endpoints.outcomes, {
		access: read,
		handler: async (request) => ({
			batch: request.params.batch,
			outcomes: await listOutcomes(db, principalOf(request), request.params.batch),
		}),
	});
	route(app, endpoints.addOutcome, {
		access: record,
		handler: async (request, reply) =>
			reply
				.code(201)
				.send(await addOutcome(db, principalOf(request), request.params.batch, request.body, clock())),
	});
	route(app, endpoints.updateOutcome, {
		access: record,
		handler: async (request) =>
			updateOutcome(
				db,
				principalOf(request),
				request.params.batch,
				request.params.studentId,
				request.body,
				clock(),
			),
	});
	route(app, endpoints.removeOutcome, {
		access: record,
		handler: async (request, reply) => {
			await removeOutcome(db, principalOf(request), request.params.batch, request.params.studentId);
			return reply.code(204).send();
		},
	});
}
