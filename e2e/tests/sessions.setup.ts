import { request, test } from "@playwright/test";
import { ACCOUNTS, type AccountName, logInThroughApi, sessionFile } from "./support/sessions";

// Runs before every spec (the "sessions" project): one login per account for the whole run.
test("sign each shared account in once and keep its session", async ({ baseURL }) => {
	await Promise.all(
		(Object.keys(ACCOUNTS) as AccountName[]).map(async (name) => {
			const context = await request.newContext({ baseURL });
			try {
				await logInThroughApi(context, name);
				await context.storageState({ path: sessionFile(name) });
			} finally {
				await context.dispose();
			}
		}),
	);
});
