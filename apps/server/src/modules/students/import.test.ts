import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, type TestCollege, type TestPerson } from "../../test/factories";
import { signInAs } from "../../test/factories/people";
import { uniqueTag } from "../../test/factories/unique";
import { mailsTo } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { IMPORT_STALL_MS } from "./import-service";
import { studentImports } from "./tables";

/** A multipart/form-data body with one "file", as a browser's FormData sends it. */
function upload(name: string, bytes: Buffer) {
	const boundary = "----unnati-student-import";
	return {
		headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
		payload: Buffer.concat([
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
			),
			bytes,
			Buffer.from(`\r\n--${boundary}--\r\n`),
		]),
	};
}

const HEADER = "Roll number,Name,Email,Department,Year,Section,Phone";
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join("\r\n"));

const clock = testClock();
const DAY = 24 * 60 * 60 * 1000;

describe("student import", () => {
	const ctx = useTestApp({ clock });
	let college: TestCollege;
	let admin: string;
	let hod: string;
	let existing: TestPerson;
	/** A roll-number prefix of this run, so every test's students are new. */
	const tag = () => `${uniqueTag()}`;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		admin = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
		hod = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "CSE" }));
		existing = await makeStudent(db, college);
	});

	const preview = (token: string, name: string, bytes: Buffer) =>
		ctx.app.inject({
			method: "POST",
			url: "/api/students/imports",
			headers: { ...bearer(token), ...upload(name, bytes).headers },
			payload: upload(name, bytes).payload,
		});
	const confirm = (token: string, id: string) =>
		ctx.app.inject({ method: "POST", url: `/api/students/imports/${id}/confirm`, headers: bearer(token) });
	const student = (rollNo: string) =>
		ctx.app.inject({ method: "GET", url: `/api/students/${rollNo}`, headers: bearer(admin) });

	it("lists every bad row by row and column, and creates nothing before the confirm", async () => {
		const t = tag();
		const res = await preview(
			admin,
			"students.csv",
			csv(
				`${t}A01,Asha Rao,asha.${t}@dit.test,CSE,2,A,9876543210`, // row 2: good
				`,Bhavya N,bhavya.${t}@dit.test,CSE,2,A,`, // row 3: roll number missing
				`AB-12,Chetan K,chetan.${t}@dit.test,CSE,2,A,`, // row 4: bad roll format
				`${t}A04,Divya S,not-an-email,CSE,2,A,`, // row 5: bad e-mail
				`${t}A05,Esha P,esha.${t}@dit.test,CIVIL,2,A,`, // row 6: unknown department
				`${t}A06,Farhan M,farhan.${t}@dit.test,ECE,5,A,`, // row 7: bad year
				`${t}A07,Gauri T,gauri.${t}@dit.test,ECE,1,AB,`, // row 8: unknown section
				`${t}A08,Harish V,harish.${t}@dit.test,ME,3,B,`, // row 9: duplicate roll (with 10)
				`${t}A08,Indu R,indu.${t}@dit.test,ME,3,B,`, // row 10
				`${t}A11,Jaya L,asha.${t}@dit.test,ME,3,B,`, // row 11: e-mail also on row 2
				`${existing.rollNo},Kiran D,kiran.${t}@dit.test,CSE,3,A,`, // row 12: roll number on Unnati
				`${t}A13,Lakshmi G,${existing.email},CSE,3,A,`, // row 13: e-mail on Unnati
				`${t}A14,Manoj B,manoj.${t}@dit.test,ece,4,b,+91 98450 12345`, // row 14: good (any case)
			),
		);
		expect(res.statusCode, res.body).toBe(201);
		const body = res.json();
		expect(body).toMatchObject({ status: "previewed", totalRows: 13, validCount: 1 });
		const problems = body.errors.map((e: { row: number; column: string }) => `${e.row} ${e.column}`);
		expect(problems).toEqual([
			"2 Email",
			"3 Roll number",
			"4 Roll number",
			"5 Email",
			"6 Department",
			"7 Year",
			"8 Section",
			"9 Roll number",
			"10 Roll number",
			"11 Email",
			"12 Roll number",
			"13 Email",
		]);
		expect(body.errors[1].message).toBe("Roll number is missing.");
		expect(body.errors[4].message).toContain('Unknown department "CIVIL"');
		expect(body.errors[7].message).toContain("also on row 10");
		expect(body.errors[10].message).toContain("already belongs to an account");
		expect(body.sample.map((r: { rollNo: string }) => r.rollNo)).toEqual([`${t}A14`]);
		expect(body.sample[0]).toMatchObject({ department: "ECE", section: "B", phone: "+919845012345" });
		// Nothing exists yet.
		expect((await student(`${t}A14`)).statusCode).toBe(404);
		expect(await mailsTo(ctx.database.db, `manoj.${t}@dit.test`)).toHaveLength(0);

		const done = await confirm(admin, body.id);
		expect(done.statusCode, done.body).toBe(200);
		expect(done.json()).toMatchObject({ status: "done", processed: 1, created: 1, skipped: [] });
		expect((await student(`${t}A14`)).json()).toMatchObject({
			deptName: "ECE",
			currentYear: 4,
			section: "B",
		});
		expect((await student(`${t}A04`)).statusCode).toBe(404);
		// A second confirm creates nothing more.
		expect((await confirm(admin, body.id)).statusCode).toBe(409);
	});

	it("reads XLSX, keeping a formula as its text, never its result", async () => {
		const t = tag();
		const workbook = new ExcelJS.Workbook();
		const sheet = workbook.addWorksheet("Students");
		sheet.addRow(HEADER.split(","));
		sheet.addRow([
			`${t}X01`,
			{ formula: 'CONCATENATE("Ravi"," ","Kumar")', result: "Ravi Kumar" },
			`ravi.${t}@dit.test`,
			"CSE",
			1,
			"A",
			"",
		]);
		sheet.addRow([
			{ formula: '"22"&"CSE999"', result: "22CSE999" },
			"Sneha J",
			`sneha.${t}@dit.test`,
			"CSE",
			1,
			"A",
			"",
		]);
		const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
		const res = await preview(admin, "students.xlsx", bytes);
		expect(res.statusCode, res.body).toBe(201);
		const body = res.json();
		expect(body.sample).toEqual([expect.objectContaining({ name: '=CONCATENATE("Ravi"," ","Kumar")' })]);
		expect(body.errors).toEqual([
			expect.objectContaining({ row: 3, column: "Roll number", value: '="22"&"CSE999"' }),
		]);
	});

	it("refuses a file over 5 MB, over 10,000 rows, of another type, or without the columns", async () => {
		const big = await preview(admin, "big.csv", Buffer.alloc(5 * 1024 * 1024 + 10, "a"));
		expect(big.statusCode).toBe(413);
		expect(big.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("5 MB") });

		const rows = Array.from({ length: 10_001 }, (_, i) => `R${i}ABCDEF,N,n${i}@x.test,CSE,1,A,`);
		const many = await preview(admin, "many.csv", csv(...rows));
		expect(many.statusCode).toBe(413);
		expect(many.json().message).toContain("at most 10,000");

		const pdf = await preview(admin, "students.pdf", Buffer.from("%PDF-1.4"));
		expect(pdf.statusCode).toBe(415);

		const noColumns = await preview(admin, "students.csv", Buffer.from("roll,name\n22CSE001,Asha\n"));
		expect(noColumns.statusCode).toBe(400);
		expect(noColumns.json().message).toContain("Missing: Email, Department, Year, Section");
	});

	it("lets a department head import into their department only (403 for another)", async () => {
		const t = tag();
		const other = await preview(hod, "ece.csv", csv(`${t}H01,Nikhil A,nikhil.${t}@dit.test,ECE,2,A,`));
		expect(other.statusCode).toBe(403);
		expect(other.json().message).toContain("CSE only");
		expect((await student(`${t}H01`)).statusCode).toBe(404);

		const own = await preview(
			hod,
			"cse.csv",
			Buffer.from(`Roll number,Name,Email,Year,Section\n${t}H02,Oviya P,oviya.${t}@dit.test,2,A\n`),
		);
		expect(own.statusCode, own.body).toBe(201);
		expect(own.json().sample[0]).toMatchObject({ department: "CSE" });
		// Another college's administrator cannot see or confirm it.
		const stranger = await signInAs(
			ctx.app,
			await makeStaff(ctx.database.db, await makeCollege(ctx.database.db), "ROLE_COLLEGE"),
		);
		expect((await confirm(stranger, own.json().id)).statusCode).toBe(404);
		expect((await confirm(hod, own.json().id)).json()).toMatchObject({ created: 1 });
	});

	it("invites each student by e-mail with a link that works once and expires", async () => {
		const t = tag();
		const res = await preview(
			admin,
			"two.csv",
			csv(`${t}I01,Pooja H,pooja.${t}@dit.test,CSE,1,A,`, `${t}I02,Rahul S,rahul.${t}@dit.test,CSE,1,A,`),
		);
		await confirm(admin, res.json().id);
		const tokenIn = async (email: string) => {
			const [mail] = await mailsTo(ctx.database.db, email, "Set your Unnati password");
			expect(mail?.text).toContain(college.name);
			return new URL((mail?.text.match(/http\S+reset-password\S+/) ?? [""])[0]).searchParams.get(
				"token",
			) as string;
		};
		const signIn = (username: string, password: string) =>
			ctx.app.inject({
				method: "POST",
				url: "/api/auth/login",
				remoteAddress: freshIp(),
				payload: { username, password, loginType: "student" },
			});
		const setPassword = (token: string) =>
			ctx.app.inject({
				method: "POST",
				url: "/api/auth/reset-password",
				payload: { token, newPassword: "Pooja@2026" },
			});

		// Before the link is used no password signs in.
		expect((await signIn(`${t}I01`, "")).statusCode).toBe(400);
		expect((await signIn(`${t}I01`, "!invited")).statusCode).toBe(401);
		const pooja = await tokenIn(`pooja.${t}@dit.test`);
		expect((await setPassword(pooja)).statusCode).toBe(200);
		expect((await signIn(`${t}I01`, "Pooja@2026")).statusCode).toBe(200);
		expect((await setPassword(pooja)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });

		const rahul = await tokenIn(`rahul.${t}@dit.test`);
		clock.advance(7 * DAY + 60_000);
		expect((await setPassword(rahul)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });
		clock.advance(-(7 * DAY + 60_000));
		// A new invitation works again; the student management view says they are still invited.
		const again = await ctx.app.inject({
			method: "POST",
			url: `/api/students/${t}I02/invitation`,
			headers: bearer(admin),
		});
		expect(again.json()).toMatchObject({ invited: true });
		expect((await setPassword(await tokenIn(`rahul.${t}@dit.test`))).statusCode).toBe(200);
		const after = await ctx.app.inject({
			method: "POST",
			url: `/api/students/${t}I02/invitation`,
			headers: bearer(admin),
		});
		expect(after.statusCode).toBe(409);
	});

	it("continues an import whose run stopped midway, and refuses a second confirm while one runs", async () => {
		const db = ctx.database.db;
		const t = tag();
		const res = await preview(
			admin,
			"stopped.csv",
			csv(`${t}S01,Kiran B,kiran.${t}@dit.test,CSE,1,A,`, `${t}S02,Lakshmi C,lakshmi.${t}@dit.test,ME,1,B,`),
		);
		expect(res.statusCode, res.body).toBe(201);
		const id = res.json().id as string;
		// As a server that restarted during the confirm leaves it: importing, no progress stored.
		await db
			.update(studentImports)
			.set({ status: "importing", updatedAt: clock() })
			.where(eq(studentImports.id, id));
		const running = await confirm(admin, id);
		expect(running.statusCode).toBe(409);
		expect(running.json().message).toBe("This import is running. Wait for it to finish.");
		expect((await student(`${t}S01`)).statusCode).toBe(404);

		clock.advance(IMPORT_STALL_MS + 1000);
		const resumed = await confirm(admin, id);
		expect(resumed.statusCode, resumed.body).toBe(200);
		expect(resumed.json()).toMatchObject({ status: "done", processed: 2, created: 2, skipped: [] });
		expect((await student(`${t}S02`)).json()).toMatchObject({ deptName: "ME", currentYear: 1 });
		const again = await confirm(admin, id);
		expect(again.statusCode).toBe(409);
		expect(again.json().message).toBe("This import has already been confirmed.");
	});
});
