import { SUBSCRIPTION_MESSAGES } from "@unnati/contracts/admin-dashboard";
import { describe, expect, it } from "vitest";
import { makeCollege } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { institutionById } from "./read";
import { createInstitution } from "./service";
import { changeInstitutionSubscription } from "./subscription";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2026-07-01T06:30:00.000Z");

describe("a college's trial and subscription, as the platform admin changes them", () => {
	const ctx = useTestApp();
	const db = () => ctx.database.db;
	const trialCollege = async (trialEndsAt: Date) => {
		const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
		return createInstitution(db(), {
			name: `Trial College ${tag}`,
			code: `TR${tag}`,
			status: "trial",
			trialEndsAt,
		});
	};

	it("extends a running trial from its end, and an expired one from now", async () => {
		const running = await trialCollege(new Date(now.getTime() + 2 * DAY_MS));
		const extended = await changeInstitutionSubscription(
			db(),
			running.id,
			{ action: "extend_trial", days: 7 },
			now,
		);
		expect(extended).toMatchObject({ status: "trial", trialEndsAt: new Date(now.getTime() + 9 * DAY_MS) });

		const expired = await trialCollege(new Date(now.getTime() - 10 * DAY_MS));
		const renewed = await changeInstitutionSubscription(
			db(),
			expired.id,
			{ action: "extend_trial", days: 14 },
			now,
		);
		expect(renewed.trialEndsAt).toEqual(new Date(now.getTime() + 14 * DAY_MS));
	});

	it("gives a suspended college a fresh trial, and refuses to extend a subscribed one", async () => {
		const college = await trialCollege(new Date(now.getTime() - DAY_MS));
		const suspended = await changeInstitutionSubscription(db(), college.id, { action: "suspend" }, now);
		expect(suspended).toMatchObject({ status: "suspended", trialEndsAt: new Date(now.getTime() - DAY_MS) });
		const back = await changeInstitutionSubscription(
			db(),
			college.id,
			{ action: "extend_trial", days: 3 },
			now,
		);
		expect(back).toMatchObject({ status: "trial", trialEndsAt: new Date(now.getTime() + 3 * DAY_MS) });

		const subscribed = await changeInstitutionSubscription(db(), college.id, { action: "activate" }, now);
		expect(subscribed).toMatchObject({ status: "active", trialEndsAt: null });
		await expect(
			changeInstitutionSubscription(db(), college.id, { action: "extend_trial", days: 3 }, now),
		).rejects.toMatchObject({ code: "CONFLICT", message: SUBSCRIPTION_MESSAGES.alreadySubscribed });
		expect(await institutionById(db(), college.id)).toMatchObject({ status: "active", trialEndsAt: null });
	});

	it("refuses a college that does not exist", async () => {
		await expect(
			changeInstitutionSubscription(
				db(),
				"00000000-0000-4000-8000-000000000000",
				{ action: "activate" },
				now,
			),
		).rejects.toMatchObject({ code: "NOT_FOUND" });
		const college = await makeCollege(db());
		expect((await institutionById(db(), college.id))?.status).toBe("active");
	});
});
