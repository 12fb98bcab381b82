import { type RunRequestInput, type RunResult, runResultSchema } from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

/** POST /api/code/run: compile and run `source` on `stdin` in the sandbox. */
export async function runCode(request: RunRequestInput): Promise<RunResult> {
	return runResultSchema.parse(await apiFetch("/api/code/run", { method: "POST", body: request }));
}
