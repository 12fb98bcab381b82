import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../db/database";
import { createMailer } from "./mailer";
import { outbox } from "./tables";

type Received = { from: string; to: string[]; data: string };
const silentLog = { error() {}, warn() {}, info() {} } as never;

describe("mail over SMTP", () => {
	let database: Database;
	let server: SMTPServer;
	let port: number;
	const received: Received[] = [];

	beforeAll(async () => {
		database = await createTestDatabase();
		// A real SMTP server on loopback: the mailer talks to it exactly as to a production relay.
		server = new SMTPServer({
			authOptional: true,
			disabledCommands: ["STARTTLS"],
			onData(stream, session, callback) {
				let data = "";
				stream.on("data", (chunk) => {
					data += chunk;
				});
				stream.on("end", () => {
					received.push({
						from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
						to: session.envelope.rcptTo.map((r) => r.address),
						data,
					});
					callback();
				});
			},
		});
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.server.address() as AddressInfo).port;
	});
	afterAll(async () => {
		await new Promise<void>((resolve) => server.close(() => resolve()));
		await database.close();
	});

	it("delivers the mail and records it as sent in the outbox", async () => {
		const mailer = createMailer({
			db: database.db,
			smtpUrl: `smtp://127.0.0.1:${port}`,
			from: "Unnati <no-reply@unnati.test>",
			log: silentLog,
		});
		await mailer.send({ to: "student@dit.example.org", subject: "Your code", text: "Your code is 123456." });
		expect(received).toHaveLength(1);
		expect(received[0]).toMatchObject({ from: "no-reply@unnati.test", to: ["student@dit.example.org"] });
		expect(received[0]?.data).toContain("Subject: Your code");
		expect(received[0]?.data).toContain("Your code is 123456.");
		const [row] = await database.db.select().from(outbox);
		expect(row?.sentAt).toBeInstanceOf(Date);
		expect(row?.attempts).toBe(1);
	});

	it("stores a mail's attachment and delivers it as an attached file", async () => {
		const mailer = createMailer({
			db: database.db,
			smtpUrl: `smtp://127.0.0.1:${port}`,
			from: "Unnati <no-reply@unnati.test>",
			log: silentLog,
		});
		const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
		await mailer.send({
			to: "22cse003@students.dit.example.org",
			subject: "Booked: Behavioral round practice",
			text: "You booked it.",
			attachments: [
				{ filename: "unnati-interview-1a2b3c4d.ics", contentType: "text/calendar", content: calendar },
			],
		});
		const delivered = received.at(-1)?.data ?? "";
		expect(delivered).toMatch(/Content-Type: text\/calendar; name=unnati-interview-1a2b3c4d\.ics/);
		expect(delivered).toContain("Content-Disposition: attachment; filename=unnati-interview-1a2b3c4d.ics");
		// The file travels whole, base64-encoded as nodemailer writes it.
		expect(delivered.replace(/\r\n/g, "")).toContain(Buffer.from(calendar).toString("base64"));
		const [kept] = await mailer.recent(1);
		expect(kept?.attachments).toEqual([
			{ filename: "unnati-interview-1a2b3c4d.ics", contentType: "text/calendar", content: calendar },
		]);
	});

	it("keeps a mail it could not deliver in the outbox with the error, and does not throw", async () => {
		const mailer = createMailer({
			db: database.db,
			smtpUrl: "smtp://127.0.0.1:1",
			from: "Unnati <no-reply@unnati.test>",
			log: silentLog,
		});
		await mailer.send({ to: "someone@dit.example.org", subject: "Lost?", text: "Not lost." });
		const rows = await database.db.select().from(outbox);
		const kept = rows.find((r) => r.subject === "Lost?");
		expect(kept?.sentAt).toBeNull();
		expect(kept?.lastError).toMatch(/ECONNREFUSED|connect/);
	});
});
