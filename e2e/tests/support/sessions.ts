import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * Signing in once per account, not in every test. The "sessions" project (sessions.setup.ts) signs
 * each account below in through the API before any spec runs and keeps its cookie in a storage-state
 * file; a spec that is not about logging in starts from that session (`openSignedIn`). The login
 * screens themselves are tested through their forms in auth-*.spec.ts.
 *
 * A shared session must never be ended by a test: tests that sign out, change a password or revoke
 * sessions use their own accounts and log in on their own (22CSE002 and hod.ece are not here).
 */

interface Account {
	/** POST /api/auth/login's loginType; "mentor" signs in by fact ID at POST /api/mentors/login. */
	loginType:
		| "student"
		| "college"
		| "department"
		| "mentor"
		| "principal"
		| "admin"
		| "exam_admin"
		| "instructor"
		| "instructor_admin"
		| "connectin_admin"
		| "question_bank_admin"
		| "career_counselor"
		| "pat"
		| "recruiter";
	password: string;
	/** The role's home screen, where a signed-in test starts. */
	home: string;
}

const student = { loginType: "student", password: "Student@123", home: "/dashboard" } as const;

/** The demo accounts the specs use, by the username they sign in with. */
export const ACCOUNTS = {
	// One student per spec that changes a student's state (exams taken, problems solved, system checks).
	"22CSE001": student,
	"22CSE005": student,
	"22CSE006": student,
	"22CSE007": student,
	"22CSE008": student,
	"22CSE009": student,
	"22CSE010": student,
	// The accessibility spec opens every student screen, the exam player included (which starts an attempt).
	"22CSE011": student,
	"college@dit.example.org": { loginType: "college", password: "College@123", home: "/collegedashboard" },
	"hod.cse@dit.example.org": { loginType: "department", password: "Dept@1234", home: "/departmentdashboard" },
	"admin@unnati.example.org": { loginType: "admin", password: "Admin@1234", home: "/admin-dashboard" },
	"examadmin@dit.example.org": {
		loginType: "exam_admin",
		password: "Exam@1234",
		home: "/examination-admin/dashboard",
	},
	// Every other role once, for the accessibility spec's visit of each role's screens.
	FAC1001: { loginType: "mentor", password: "Mentor@123", home: "/mentordashboard" },
	"principal@dit.example.org": {
		loginType: "principal",
		password: "Principal@123",
		home: "/principal-dashboard",
	},
	"instructor@dit.example.org": {
		loginType: "instructor",
		password: "Instructor@123",
		home: "/instructordashboard",
	},
	"instructor.admin@dit.example.org": {
		loginType: "instructor_admin",
		password: "InstructorAdmin@123",
		home: "/instructor-admin-dashboard",
	},
	"connectin@dit.example.org": {
		loginType: "connectin_admin",
		password: "ConnectIn@123",
		home: "/connectin-dashboard",
	},
	"questionbank@dit.example.org": {
		loginType: "question_bank_admin",
		password: "QuestionBank@123",
		home: "/question-bank",
	},
	"counselor@dit.example.org": {
		loginType: "career_counselor",
		password: "Counselor@123",
		home: "/career-counselor-dashboard",
	},
	"pat@dit.example.org": { loginType: "pat", password: "Placement@123", home: "/pat-dashboard" },
	"recruiter@talentbridge.example.com": {
		loginType: "recruiter",
		password: "Recruiter@123",
		home: "/recruiter-dashboard",
	},
} satisfies Record<string, Account>;

export type AccountName = keyof typeof ACCOUNTS;

const SESSIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.sessions");

/** The storage-state file holding `name`'s shared session (written by sessions.setup.ts). */
export function sessionFile(name: AccountName): string {
	return path.join(SESSIONS_DIR, `${name}.json`);
}

/**
 * Signs `name` in through POST /api/auth/login with `request`, which keeps the session cookie (a
 * browser context's `request` shares its cookies with the context's pages).
 */
export async function logInThroughApi(request: APIRequestContext, name: AccountName): Promise<void> {
	const account: Account = ACCOUNTS[name];
	const response =
		account.loginType === "mentor"
			? await request.post("/api/mentors/login", { data: { factId: name, password: account.password } })
			: await request.post("/api/auth/login", {
					data: { username: name, password: account.password, loginType: account.loginType },
				});
	expect(response.status(), `login of ${name}: ${await response.text()}`).toBe(200);
}

/** Opens `name`'s home screen on `page`, signed in with the session shared by every test. */
export async function openSignedIn(page: Page, name: AccountName): Promise<void> {
	const { cookies } = JSON.parse(fs.readFileSync(sessionFile(name), "utf8")) as {
		cookies: Parameters<BrowserContext["addCookies"]>[0];
	};
	await page.context().addCookies(cookies);
	await openHome(page, name);
}

/**
 * Opens `name`'s home screen on `page` with a session of its own: for a second device, whose
 * session must be distinct from the shared one.
 */
export async function openFreshSession(page: Page, name: AccountName): Promise<void> {
	await logInThroughApi(page.context().request, name);
	await openHome(page, name);
}

async function openHome(page: Page, name: AccountName): Promise<void> {
	const { home } = ACCOUNTS[name];
	await page.goto(home);
	// A guarded screen sends a visitor without a live session to a login screen instead.
	await page.waitForURL((url) => url.pathname === home);
	// The home screen asks the server for the session first; a busy machine can take a while.
	await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible({ timeout: 20_000 });
}
