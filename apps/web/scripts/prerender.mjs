// Step 3 of `npm run build -w @unnati/web`, after the client build and the server-side build of
// src/prerender.tsx into dist-prerender/. Writes:
// - dist/screens.json: every screen the route table registers, with who may open it
//   (app/screen-manifest.ts); the e2e accessibility spec visits each, and the server tells a page of
//   the app from an unknown address with it.
// - dist/page-shell.html: the same frame for pages the server renders as they are asked for (below).
// - dist/landing.html and dist/pages/*.html: every public page without path parameters (the landing
//   page, the login screens, contact, the legal pages, ...) and the 404 screen, pre-rendered: the built
//   index.html with the page's markup in #root, its own title, and the app's scripts started only once
//   that markup has painted. dist/prerendered.json maps each path to its file; the server sends it for
//   that path (query-free requests only: a page may render differently with a query, e.g.
//   /reset-password?token=...), and the 404 page for addresses no screen answers.
// Why: Lighthouse's mobile performance (goal ≥ 90, LCP ≤ 2.5 s). A client-rendered page painted
// nothing until the entry chunk and its screen's chunk had arrived and run (LCP 3.9-4.6 s on a
// throttled phone); pre-rendered, it paints as soon as the HTML and the stylesheet are in, and
// main.tsx hydrates it. The scripts wait for that first paint so they do not compete with the
// stylesheet for the phone's bandwidth (Lighthouse counts every script fetched before the largest
// paint as holding it up, even one that does not).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(web, "dist");
const ssrDir = path.join(web, "dist-prerender");

// React's production build, as in the browser.
process.env.NODE_ENV = "production";
const { renderLanding, renderPage, screens } = await import(
	pathToFileURL(path.join(ssrDir, "prerender.js")).href
);

const manifest = screens();
fs.writeFileSync(path.join(dist, "screens.json"), `${JSON.stringify(manifest, null, "\t")}\n`);

const index = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const root = '<div id="root"></div>';
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entry = index.match(entryTag)?.[1];
if (!entry || !index.includes(root)) throw new Error("dist/index.html is not the shape Vite writes");
const preloads = [...index.matchAll(preloadTag)].map((match) => match[1]);

// Adds the entry chunk and its imports the way Vite's tags would have, after the next frame is painted
// (a message posted from requestAnimationFrame runs once that frame is out). A hidden tab paints no
// frame, so it starts at once.
const boot = `// Written by apps/web/scripts/prerender.mjs: starts the app once the pre-rendered page has painted.
(() => {
	const start = () => {
		for (const href of ${JSON.stringify(preloads)}) {
			const link = document.createElement("link");
			link.rel = "modulepreload";
			link.crossOrigin = "";
			link.href = href;
			document.head.append(link);
		}
		const script = document.createElement("script");
		script.type = "module";
		script.crossOrigin = "";
		script.src = ${JSON.stringify(entry)};
		document.head.append(script);
	};
	if (document.visibilityState === "hidden") return start();
	requestAnimationFrame(() => {
		const channel = new MessageChannel();
		channel.port1.onmessage = start;
		channel.port2.postMessage(null);
	});
})();
`;
const bootName = `assets/page-boot-${crypto.createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, bootName), boot);

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * index.html with `markup` in #root, `title`, and the boot file instead of Vite's script tags.
 * `holdUntilHydrated`: #root is inert and aria-disabled until the lazily loaded screen has hydrated
 * (app/lazy-screen.tsx lets go), so a login form clicked or typed into before the app has started
 * does not silently drop what the person did.
 */
function page(markup, title, { holdUntilHydrated = false } = {}) {
	const rootTag = holdUntilHydrated ? '<div id="root" inert aria-disabled="true">' : '<div id="root">';
	return index
		.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ?? "Unnati")}</title>`)
		.replace(preloadTag, "")
		.replace(entryTag, `<script type="module" src="/${bootName}"></script>\n\t\t`)
		.replace(root, () => `${rootTag}${markup}</div>`);
}

// `/`: synchronously, with its sections still to come as the reader scrolls (src/prerender.tsx).
const landing = renderLanding();
if (!landing.html.includes("home-hero-title")) throw new Error("the pre-rendered landing screen has no hero");
fs.writeFileSync(path.join(dist, "landing.html"), page(landing.html, landing.title));
const written = { "/": "landing.html" };

// Every other public page without parameters, then the 404 screen (the route table's "*").
const NOT_FOUND = "*";
const publicPaths = manifest
	.filter((screen) => screen.access === "public" && screen.path !== "/" && !/[:*?]/.test(screen.path))
	.map((screen) => screen.path);
fs.rmSync(path.join(dist, "pages"), { recursive: true, force: true });
fs.mkdirSync(path.join(dist, "pages"));
const clientRendered = [];
for (const pagePath of [...publicPaths, NOT_FOUND]) {
	const rendered = await renderPage(pagePath === NOT_FOUND ? "/__unnati-no-such-page__" : pagePath);
	if (rendered.errors.length > 0) {
		// It reads the browser while rendering (e.g. the system check, the screen's size): left to the browser.
		clientRendered.push(`${pagePath} (${rendered.errors[0]})`);
		continue;
	}
	if (!/<h1[\s>]/.test(rendered.html)) throw new Error(`the pre-rendered ${pagePath} has no level-1 heading`);
	if (/<script[\s>]/.test(rendered.html))
		throw new Error(`the pre-rendered ${pagePath} has an inline script (CSP)`);
	const file = `pages/${pagePath === NOT_FOUND ? "404" : pagePath.slice(1).replace(/\//g, "--")}.html`;
	fs.writeFileSync(path.join(dist, file), page(rendered.html, rendered.title, { holdUntilHydrated: true }));
	written[pagePath] = file;
}
fs.writeFileSync(path.join(dist, "prerendered.json"), `${JSON.stringify(written, null, "\t")}\n`);

// The frame of a page the server renders while it runs (a published lesson for a visitor:
// apps/server/src/platform/http/web-app.ts, with dist-prerender/prerender.js, which is kept for it):
// the server puts the markup, the title and the API answers the markup was rendered from in place of
// these markers. The answers go in a JSON data block, which runs nothing (the CSP allows it).
fs.writeFileSync(
	path.join(dist, "page-shell.html"),
	page("<!--unnati:markup-->", "Unnati", { holdUntilHydrated: true })
		.replace("<title>Unnati</title>", "<title><!--unnati:title--></title>")
		.replace("</body>", "<!--unnati:answers--></body>"),
);
console.log(
	`dist/screens.json: ${manifest.length} screens; pre-rendered ${Object.keys(written).length} pages (${bootName})`,
);
if (clientRendered.length) console.log(`left client-rendered: ${clientRendered.join("; ")}`);
