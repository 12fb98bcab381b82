// Step 3 of `npm run build -w @unnati/web`, after the client build and the server-side build of
// src/prerender.tsx into dist-prerender/. Writes dist/landing.html, which the server sends for `/`
// only (every other path keeps the empty index.html): the built index.html with the landing screen's
// markup in #root, its own title, and the app's scripts started only once that markup has painted.
// Why: Lighthouse's performance score for `/` (goal ≥ 95). A client-rendered `/` painted nothing
// until the 95 kB entry chunk had arrived and run (FCP and LCP ≈ 2.4-2.9 s on a throttled phone);
// pre-rendered, the hero paints as soon as the HTML and the stylesheet are in, and main.tsx hydrates
// it. The scripts wait for that first paint so they do not compete with the stylesheet and the hero's
// screenshot for the phone's bandwidth (Lighthouse counts every script fetched before the largest
// paint as holding it up, even one that does not).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(web, "dist");
const ssrDir = path.join(web, "dist-prerender");

const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href);
const { html: markup, title } = renderLanding();
if (!markup.includes("home-hero-title")) throw new Error("the pre-rendered landing screen has no hero");

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
const boot = `// Written by apps/web/scripts/prerender.mjs: starts the app once the pre-rendered landing page has painted.
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
const bootName = `assets/landing-boot-${crypto.createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, bootName), boot);

const landing = index
	.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
	.replace(preloadTag, "")
	.replace(entryTag, `<script type="module" src="/${bootName}"></script>\n\t\t`)
	.replace(root, `<div id="root">${markup}</div>`);

fs.writeFileSync(path.join(dist, "landing.html"), landing);
fs.rmSync(ssrDir, { recursive: true, force: true });
console.log(
	`dist/landing.html: / pre-rendered (${(markup.length / 1024).toFixed(1)} kB of markup), ${bootName}`,
);
