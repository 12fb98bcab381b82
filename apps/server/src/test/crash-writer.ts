// Child process for the crash-recovery test: opens the embedded database in DATA_DIR exactly as
// the server does, then inserts rows forever, printing "ack <name>" after each committed insert.
import { createOrganization } from "../modules/organizations/service";
import { openDatabase } from "../platform/db/database";
import { migrate } from "../platform/db/migrate";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
const database = await openDatabase({ kind: "pglite", dataDir });
await migrate(database);
process.stdout.write("ready\n");
for (let i = 0; ; i++) {
	const name = `Crash Test Org ${i}`;
	await createOrganization(database.db, { name, city: "Pune" });
	process.stdout.write(`ack ${name}\n`);
}
