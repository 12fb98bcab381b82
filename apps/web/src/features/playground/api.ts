import { codeEndpoints, type RunRequestInput, type RunResult } from "@unnati/contracts/code";
import { callApi } from "../../lib/api-client";

/** POST /api/code/run: compile and run `source` on `stdin` in the sandbox. */
export function runCode(request: RunRequestInput): Promise<RunResult> {
	return callApi(codeEndpoints.run, { body: request });
}
