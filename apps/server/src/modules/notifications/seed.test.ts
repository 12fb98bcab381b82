import { renderNotification } from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemo } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";
import { findStudentByRollNo } from "../accounts";
import { notifications } from "./tables";

const ctx = useTestApp({ beforeBuild: seedDemo });

describe("the demo's notifications", () => {
	it("tells the demo student of the college's exams, unread for those still open", async () => {
		const db = ctx.database.db;
		const student = await findStudentByRollNo(db, "22CSE001");
		const mine = await db
			.select()
			.from(notifications)
			.where(eq(notifications.recipientId, student?.id ?? ""));
		const titles = mine.map((n) => renderNotification(n.type, n.data).title);
		expect(titles).toContain("New exam: Demo Aptitude Test");
		expect(titles).toContain("New exam: Data Structures Quiz");
		expect(mine.filter((n) => n.readAt === null).length).toBeGreaterThan(0);
		// 22CSE001 has not sat the practice test: no result.
		expect(mine.some((n) => n.type === "exam_result_available")).toBe(false);
	});

	it("gives each scored attempt of the closed exams its result, with a link to it, and none awaiting grading", async () => {
		const db = ctx.database.db;
		const results = await db
			.select()
			.from(notifications)
			.where(eq(notifications.type, "exam_result_available"));
		const titles = results.map((n) => renderNotification(n.type, n.data).title);
		expect(
			titles.filter((t) => t === "Your result for Aptitude Practice Test 1 is ready").length,
		).toBeGreaterThan(50);
		// The written test's two released results; its six attempts awaiting grading have none yet.
		expect(
			titles.filter((t) => t === "Your result for DBMS Mid-Semester Test (Written) is ready"),
		).toHaveLength(2);
		for (const n of results.slice(0, 5))
			expect(renderNotification(n.type, n.data).link).toMatch(/^\/exam-results\/[0-9a-f-]{36}$/);
	});
});
