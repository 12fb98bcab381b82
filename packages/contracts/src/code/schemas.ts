import { z } from "zod";
import { CODE_MESSAGES, LANGUAGES, SOURCE_MAX_BYTES, STDIN_MAX_BYTES, VERDICTS } from "./constants";

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** POST /api/code/run: a free-form run of `source` on `stdin`, with no expected output. */
export const runRequestSchema = z
	.object({
		language: z.enum(LANGUAGES, { error: CODE_MESSAGES.languageInvalid }),
		source: z
			.string({ error: CODE_MESSAGES.sourceRequired })
			.refine((source) => source.trim().length > 0, { error: CODE_MESSAGES.sourceRequired, abort: true })
			.refine((source) => byteLength(source) <= SOURCE_MAX_BYTES, { error: CODE_MESSAGES.sourceTooLong }),
		stdin: z
			.string()
			.refine((stdin) => byteLength(stdin) <= STDIN_MAX_BYTES, { error: CODE_MESSAGES.stdinTooLong })
			.default(""),
	})
	.meta({ id: "CodeRunRequest" });

/**
 * What one run produced. `time_ms` is CPU time (user + system) except after a wall-clock timeout,
 * where it is the wall time the run was allowed; `exit_code` is null when a signal ended the run.
 */
export const runResultSchema = z
	.object({
		status: z.enum(VERDICTS),
		stdout: z.string(),
		stderr: z.string(),
		compile_output: z.string(),
		time_ms: z.number().int().nonnegative(),
		memory_kb: z.number().int().nonnegative(),
		exit_code: z.number().int().nullable(),
		/** The signal's name (e.g. "SIGSEGV") when one ended the program. */
		signal: z.string().nullable(),
	})
	.meta({ id: "CodeRunResult" });

export type RunRequest = z.infer<typeof runRequestSchema>;
export type RunRequestInput = z.input<typeof runRequestSchema>;
export type RunResult = z.infer<typeof runResultSchema>;
