import { type CodeLanguage, LANGUAGES } from "@unnati/contracts";
import type { ProblemDefinition } from "./catalog";

/** The problem's input format as comment lines, so the starter reminds the student what to read. */
function commentLines(prefix: string, problem: ProblemDefinition): string {
	const lines = [`TODO: solve "${problem.title}".`, "Input format:"];
	for (const paragraph of problem.inputFormat.split("\n")) lines.push(`  ${paragraph}`);
	lines.push("Print the answer as described under Output format.");
	return lines.map((line) => `${prefix}${line}`.trimEnd()).join("\n");
}

/**
 * A program that reads the whole input and prints nothing yet, with fast input for each language
 * (the performance tests have up to a megabyte of input). Derived from the language, so every
 * problem gets one per language without anyone writing them by hand.
 */
const STARTERS: Record<CodeLanguage, (problem: ProblemDefinition) => string> = {
	c: (problem) => `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
${commentLines("    // ", problem)}
    // For example: int n; if (scanf("%d", &n) != 1) return 0;
    return 0;
}
`,
	cpp: (problem) => `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
${commentLines("    // ", problem)}
    // For example: int n; cin >> n;
    return 0;
}
`,
	java: (problem) => `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
${commentLines("        // ", problem)}
        // For example: StringTokenizer st = new StringTokenizer(in.readLine());
        System.out.print(out);
    }
}
`,
	python: (problem) => `import sys


def main():
    data = sys.stdin.buffer.read().split()
${commentLines("    # ", problem)}
    # data holds the input's whitespace-separated tokens as bytes, e.g. n = int(data[0]).


main()
`,
	javascript: (problem) => `const data = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean);
${commentLines("// ", problem)}
// data holds the input's whitespace-separated tokens, e.g. const n = Number(data[0]);
`,
};

export function startersFor(problem: ProblemDefinition): Record<CodeLanguage, string> {
	return Object.fromEntries(LANGUAGES.map((language) => [language, STARTERS[language](problem)])) as Record<
		CodeLanguage,
		string
	>;
}
