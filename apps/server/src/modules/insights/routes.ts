import { insightEndpoints } from "@unnati/contracts/insights";
import { mentorEndpoints } from "@unnati/contracts/mentors";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { growthOf } from "./growth";
import { menteeDetail, menteesOf } from "./mentees";
import { monthlyReport } from "./monthly-report";
import { renderMonthlyReportPdf } from "./monthly-report-pdf";
import { insightsPolicy } from "./policy";
import { collegeInsights, departmentInsights } from "./service";
import { testCalendar } from "./test-calendar";

export function insightRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
	route(app, insightEndpoints.college, {
		access: insightsPolicy.permission("college"),
		handler: async (request) => collegeInsights(db, principalOf(request), clock()),
	});
	route(app, insightEndpoints.department, {
		access: insightsPolicy.permission("department"),
		handler: async (request) =>
			departmentInsights(db, principalOf(request), request.query.departmentId, clock()),
	});
	route(app, insightEndpoints.monthlyReport, {
		access: insightsPolicy.permission("monthlyReport"),
		handler: async (request, reply) => {
			const report = await monthlyReport(db, principalOf(request), request.query.month, clock());
			const pdf = await renderMonthlyReportPdf(report);
			return reply
				.header("cache-control", "no-store")
				.header(
					"content-disposition",
					`attachment; filename="${report.collegeCode.toLowerCase()}-monthly-report-${report.month}.pdf"`,
				)
				.type("application/pdf")
				.send(pdf);
		},
	});
	route(app, insightEndpoints.growth, {
		access: insightsPolicy.permission("growth"),
		handler: async (request) => growthOf(db, principalOf(request), request.query, clock()),
	});
	route(app, insightEndpoints.testCalendar, {
		access: insightsPolicy.permission("testCalendar"),
		handler: async (request) => testCalendar(db, principalOf(request), request.query),
	});
	route(app, mentorEndpoints.mentees, {
		access: insightsPolicy.permission("mentees"),
		handler: async (request) => menteesOf(db, principalOf(request), clock()),
	});
	route(app, mentorEndpoints.mentee, {
		access: insightsPolicy.permission("mentees"),
		handler: async (request) => menteeDetail(db, principalOf(request), request.params.studentId, clock()),
	});
}
