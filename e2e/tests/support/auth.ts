import { expect, type Page } from "@playwright/test";

/** How to reach one account through the login screens. */
export interface SignIn {
	/** The login screen's path, e.g. "/login" or "/principal-login". */
	screen: string;
	/** The account-type choice on screens that offer one ("Faculty Mentor", "Instructor Admin"). */
	accountType?: string;
	/** The identifier field's label: "Roll number or email", "Email" or "Fact ID". */
	identifierLabel: string;
	identifier: string;
	password: string;
}

/** Fills in and submits a login screen the way a person would; does not wait for the result. */
export async function submitLogin(page: Page, account: SignIn): Promise<void> {
	if (!page.url().includes(account.screen)) await page.goto(account.screen);
	if (account.accountType) await page.getByRole("radio", { name: account.accountType, exact: true }).check();
	await page.getByLabel(account.identifierLabel, { exact: true }).fill(account.identifier);
	await page.getByLabel("Password", { exact: true }).fill(account.password);
	await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs in and waits for the role's home screen at `home`. */
export async function signIn(page: Page, account: SignIn, home: string): Promise<void> {
	await submitLogin(page, account);
	await expect(page.getByText("Login successful!")).toBeVisible();
	await page.waitForURL((url) => url.pathname === home);
}

/** The name the server has for whoever this page is signed in as (GET /api/auth/session). */
export async function sessionName(page: Page): Promise<string> {
	const response = await page.request.get("/api/auth/session");
	expect(response.status()).toBe(200);
	const session = (await response.json()) as { name: string };
	return session.name;
}
