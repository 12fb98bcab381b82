import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../test/fetch-stub";
import { fetchLatestSystemCheck, systemCheckLink, useRecentSystemCheckPass } from "./system-check-pass";

const api = stubFetch();
const LATEST = "GET /api/system-check/latest";

const pass = (completedAt: string) => ({
	id: "9b2f5c1e-3c7d-4f4e-8a43-0a8f3b2c1d00",
	passed: true,
	outcomes: [{ step: "screen", status: "passed" }],
	examId: null,
	identityPhotoId: null,
	completedAt,
	validUntil: new Date(Date.parse(completedAt) + 86_400_000).toISOString(),
});

function wrapper({ children }: { children: ReactNode }) {
	const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
	return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("the recent-pass helper for the exam screens", () => {
	it("says whether the latest pass is recent enough", async () => {
		api.respond(LATEST, () => jsonResponse({ pass: pass(new Date(Date.now() - 60_000).toISOString()) }));
		const recent = renderHook(() => useRecentSystemCheckPass(), { wrapper });
		await waitFor(() => expect(recent.result.current.isSuccess).toBe(true));
		expect(recent.result.current.hasRecentPass).toBe(true);

		api.respond(LATEST, () =>
			jsonResponse({ pass: pass(new Date(Date.now() - 2 * 86_400_000).toISOString()) }),
		);
		const stale = renderHook(() => useRecentSystemCheckPass(), { wrapper });
		await waitFor(() => expect(stale.result.current.isSuccess).toBe(true));
		expect(stale.result.current.hasRecentPass).toBe(false);
	});

	it("treats a signed-out person as having no pass", async () => {
		api.respond(LATEST, () => jsonResponse({ message: "Please sign in." }, 401));
		expect(await fetchLatestSystemCheck()).toBeNull();
		api.respond(LATEST, () => jsonResponse({ pass: null }));
		expect(await fetchLatestSystemCheck()).toBeNull();
	});

	it("links to the check with the exam and the way back", () => {
		expect(systemCheckLink("/exam-security/abc", "abc")).toEqual([
			"/system-check?examId=abc",
			{ state: { returnTo: "/exam-security/abc" } },
		]);
		expect(systemCheckLink("/exams-dashboard")[0]).toBe("/system-check");
	});
});
