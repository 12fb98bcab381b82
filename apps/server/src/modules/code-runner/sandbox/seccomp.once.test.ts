import { describe, expect, it } from "vitest";
import { runOnce } from "./judge";
import { MB } from "./limits";

/**
 * The launcher's seccomp filter (launcher.c, install_seccomp). Without it, a program attaches to its
 * parent (the launcher, which measures it) because both run as the same uid in the namespace.
 * Time limits are generous: the verdict must not depend on how busy the machine is.
 */
const limits = { cpuMs: 5000, wallMs: 30_000, memoryBytes: 128 * MB };

const PROBE = `#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <unistd.h>

static int succeeded = 0;
static void report(const char *what, long result) {
	if (result != -1) succeeded = 1;
	printf("%s %s\\n", what, result != -1 ? "succeeded" : errno == EPERM ? "EPERM" : strerror(errno));
}

int main(void) {
	char buffer[16];
	struct iovec local = { buffer, sizeof buffer };
	/* An address mapped in every process of the sandbox: the parent's copy of this very string. */
	struct iovec remote = { (void *)"probe", 1 };
	report("attach pid 1", ptrace(PTRACE_ATTACH, 1, 0, 0));
	report("attach parent", ptrace(PTRACE_ATTACH, getppid(), 0, 0));
	report("attach self", ptrace(PTRACE_ATTACH, getpid(), 0, 0));
	report("seize parent", ptrace(PTRACE_SEIZE, getppid(), 0, 0));
	report("process_vm_readv parent", process_vm_readv(getppid(), &local, 1, &remote, 1, 0));
	report("process_vm_writev pid 1", process_vm_writev(1, &local, 1, &remote, 1, 0));
	report("unshare user namespace", unshare(CLONE_NEWUSER));
	report("personality without ASLR", personality(ADDR_NO_RANDOMIZE));
	fflush(stdout);
	return succeeded ? 42 : 0;
}
`;

describe("the sandbox's seccomp filter", () => {
	it("refuses ptrace of PID 1, the parent and itself, and process_vm_*, with EPERM instead of a kill", async () => {
		const result = await runOnce({ language: "c", source: PROBE, stdin: "", limits });
		expect(result.compile_output ?? "").not.toMatch(/error/);
		expect(result.stdout.trim().split("\n")).toEqual([
			"attach pid 1 EPERM",
			"attach parent EPERM",
			"attach self EPERM",
			"seize parent EPERM",
			"process_vm_readv parent EPERM",
			"process_vm_writev pid 1 EPERM",
			"unshare user namespace EPERM",
			"personality without ASLR EPERM",
		]);
		// The program ran to its end: an attach that succeeded would have made it exit 42.
		expect(result.status).toBe("Accepted");
		expect(result.exit_code).toBe(0);
	});

	it("is in force for the interpreters too, with no_new_privs, and leaves threads and fork working", async () => {
		const source = `import os, threading
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
print(status["Seccomp"].strip(), status["NoNewPrivs"].strip())
t = threading.Thread(target=lambda: None); t.start(); t.join()
pid = os.fork()
if pid == 0: os._exit(7)
print(os.waitpid(pid, 0)[1] >> 8)`;
		const result = await runOnce({ language: "python", source, stdin: "", limits });
		expect(result.stderr).toBe("");
		// Seccomp mode 2 is a filter.
		expect(result.stdout).toBe("2 1\n7\n");
	});
});
