// The hidden-test worker from source (tests, `npm run dev`): a worker thread does not inherit the
// parent's tsx loader, so it loads the TypeScript entry through tsx's API. A build bundles
// hidden-tests-worker.ts into dist/hidden-tests-worker.js instead (build.mjs).
const { tsImport } = await import("tsx/esm/api");
await tsImport("./hidden-tests-worker.ts", import.meta.url);
