import {
	applicationSchema,
	DEFAULT_TIER_POLICY,
	jobsSchema,
	myOffersSchema,
	offerDecisionResultSchema,
	offerSchema,
	policyBlock,
	type TierPolicy,
	tierOf,
	tierPolicySchema,
} from "@unnati/contracts/placements";
import { beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import {
	caller,
	driveBody,
	makeDrive,
	makeResume,
	makeSeason,
	record,
	rulesOf,
	setRecord,
} from "./test-helpers";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = testClock();
const ctx = useTestApp({ clock });
const call = caller(() => ctx.app);

describe("the tier policy's rules, pure", () => {
	it("puts a CTC in its band, the bounds inclusive", () => {
		expect(tierOf(DEFAULT_TIER_POLICY, 0)).toEqual({ rank: 0, name: "Regular" });
		expect(tierOf(DEFAULT_TIER_POLICY, 5_99_999)).toEqual({ rank: 0, name: "Regular" });
		expect(tierOf(DEFAULT_TIER_POLICY, 6_00_000)).toEqual({ rank: 1, name: "Dream" });
		expect(tierOf(DEFAULT_TIER_POLICY, 45_00_000)).toEqual({ rank: 2, name: "Super Dream" });
	});

	it("closes lower and equal tiers to a placed student, or every drive when moving up is off", () => {
		const held = [{ companyName: "Kaveri Infotech", tierRank: 1, tierName: "Dream" }];
		expect(policyBlock(DEFAULT_TIER_POLICY, [], { rank: 0, name: "Regular" })).toBeNull();
		expect(policyBlock(DEFAULT_TIER_POLICY, held, { rank: 2, name: "Super Dream" })).toBeNull();
		expect(policyBlock(DEFAULT_TIER_POLICY, held, { rank: 1, name: "Dream" })).toBe(
			"You have accepted a Dream offer from Kaveri Infotech; placed students may apply only to a higher tier, and this drive is Dream.",
		);
		const strict: TierPolicy = { ...DEFAULT_TIER_POLICY, placedMayApplyHigherTier: false };
		expect(policyBlock(strict, held, { rank: 2, name: "Super Dream" })).toMatch(/closes further drives/);
	});

	it("refuses a policy that makes no sense, with the reason", () => {
		const bad = tierPolicySchema.safeParse({
			...DEFAULT_TIER_POLICY,
			tiers: [
				{ name: "Regular", minCtcInr: 1_00_000 },
				{ name: "Dream", minCtcInr: 6_00_000 },
				{ name: "dream", minCtcInr: 5_00_000 },
			],
			maxAcceptedOffers: 0,
		});
		expect(bad.success).toBe(false);
		expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
			["maxAcceptedOffers", "A student must be able to accept at least one offer."],
			["tiers.0.minCtcInr", "The first tier must start at ₹0, so every CTC has a tier."],
			["tiers.2.minCtcInr", "dream must start above Dream (₹6,00,000)."],
			["tiers.2.name", "Give each tier its own name."],
		]);
	});
});

describe("offers over HTTP", () => {
	let officer: string;
	let otherOfficer: string;
	let season: string;
	let college: Awaited<ReturnType<typeof makeCollege>>;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		const other = await makeCollege(db);
		officer = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		otherOfficer = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT"));
		season = await makeSeason(call, officer);
	});

	/** A student of the college with an academic record and a resume: each test has its own. */
	async function student(name: string) {
		const person = await makeStudent(ctx.database.db, college, { name });
		await setRecord(call, officer, person.id, record());
		const token = await signInAs(ctx.app, person);
		return { person, token, resume: await makeResume(call, token) };
	}
	type Student = Awaited<ReturnType<typeof student>>;

	/** A drive with `ctc` fixed pay that `who` applies to; returns the drive and the application. */
	async function appliedDrive(who: Student, title: string, ctc: number) {
		const drive = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), { title, ctcFixedInr: ctc, ctcVariableInr: 0 }),
		);
		const res = await call(who.token, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId: who.resume,
		});
		expect(res.statusCode, res.body).toBe(201);
		return { drive, application: applicationSchema.parse(res.json()) };
	}
	const offerBody = (ctc: number, respondInMs = 3 * DAY) => ({
		role: "Graduate Engineer Trainee",
		ctcFixedInr: ctc,
		ctcVariableInr: 0,
		joiningDate: "2026-07-15",
		respondBy: new Date(clock().getTime() + respondInMs).toISOString(),
	});
	async function offer(applicationId: string, ctc: number, respondInMs?: number) {
		const res = await call(
			officer,
			"POST",
			`/api/placements/applications/${applicationId}/offer`,
			offerBody(ctc, respondInMs),
		);
		expect(res.statusCode, res.body).toBe(201);
		return offerSchema.parse(res.json());
	}
	const decide = (token: string, offerId: string, decision: "accept" | "decline") =>
		call(token, "POST", `/api/placements/offers/${offerId}/decision`, { decision });
	const offersOf = async (who: Student) =>
		myOffersSchema.parse((await call(who.token, "GET", "/api/placements/offers")).json());

	it("records an offer with its tier, selects the application, and tells the student", async () => {
		const asha = await student("Asha Kulkarni");
		const { application } = await appliedDrive(asha, "Systems Engineer", 4_20_000);
		const made = await offer(application.id, 4_20_000);
		expect(made).toMatchObject({
			tierName: "Regular",
			tierRank: 0,
			status: "pending",
			studentName: "Asha Kulkarni",
		});
		const again = await call(
			officer,
			"POST",
			`/api/placements/applications/${application.id}/offer`,
			offerBody(4_20_000),
		);
		expect(again.statusCode).toBe(409);
		expect(again.json().message).toBe("An offer is already recorded for this application.");
		// Only the officer of the drive's college records offers.
		const outside = await call(
			otherOfficer,
			"POST",
			`/api/placements/applications/${application.id}/offer`,
			offerBody(4_20_000),
		);
		expect(outside.statusCode).toBe(403);
		const mine = await offersOf(asha);
		expect(mine.offers.map((o) => o.id)).toEqual([made.id]);
		expect(mine.policyText[0]).toMatch(/^Tiers by total yearly CTC/);
		const board = jobsSchema.parse((await call(asha.token, "GET", "/api/placements/jobs")).json());
		expect(board.jobs.find((job) => job.id === application.driveId)?.application?.status).toBe("selected");
		const told = await notificationsOf(ctx.app, asha.token);
		expect(told.items.map((n) => n.title)).toContain(
			`Offer from ${made.companyName}: Graduate Engineer Trainee`,
		);
	});

	it("refuses an answer by another student, a second answer, and one after the deadline", async () => {
		const asha = await student("Asha Rao");
		const bharat = await student("Bharat Iyer");
		const first = await appliedDrive(asha, "Support Engineer", 3_60_000);
		const made = await offer(first.application.id, 3_60_000);
		expect((await decide(bharat.token, made.id, "accept")).statusCode).toBe(404);
		expect((await offersOf(bharat)).offers).toEqual([]);
		const second = await appliedDrive(asha, "Network Engineer", 3_80_000);
		const past = await call(officer, "POST", `/api/placements/applications/${second.application.id}/offer`, {
			...offerBody(3_80_000),
			respondBy: new Date(clock().getTime() - HOUR).toISOString(),
		});
		expect(past.statusCode).toBe(400);
		expect(past.json().message).toBe("The deadline to answer must be in the future.");
		// Selected with an offer: placed, so a drive closed to placed students says so; once she declines, it opens.
		const forNewcomers = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), {
				title: "Trainee Analyst (first offer only)",
				rules: rulesOf({ placedPolicy: "exclude_placed" }),
			}),
		);
		const placedRule = async () =>
			jobsSchema
				.parse((await call(asha.token, "GET", "/api/placements/jobs")).json())
				.jobs.find((job) => job.id === forNewcomers.id)
				?.exclusions.map((e) => e.rule);
		expect(await placedRule()).toEqual(["placedPolicy"]);
		expect((await decide(asha.token, made.id, "decline")).statusCode).toBe(200);
		expect(await placedRule()).toEqual([]);
		const twice = await decide(asha.token, made.id, "accept");
		expect(twice.statusCode).toBe(409);
		expect(twice.json().message).toBe("You have already answered this offer.");
		// An offer whose deadline has passed reads as expired and cannot be accepted.
		const lapsing = await offer(second.application.id, 3_80_000, 1000);
		clock.advance(2000);
		expect((await offersOf(asha)).offers.find((o) => o.id === lapsing.id)?.status).toBe("expired");
		const late = await decide(asha.token, lapsing.id, "accept");
		expect(late.statusCode).toBe(409);
		expect(late.json().message).toMatch(/^The deadline to answer this offer passed on /);
	});

	it("applies the policy on acceptance: withdraws what it closes, and a higher tier replaces a lower", async () => {
		const asha = await student("Asha Menon");
		const regular = await appliedDrive(asha, "Graduate Trainee (Regular)", 4_50_000);
		const dream = await appliedDrive(asha, "Software Engineer (Dream)", 8_00_000);
		const otherRegular = await appliedDrive(asha, "Test Engineer (Regular)", 5_00_000);
		const superDream = await appliedDrive(asha, "Product Engineer (Super Dream)", 16_00_000);
		const regularOffer = await offer(regular.application.id, 4_50_000);

		// Accepting the Regular offer withdraws the other Regular application and keeps the higher tiers.
		const accepted = offerDecisionResultSchema.parse(
			(await decide(asha.token, regularOffer.id, "accept")).json(),
		);
		expect(accepted.offer.status).toBe("accepted");
		expect(accepted.effects).toEqual([
			`Your application to Test Engineer (Regular) was withdrawn: You have accepted a Regular offer from ${regularOffer.companyName}; placed students may apply only to a higher tier, and this drive is Regular.`,
		]);
		const board = jobsSchema.parse((await call(asha.token, "GET", "/api/placements/jobs")).json());
		const byId = new Map(board.jobs.map((job) => [job.id, job]));
		expect(byId.get(otherRegular.drive.id)?.application?.status).toBe("withdrawn");
		expect(byId.get(otherRegular.drive.id)?.exclusions.map((e) => e.rule)).toEqual(["tierPolicy"]);
		expect(byId.get(dream.drive.id)?.application?.status).toBe("applied");

		// A higher tier replaces the Regular offer at the limit of one.
		const dreamOffer = await offer(dream.application.id, 8_00_000);
		const moved = offerDecisionResultSchema.parse((await decide(asha.token, dreamOffer.id, "accept")).json());
		expect(moved.effects[0]).toBe(
			`Your Regular offer from ${regularOffer.companyName} was released: the policy allows one accepted offer, and this Dream offer is a higher tier.`,
		);
		const status = new Map((await offersOf(asha)).offers.map((o) => [o.id, o.status]));
		expect(status.get(regularOffer.id)).toBe("released");
		expect(status.get(dreamOffer.id)).toBe("accepted");
		const after = jobsSchema.parse((await call(asha.token, "GET", "/api/placements/jobs")).json());
		expect(after.jobs.find((job) => job.id === superDream.drive.id)?.application?.status).toBe("applied");
	});

	it("gives two acceptances at once against the policy exactly one success", async () => {
		const bharat = await student("Bharat Nair");
		const offers = [];
		for (const title of ["Data Engineer (Dream)", "Backend Engineer (Dream)"]) {
			const { application } = await appliedDrive(bharat, title, 9_00_000);
			offers.push(await offer(application.id, 9_00_000));
		}
		const answers = await Promise.all(offers.map((made) => decide(bharat.token, made.id, "accept")));
		expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
		expect((await offersOf(bharat)).offers.filter((o) => o.status === "accepted")).toHaveLength(1);
	});

	it("lets only the officer set the policy, and holds a placed student to it", async () => {
		const asha = await student("Asha Shetty");
		const chitra = await student("Chitra Nair");
		const { application } = await appliedDrive(asha, "Associate Consultant", 7_00_000);
		const made = await offer(application.id, 7_00_000);
		expect((await decide(asha.token, made.id, "accept")).statusCode).toBe(200);

		const strict = { ...DEFAULT_TIER_POLICY, placedMayApplyHigherTier: false };
		expect((await call(asha.token, "PUT", "/api/placements/policy", strict)).statusCode).toBe(403);
		const bad = await call(officer, "PUT", "/api/placements/policy", { ...strict, tiers: [] });
		expect(bad.statusCode).toBe(400);
		const set = await call(officer, "PUT", "/api/placements/policy", strict);
		expect(set.statusCode, set.body).toBe(200);
		expect(tierPolicySchema.parse((await call(asha.token, "GET", "/api/placements/policy")).json())).toEqual(
			strict,
		);
		// Asha holds an accepted offer: every new drive is closed to her, with the reason.
		const drive = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), { title: "Cloud Engineer", ctcFixedInr: 30_00_000 }),
		);
		const refused = await call(asha.token, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId: asha.resume,
		});
		expect(refused.statusCode).toBe(403);
		expect(refused.json().message).toMatch(/closes further drives to placed students/);
		// Chitra holds none: the drive is open to her.
		const board = jobsSchema.parse((await call(chitra.token, "GET", "/api/placements/jobs")).json());
		expect(board.jobs.find((job) => job.id === drive.id)?.eligible).toBe(true);
		// Back to the default for the other tests of this file.
		expect((await call(officer, "PUT", "/api/placements/policy", DEFAULT_TIER_POLICY)).statusCode).toBe(200);
	});
});
