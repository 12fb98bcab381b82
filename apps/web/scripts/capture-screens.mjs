// Regenerates the landing page's hero screenshots (apps/web/public/screens/*.webp) from Unnati's
// own screens, so they can be replaced as the real dashboards land.
//
// Usage, from the repository root (needs Debian's chromium and cwebp: apt-get install chromium webp):
//   npm run build
//   DATA_DIR=$(mktemp -d) PORT=4400 node apps/server/dist/main.js &
//   node apps/web/scripts/capture-screens.mjs [http://127.0.0.1:4400]
//
// Each screen is captured as a 1200×750 PNG and encoded with cwebp (quality 70) to stay small, once at
// full size and once 640 px wide for phones.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const base = process.argv[2] ?? "http://127.0.0.1:4400";
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/screens");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-screens-"));

/** The screens to capture: who signs in (if anyone) and which page to show. */
const shots = [
	{
		name: "college-dashboard",
		signIn: { accountType: "College Administrator", id: "college@dit.example.org", password: "College@123" },
		path: "/collegedashboard",
		heading: /welcome/i,
	},
	{
		name: "student-dashboard",
		signIn: { accountType: "Student", id: "22CSE001", password: "Student@123" },
		path: "/dashboard",
		heading: /welcome/i,
	},
	{ name: "business-objectives", path: "/business-objectives", heading: "Business Objectives" },
];

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
	args: ["--no-sandbox", "--disable-gpu", "--headless"],
});
try {
	for (const shot of shots) {
		const context = await browser.newContext({
			viewport: { width: 1200, height: 750 },
			reducedMotion: "reduce",
		});
		const page = await context.newPage();
		if (shot.signIn) {
			await page.goto(`${base}/login`);
			await page.getByRole("radio", { name: shot.signIn.accountType, exact: true }).check();
			await page
				.getByLabel(/roll number or email|email/i)
				.first()
				.fill(shot.signIn.id);
			await page.getByLabel("Password", { exact: true }).fill(shot.signIn.password);
			await page.getByRole("button", { name: "Login", exact: true }).click();
			await page.waitForURL((url) => url.pathname === shot.path);
		}
		// A fresh load: no "Login successful!" toast in the picture.
		await page.goto(`${base}${shot.path}`);
		await page.getByRole("heading", { level: 1, name: shot.heading }).waitFor();
		await page.waitForLoadState("networkidle");
		const png = path.join(tmp, `${shot.name}.png`);
		await page.screenshot({ path: png });
		// Full size for wide screens, 640 px wide for phones (the hero's srcset picks one).
		for (const [suffix, resize] of [
			["", []],
			["-640", ["-resize", "640", "400"]],
		]) {
			const webp = path.join(outDir, `${shot.name}${suffix}.webp`);
			execFileSync("cwebp", ["-quiet", "-q", "70", "-m", "6", ...resize, png, "-o", webp]);
			console.log(`${path.relative(process.cwd(), webp)}: ${(fs.statSync(webp).size / 1024).toFixed(1)} KB`);
		}
		await context.close();
	}
} finally {
	await browser.close();
	fs.rmSync(tmp, { recursive: true, force: true });
}
