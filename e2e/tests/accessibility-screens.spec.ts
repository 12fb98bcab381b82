import { type APIRequestContext, expect, test } from "@playwright/test";
import {
	ACCOUNT_BY_ROLE,
	fillPattern,
	linkedPaths,
	paramValues,
	registeredScreens,
	routeTo,
	type Screen,
	seriousViolations,
	settle,
} from "./support/screens";
import { logInThroughApi, sessionFile } from "./support/sessions";

// axe on every registered screen of every role (issue 21; WCAG 2.2 AA and the RPwD Act 2016 are the
// bar): no serious or critical violation, one main landmark and a level-1 heading on each, and no
// uncaught error (which includes a pre-rendered page that fails to hydrate). The screens
// come from the build's list of the route table (apps/web/dist/screens.json), so a screen is checked
// the day its feature registers it; nothing here names the screens one by one.
//
// One test per role (and one for the public pages), each in its own browser context with the role's
// shared session (sessions.setup.ts), visiting each screen once. Screens with parameters get real ids
// from the links on the screens visited before them (the exams dashboard links to
// /exam-instructions/{id}, the question banks to /question-banks/{id}, ...); the few that no screen
// links to take theirs from another screen's address (PARAMS_FROM) or, failing that, from the demo
// data (DEMO_ADDRESSES). A screen that gets no address fails the test rather than being skipped.
//
// A signed-in role's screens inside its layout are opened through the app's router, as its side bar
// does, after the first is loaded by address: loading the app again for each took 1.1 s a screen
// against 0.13 s (bench/RESULTS.md, "CI duration"). The public pages (pre-rendered: each load checks
// their hydration), the full-screen player and the first screen of each walk are loaded by address;
// each feature's own specs open its screens by address too.

/** Screens no other screen links to, and the screen whose address carries the same parameters. */
const PARAMS_FROM: Record<string, string> = {
	// The player and the rules are reached through buttons from the exam's instructions.
	"/exam-security/:id": "/exam-instructions/:id",
	"/exam/:examId": "/exam-instructions/:id",
	"/proctored-exam/:examId": "/exam-instructions/:id",
	// A job's short address (no title segment) redirects to the full one the jobs board links to.
	"/job-details-CT/:jobid": "/job-details-CT/:jobid/:jobtitle",
	// Lab authoring (issue 14): "New lab" is a link on the course editor, whose address has the course id.
	"/instructordashboard/courses/:courseId/new-lab": "/instructordashboard/courses/:courseId",
};

/**
 * Screens that no screen links to and no other address gives the parameters of: an address in the
 * demo data (README "Demo exams"). Today the college's exam analytics is reached only by its address.
 */
const DEMO_ADDRESSES: Record<string, string> = {
	"/collegedashboard/:examTitle": `/collegedashboard/${encodeURIComponent("Aptitude Practice Test 1")}`,
	// The public catalogue is reached from outside (search engines, shared links); the course pages link on.
	"/learning-path/:pathId": "/learning-path/dsa",
	// Labs (issue 14): a lab of the demo DSA course, its public description and the student's lab.
	"/lab-details/:labId": "/lab-details/attendance-prefix-sums",
	"/lab/:labId": "/lab/attendance-prefix-sums",
	// Career paths (issue 17): a path's overview and its roadmap (ids are the paths' fixed slugs).
	"/dashboard/careerpath/:id": "/dashboard/careerpath/sde",
	"/dashboard/careerpath/:id/journey": "/dashboard/careerpath/sde/journey",
	// A student's public profile: the demo's 22CSE002 has made theirs public (README).
	"/public-profile/:rollNumber": "/public-profile/22CSE002",
};

/**
 * Screens whose address exists only once someone has done something (a resume shared, an interview
 * finished): made through the API by a demo student that no other spec uses this way, and read back.
 */
const MADE_FOR: Record<string, (request: APIRequestContext) => Promise<string>> = {
	// A student's readiness page by id: the student account's own (staff reach it by links).
	"/student-placement-analytics/:id": async (request) => {
		await logInThroughApi(request, "22CSE011");
		const session = await request.get("/api/auth/session");
		expect(session.status(), await session.text()).toBe(200);
		return `/student-placement-analytics/${((await session.json()) as { userId: string }).userId}`;
	},
	"/shared-resume/:token": async (request) => {
		await logInThroughApi(request, "22CSE011");
		const resume = await request.post("/api/resumes", { data: { title: "Accessibility walk" } });
		expect(resume.status(), await resume.text()).toBe(201);
		const { id } = (await resume.json()) as { id: string };
		const share = await request.post(`/api/resumes/${id}/share`, { data: {} });
		expect(share.status(), await share.text()).toBe(200);
		return `/shared-resume/${((await share.json()) as { token: string }).token}`;
	},
	// A mentor's public page, whose id only the signed-in see: the walk's student asks for their mentor.
	"/mentor/profile/:id": async (request) => {
		await logInThroughApi(request, "22CSE011");
		const mine = await request.get("/api/mentors/mine");
		expect(mine.status(), await mine.text()).toBe(200);
		const { mentor } = (await mine.json()) as { mentor: { id: string } | null };
		expect(mentor, "the demo maps every student to a mentor").not.toBeNull();
		return `/mentor/profile/${mentor?.id}`;
	},
	"/certificates/:id": async (request) => {
		// The demo's certificate (22CSE002's DSA course), as the instructor admin's list has it.
		await logInThroughApi(request, "instructor.admin@dit.example.org");
		const list = await request.get("/api/certificates");
		expect(list.status(), await list.text()).toBe(200);
		const { certificates } = (await list.json()) as { certificates: { id: string }[] };
		expect(certificates.length, "the demo data has a certificate").toBeGreaterThan(0);
		return `/certificates/${certificates[0]?.id}`;
	},
	// Lab authoring (issue 14): a lab of the demo DSA course in its editor (ids are made at seeding).
	"/instructordashboard/labs/:labId": async (request) => {
		await logInThroughApi(request, "instructor@dit.example.org");
		return `/instructordashboard/labs/${await demoCourseLab(request)}`;
	},
	// A lab version waiting for review: the demo instructor writes a one-step lab, checks it, sends it.
	"/instructor-admin-dashboard/lab-reviews/:revisionId": async (request) => {
		await logInThroughApi(request, "instructor@dit.example.org");
		const courses = await request.get("/api/authoring/courses");
		expect(courses.status(), await courses.text()).toBe(200);
		const course = ((await courses.json()) as { courses: { id: string; slug: string }[] }).courses.find(
			(c) => c.slug === "cloud-computing-essentials",
		);
		expect(course, "the demo instructor is assigned to Cloud Computing Essentials").toBeDefined();
		const tag = Date.now().toString(36);
		const created = await request.post(`/api/authoring/courses/${course?.id}/labs`, {
			data: {
				title: "Hours of compute in a month",
				slug: `compute-hours-${tag}`,
				summary: "Add up the hours a lab's virtual machines ran in a month.",
				objectives: ["Read a list of numbers and add them"],
				prerequisites: [],
				minutes: 10,
				difficulty: "beginner",
				language: "python",
			},
		});
		expect(created.status(), await created.text()).toBe(200);
		const lab = (await created.json()) as { id: string };
		const step = await request.post(`/api/authoring/labs/${lab.id}/steps`, {
			data: {
				title: "Total machine hours",
				instructions: "Read the hours each machine ran, on one line, and print their total.",
				starter: "hours = list(map(int, input().split()))\n",
				solution: "print(sum(map(int, input().split())))\n",
				tests: [
					{ input: "5 7 12\n", output: "24\n", hidden: false },
					{ input: "720\n", output: "720\n", hidden: true },
				],
				cpuMs: 2000,
				memoryMb: 256,
			},
		});
		expect(step.status(), await step.text()).toBe(200);
		const checked = await request.post(`/api/authoring/labs/${lab.id}/steps/1/check`);
		expect(checked.status(), await checked.text()).toBe(200);
		const sent = await request.post(`/api/authoring/labs/${lab.id}/submit`);
		expect(sent.status(), await sent.text()).toBe(200);
		await logInThroughApi(request, "instructor.admin@dit.example.org");
		const queue = await request.get("/api/authoring/lab-reviews");
		expect(queue.status(), await queue.text()).toBe(200);
		const item = ((await queue.json()) as { items: { revisionId: string; labId: string }[] }).items.find(
			(i) => i.labId === lab.id,
		);
		expect(item, "the lab just sent waits for review").toBeDefined();
		return `/instructor-admin-dashboard/lab-reviews/${item?.revisionId}`;
	},
	"/mockinterviews/feedback/:type/:id": async (request) => {
		await logInThroughApi(request, "22CSE011");
		const started = await request.post("/api/interviews/sessions", {
			data: { type: "hr", roleFamily: "sde", questionCount: 3 },
		});
		expect(started.status(), await started.text()).toBe(201);
		const session = (await started.json()) as { id: string; questions: { position: number }[] };
		for (const { position } of session.questions) {
			const answered = await request.put(`/api/interviews/sessions/${session.id}/answers/${position}`, {
				data: {
					answer:
						"I would listen first, then explain my reasoning with an example from my internship, and agree on a next step together.",
				},
			});
			expect(answered.status(), await answered.text()).toBe(200);
		}
		const completed = await request.post(`/api/interviews/sessions/${session.id}/complete`);
		expect(completed.status(), await completed.text()).toBe(200);
		return `/mockinterviews/feedback/hr/${session.id}`;
	},
};

/** The id of a lab of the demo DSA course (the seed loads two), as its assigned instructor lists them. */
async function demoCourseLab(request: APIRequestContext): Promise<string> {
	const courses = await request.get("/api/authoring/courses");
	expect(courses.status(), await courses.text()).toBe(200);
	const dsa = ((await courses.json()) as { courses: { id: string; slug: string }[] }).courses.find(
		(c) => c.slug === "dsa-foundations",
	);
	expect(dsa, "the demo instructor is assigned to DSA Foundations").toBeDefined();
	const labs = await request.get(`/api/authoring/courses/${dsa?.id}/labs`);
	expect(labs.status(), await labs.text()).toBe(200);
	const [first] = ((await labs.json()) as { labs: { id: string }[] }).labs;
	expect(first, "the demo DSA course has labs").toBeDefined();
	return first?.id ?? "";
}

/**
 * What a student has done before the player opens: accepted the exam's rules less than 5 minutes ago
 * (the exam guard's record in sessionStorage, apps/web/src/features/exams/exam-storage.ts). Runs before
 * every page of the context and writes the record for a player address only.
 */
function acceptExamRules() {
	const match = /^\/(?:proctored-)?exam\/([^/]+)\/?$/.exec(location.pathname);
	if (match?.[1]) {
		sessionStorage.setItem(
			"examSecurityValidation",
			JSON.stringify({ examId: decodeURIComponent(match[1]), validatedAt: Date.now() }),
		);
	}
}

/**
 * Screens whose address the app completes to its canonical form, by design: a job's short address
 * gains the job's title (SPEC §2: the title segment is optional and corrected to the slug).
 */
const COMPLETED_TO: Record<string, string> = {
	"/job-details-CT/:jobid": "/job-details-CT/:jobid/:jobtitle",
	// Lab authoring (issue 14): "New lab" is a link on the course editor, whose address has the course id.
	"/instructordashboard/courses/:courseId/new-lab": "/instructordashboard/courses/:courseId",
};

/**
 * Public screens that send a visitor on to sign in first, and back afterwards: for the public walk,
 * landing on that login screen is what they do. The practice run is a signed-in student's (SPEC §2
 * /dummy); the student's own walk does not reach it, so its own spec (practice-run.spec.ts) runs it.
 */
const SIGNS_IN_FIRST: Record<string, string> = { "/dummy": "/login" };

/** The 404 screen, checked with the public pages. */
const NOT_FOUND: Screen = { path: "/no-such-page", access: "public", frame: "public" };

const byAccess = new Map<string, Screen[]>();
for (const screen of registeredScreens()) {
	byAccess.set(screen.access, [...(byAccess.get(screen.access) ?? []), screen]);
}

for (const [access, screens] of byAccess) {
	const list = access === "public" ? [...screens, NOT_FOUND] : screens;
	test(`${access}: ${list.length} screens, no serious or critical axe violation`, async ({
		browser,
		baseURL,
		playwright,
	}) => {
		// Each visit returns as soon as the screen has settled; the allowance is for a busy machine
		// (35-70 s per screen at load 25-28 on 2 cores, under 3 s on a quiet one).
		test.setTimeout(60_000 + list.length * 90_000);
		const account = access === "public" ? undefined : ACCOUNT_BY_ROLE[access];
		if (access !== "public" && !account) {
			throw new Error(
				`no demo account signs in as ${access}: add one to ACCOUNT_BY_ROLE (support/screens.ts)`,
			);
		}
		const context = await browser.newContext({
			baseURL,
			storageState: account ? sessionFile(account) : undefined,
		});
		await context.addInitScript(acceptExamRules);
		const page = await context.newPage();
		// Uncaught errors, React's hydration mismatches on the pre-rendered pages among them.
		let thrown: string[] = [];
		page.on("pageerror", (error) => thrown.push(error.message));

		const findings: string[] = [];
		/** The frame of the screen the page shows, once one has been opened. */
		let shown: Screen["frame"] | null = null;
		/** Every path visited or linked to so far, in the order seen. */
		const known: string[] = [];
		/**
		 * Opens `address` as `screen` and checks it. Returns false, recording nothing, when the screen
		 * sent the browser on to another address and `mayRetry` says another address may be tried
		 * (e.g. /exam/{id} of a proctored exam goes on to /proctored-exam/{id}).
		 */
		const visit = async (screen: Screen, address: string, mayRetry = false): Promise<boolean> =>
			test.step(address, async () => {
				thrown = [];
				const routed = account !== undefined && screen.frame === "role" && shown === "role";
				shown = screen.frame;
				if (!routed || !(await routeTo(page, address))) await page.goto(address);
				const problems = await settle(page);
				const landed = new URL(page.url()).pathname;
				const canonical = COMPLETED_TO[screen.path];
				const completed =
					canonical !== undefined &&
					paramValues(canonical, landed) !== null &&
					landed.startsWith(`${address.replace(/\/$/, "")}/`);
				const signsIn = access === "public" && SIGNS_IN_FIRST[screen.path] === landed;
				if (
					!completed &&
					!signsIn &&
					landed.toLowerCase().replace(/\/$/, "") !== address.toLowerCase().replace(/\/$/, "")
				) {
					if (mayRetry) return false;
					problems.push(`went on to ${landed}`);
				}
				if (
					screen !== NOT_FOUND &&
					(await page.getByRole("heading", { name: "Page Not Found" }).isVisible())
				) {
					problems.push("shows the 404 screen");
				}
				problems.push(...(await seriousViolations(page)));
				problems.push(...thrown.map((message) => `threw ${message}`));
				known.push(address);
				// Links are read only while a screen with parameters still needs an address.
				if (list.some((other) => other.path.includes(":"))) known.push(...(await linkedPaths(page)));
				findings.push(...problems.map((problem) => `${screen.path} at ${address}: ${problem}`));
				return true;
			});
		/** Real addresses for a screen with parameters, from what has been seen so far (three at most). */
		/** Another screen's own address is not a value for a parameter (/collegedashboard/certificates). */
		const staticPaths = new Set(list.filter((other) => !other.path.includes(":")).map((other) => other.path));
		const addressesFor = (screen: Screen): string[] => {
			const linked = known.filter(
				(path) => !staticPaths.has(path) && paramValues(screen.path, path) !== null,
			);
			const source = PARAMS_FROM[screen.path];
			const derived = source
				? known.flatMap((path) => {
						const values = paramValues(source, path);
						return values ? [fillPattern(screen.path, values)] : [];
					})
				: [];
			const demo = DEMO_ADDRESSES[screen.path];
			return [...new Set([...linked, ...derived, ...(demo ? [demo] : [])])].slice(0, 3);
		};

		const started = Date.now();
		for (const screen of list.filter((screen) => !screen.path.includes(":"))) {
			await visit(screen, screen.path);
		}
		let waiting = list.filter((screen) => screen.path.includes(":"));
		for (let progress = true; waiting.length > 0 && progress; ) {
			progress = false;
			for (const screen of waiting) {
				const addresses = addressesFor(screen);
				if (addresses.length === 0) continue;
				waiting = waiting.filter((other) => other !== screen);
				progress = true;
				for (const [index, address] of addresses.entries()) {
					if (await visit(screen, address, index < addresses.length - 1)) break;
				}
			}
		}
		for (const screen of waiting.filter((screen) => MADE_FOR[screen.path])) {
			const made = MADE_FOR[screen.path];
			// A request context of its own, with the origin header the server's CSRF check expects.
			const request = await playwright.request.newContext({
				baseURL,
				extraHTTPHeaders: { origin: baseURL ?? "" },
			});
			const address = made ? await made(request) : null;
			await request.dispose();
			if (!address) continue;
			waiting = waiting.filter((other) => other !== screen);
			await visit(screen, address);
		}
		for (const screen of waiting) {
			findings.push(
				`${screen.path}: no address to open it at (no screen visited links to one; neither PARAMS_FROM nor DEMO_ADDRESSES names one)`,
			);
		}
		test.info().annotations.push({
			type: "timing",
			description: `${list.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`,
		});
		await context.close();

		expect(findings).toEqual([]);
	});
}
