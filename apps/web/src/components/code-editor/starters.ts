import type { CodeLanguage } from "@unnati/contracts";

/**
 * A first program per language for free-form runs (the playground): it reads a name from standard
 * input and greets it, so a newcomer sees both input and output working before writing anything.
 * Problems bring their own starters (ProblemDetail.starters). Java's class must be Main: the judge
 * compiles Main.java.
 */
export const DEFAULT_STARTERS: Record<CodeLanguage, string> = {
	c: `#include <stdio.h>
#include <string.h>

int main(void) {
    char name[100] = "world";
    if (fgets(name, sizeof name, stdin) != NULL) {
        name[strcspn(name, "\\r\\n")] = '\\0';
    }
    printf("Hello, %s!\\n", name[0] ? name : "world");
    return 0;
}
`,
	cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string name;
    if (!getline(cin, name) || name.empty()) name = "world";
    cout << "Hello, " << name << "!" << '\\n';
    return 0;
}
`,
	java: `import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String name = in.readLine();
        if (name == null || name.isEmpty()) name = "world";
        System.out.println("Hello, " + name + "!");
    }
}
`,
	python: `import sys

name = sys.stdin.readline().strip() or "world"
print(f"Hello, {name}!")
`,
	javascript: `const input = require("fs").readFileSync(0, "utf8");
const name = input.split("\\n")[0].trim() || "world";
console.log(\`Hello, \${name}!\`);
`,
};
