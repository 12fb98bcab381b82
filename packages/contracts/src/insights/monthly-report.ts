import { z } from "zod";

/** GET /api/insights/college/monthly-report.pdf: unset means the last complete month in India. */
export const monthlyReportQuerySchema = z.object({
	/** "2026-10"; checked by reportMonthProblem (months.ts), which says what is wrong with it. */
	month: z.string().trim().max(32).optional(),
});
