import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./db/database";
import { appSecrets } from "./secrets-table";

/**
 * A named server-side secret: generated once and kept in the database, so every process of a
 * fleet (and every restart) uses the same one. Racing processes agree on the first one written.
 */
export async function getOrCreateSecret(
	db: Db,
	name: string,
	/** Makes a new value (a key pair, say); 48 random bytes in base64url unless told otherwise. */
	generate: () => string | Promise<string> = () => randomBytes(48).toString("base64url"),
): Promise<string> {
	await db
		.insert(appSecrets)
		.values({ name, value: await generate() })
		.onConflictDoNothing();
	const [row] = await db
		.select({ value: appSecrets.value })
		.from(appSecrets)
		.where(eq(appSecrets.name, name));
	if (!row) throw new Error(`secret ${name} could not be stored`);
	return row.value;
}
