import { applicationSchema, myOffersSchema, offerSchema } from "@unnati/contracts/placements";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { multipart, PNG_BYTES } from "../../test/multipart";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { caller, driveBody, makeDrive, makeResume, makeSeason, record, setRecord } from "./test-helpers";

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const ctx = useTestApp({ clock });
const call = caller(() => ctx.app);

describe("the waitlist and offer letters", () => {
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

	async function student(name: string) {
		const person = await makeStudent(ctx.database.db, college, { name });
		await setRecord(call, officer, person.id, record());
		const token = await signInAs(ctx.app, person);
		return { person, token, resume: await makeResume(call, token) };
	}
	type Student = Awaited<ReturnType<typeof student>>;

	async function apply(who: Student, driveId: string) {
		const res = await call(who.token, "POST", `/api/placements/jobs/${driveId}/application`, {
			resumeId: who.resume,
		});
		expect(res.statusCode, res.body).toBe(201);
		return applicationSchema.parse(res.json());
	}
	const setStatus = (applicationId: string, status: string) =>
		call(officer, "PATCH", `/api/placements/applications/${applicationId}`, { status });
	async function offer(applicationId: string, ctc = 4_50_000) {
		const res = await call(officer, "POST", `/api/placements/applications/${applicationId}/offer`, {
			role: "Associate Software Engineer",
			ctcFixedInr: ctc,
			ctcVariableInr: 0,
			joiningDate: "2026-07-01",
			respondBy: new Date(clock().getTime() + 3 * DAY).toISOString(),
		});
		expect(res.statusCode, res.body).toBe(201);
		return offerSchema.parse(res.json());
	}
	const offersOf = async (who: Student) =>
		myOffersSchema.parse((await call(who.token, "GET", "/api/placements/offers")).json()).offers;

	it("offers a declined place to the first on the waitlist, in rank order, and tells them", async () => {
		const drive = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), { title: "Associate Software Engineer" }),
		);
		const [asha, bharat, chitra] = [
			await student("Asha Menon"),
			await student("Bharat Joshi"),
			await student("Chitra Pillai"),
		];
		const a = await apply(asha, drive.id);
		const b = await apply(bharat, drive.id);
		const c = await apply(chitra, drive.id);
		// Chitra is waitlisted first, then Bharat: Chitra is first in line.
		expect((await setStatus(c.id, "waitlisted")).statusCode).toBe(200);
		const bw = await setStatus(b.id, "waitlisted");
		expect(bw.statusCode).toBe(200);
		expect(bw.json().status).toBe("waitlisted");
		const made = await offer(a.id);
		expect(made.fromWaitlist).toBe(false);

		const declined = await call(asha.token, "POST", `/api/placements/offers/${made.id}/decision`, {
			decision: "decline",
		});
		expect(declined.statusCode, declined.body).toBe(200);
		const [toChitra] = await offersOf(chitra);
		expect(toChitra).toMatchObject({
			role: "Associate Software Engineer",
			ctcFixedInr: 4_50_000,
			status: "pending",
			fromWaitlist: true,
		});
		// A week to answer at the least, though the freed offer had three days.
		expect(new Date(toChitra?.respondBy ?? 0).getTime() - clock().getTime()).toBe(7 * DAY);
		expect(await offersOf(bharat)).toEqual([]);
		const titles = (await notificationsOf(ctx.app, chitra.token)).items.map((n) => n.title);
		expect(titles).toContain(`Offer from ${toChitra?.companyName}: Associate Software Engineer`);
		// Chitra declines too: Bharat is next.
		await call(chitra.token, "POST", `/api/placements/offers/${toChitra?.id}/decision`, {
			decision: "decline",
		});
		expect((await offersOf(bharat)).map((o) => o.fromWaitlist)).toEqual([true]);
		// The waitlist is empty now: a further decline frees a place no one takes.
		const [toBharat] = await offersOf(bharat);
		const last = await call(bharat.token, "POST", `/api/placements/offers/${toBharat?.id}/decision`, {
			decision: "decline",
		});
		expect(last.statusCode).toBe(200);
		const all = await call(officer, "GET", `/api/placements/drives/${drive.id}/offers`);
		expect(all.json().offers.map((o: { status: string }) => o.status)).toEqual([
			"declined",
			"declined",
			"declined",
		]);
	});

	it("skips a waitlisted student the tier policy now closes the drive to", async () => {
		const drive = await makeDrive(call, officer, driveBody(season, clock(), { title: "Support Engineer" }));
		const placedDrive = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), { title: "Product Engineer", ctcFixedInr: 12_00_000, ctcVariableInr: 0 }),
		);
		const [dev, esha, farhan] = [
			await student("Dev Nair"),
			await student("Esha Gupta"),
			await student("Farhan Ali"),
		];
		const d = await apply(dev, drive.id);
		const e = await apply(esha, drive.id);
		const f = await apply(farhan, drive.id);
		// Esha is first on the waitlist, but accepts a Super Dream offer elsewhere meanwhile.
		await setStatus(e.id, "waitlisted");
		await setStatus(f.id, "waitlisted");
		const eshaElsewhere = await offer((await apply(esha, placedDrive.id)).id, 12_00_000);
		// Accepting withdraws her open applications but not a waitlisted one: the policy skips her instead.
		expect(
			(
				await call(esha.token, "POST", `/api/placements/offers/${eshaElsewhere.id}/decision`, {
					decision: "accept",
				})
			).statusCode,
		).toBe(200);
		const made = await offer(d.id, 4_50_000);
		await call(dev.token, "POST", `/api/placements/offers/${made.id}/decision`, { decision: "decline" });
		expect((await offersOf(farhan)).map((o) => o.fromWaitlist)).toEqual([true]);
		expect((await offersOf(esha)).map((o) => o.driveId)).toEqual([placedDrive.id]);
	});

	it("stores a PDF offer letter for the officer and its student only, and refuses anything else", async () => {
		const drive = await makeDrive(call, officer, driveBody(season, clock(), { title: "Graduate Trainee" }));
		const gita = await student("Gita Reddy");
		const hari = await student("Hari Prasad");
		const made = await offer((await apply(gita, drive.id)).id);
		const url = `/api/placements/offers/${made.id}/letter`;
		const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x20)]);
		const upload = (token: string, file: Parameters<typeof multipart>[1]) =>
			ctx.app.inject({ method: "POST", url, ...withAuth(token, multipart({}, file)) });
		const withAuth = (token: string, body: ReturnType<typeof multipart>) => ({
			payload: body.payload,
			headers: { ...body.headers, ...bearer(token) },
		});

		expect((await call(gita.token, "GET", url)).json().message).toBe(
			"No offer letter is uploaded for this offer.",
		);
		const png = await upload(officer, { name: "letter.png", type: "image/png", bytes: PNG_BYTES });
		expect(png.statusCode).toBe(415);
		expect(png.json().message).toBe("Upload the offer letter as a PDF.");
		const huge = await upload(officer, {
			name: "letter.pdf",
			type: "application/pdf",
			bytes: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
		});
		expect(huge.statusCode).toBe(413);
		expect(
			(await upload(otherOfficer, { name: "x.pdf", type: "application/pdf", bytes: pdf })).statusCode,
		).toBe(403);
		expect(
			(await upload(gita.token, { name: "x.pdf", type: "application/pdf", bytes: pdf })).statusCode,
		).toBe(403);

		const ok = await upload(officer, {
			name: "Offer letter <Gita>.pdf",
			type: "application/pdf",
			bytes: pdf,
		});
		expect(ok.statusCode, ok.body).toBe(200);
		expect(offerSchema.parse(ok.json()).letter).toEqual({
			name: "Offer letter _Gita_.pdf",
			bytes: pdf.length,
		});
		const read = await call(gita.token, "GET", url);
		expect(read.statusCode).toBe(200);
		expect(read.headers["content-type"]).toBe("application/pdf");
		expect(read.rawPayload.equals(pdf)).toBe(true);
		expect((await call(officer, "GET", url)).statusCode).toBe(200);
		// Another student, and another college's officer, learn nothing.
		expect((await call(hari.token, "GET", url)).statusCode).toBe(404);
		expect((await call(otherOfficer, "GET", url)).statusCode).toBe(404);
		expect((await offersOf(gita))[0]?.letter?.name).toBe("Offer letter _Gita_.pdf");
	});
});
