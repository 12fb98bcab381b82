import { describe, expect, it } from "vitest";
import { CODE_MESSAGES, SOURCE_MAX_BYTES, STDIN_MAX_BYTES } from "./constants";
import { runRequestSchema } from "./schemas";

const messages = (input: unknown) => {
	const parsed = runRequestSchema.safeParse(input);
	return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("run request", () => {
	it("accepts each language and treats a missing stdin as empty", () => {
		expect(runRequestSchema.parse({ language: "cpp", source: "int main(){}" })).toEqual({
			language: "cpp",
			source: "int main(){}",
			stdin: "",
		});
	});

	it("names the supported languages when the language is unknown", () => {
		expect(messages({ language: "rust", source: "fn main(){}" })).toEqual([CODE_MESSAGES.languageInvalid]);
	});

	it("counts the 64 KB and 1 MB limits in bytes, so Devanagari text cannot slip past them", () => {
		const hindi = "# नमस्ते\n".repeat(Math.ceil(SOURCE_MAX_BYTES / 20));
		expect(hindi.length).toBeLessThan(SOURCE_MAX_BYTES);
		expect(messages({ language: "python", source: hindi })).toEqual([CODE_MESSAGES.sourceTooLong]);
		expect(messages({ language: "python", source: "print(1)", stdin: "1".repeat(STDIN_MAX_BYTES) })).toEqual(
			[],
		);
		const hindiInput = "नमस्ते ".repeat(Math.ceil(STDIN_MAX_BYTES / 19));
		expect(hindiInput.length).toBeLessThan(STDIN_MAX_BYTES);
		expect(messages({ language: "python", source: "print(1)", stdin: hindiInput })).toEqual([
			CODE_MESSAGES.stdinTooLong,
		]);
	});

	it("refuses blank source", () => {
		expect(messages({ language: "c", source: "  \n" })).toEqual([CODE_MESSAGES.sourceRequired]);
	});
});
