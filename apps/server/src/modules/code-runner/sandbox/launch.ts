import { readdirSync } from "node:fs";
import type { ProcessLimits } from "./limits";
import type { SandboxCommand, SandboxRun, SandboxSetup } from "./types";

/** The uid and gid a program runs as, outside and inside its namespace: Debian's `nobody`. */
export const SANDBOX_UID = 65534;

/** The JVM reads its configuration through symlinks into /etc/java-NN-openjdk. */
const javaConfigDirs = () => {
	try {
		return readdirSync("/etc").filter((name) => name.startsWith("java-"));
	} catch {
		return [];
	}
};

/**
 * bubblewrap, which every sandbox starts through: Debian's, or where BWRAP_PATH says (a machine
 * that installs it elsewhere). availability.ts checks it is there before any run.
 */
export const BWRAP_PATH = process.env.BWRAP_PATH || "/usr/bin/bwrap";

function bwrapArgs(command: SandboxSetup): string[] {
	const readOnly = ["/usr", "/lib", "/lib64", "/bin", "/etc/alternatives", "/etc/ld.so.cache"];
	for (const dir of javaConfigDirs()) readOnly.push(`/etc/${dir}`);
	return [
		BWRAP_PATH,
		"--unshare-all",
		"--unshare-user",
		"--disable-userns",
		"--die-with-parent",
		"--new-session",
		"--uid",
		String(SANDBOX_UID),
		"--gid",
		String(SANDBOX_UID),
		"--hostname",
		"judge",
		...readOnly.flatMap((dir) => ["--ro-bind-try", dir, dir]),
		"--proc",
		"/proc",
		"--dev",
		"/dev",
		"--size",
		String(16 * 1024 * 1024),
		"--tmpfs",
		"/tmp",
		...(command.readOnly ?? []).flatMap(({ host, inside }) => ["--ro-bind", host, inside]),
		...(command.launcher ? ["--ro-bind", command.launcher, LAUNCHER_INSIDE] : []),
		"--bind",
		command.workDir,
		"/work",
		"--chdir",
		"/work",
		"--clearenv",
		"--setenv",
		"PATH",
		"/usr/bin:/bin",
		"--setenv",
		"HOME",
		"/work",
		"--setenv",
		"LANG",
		"C.UTF-8",
		// bwrap's root is a tmpfs; read-only, so /work and the capped /tmp are the only writable places.
		"--remount-ro",
		"/",
		"--",
	];
}

/**
 * rlimits are set inside the namespaces, so they bind the program and not bwrap (an RLIMIT_NPROC
 * set before bwrap would also become the whole user namespace's budget, shared by concurrent
 * runs). The CPU soft limit sends SIGXCPU at the limit; the hard limit one second later is SIGKILL.
 */
function rlimits(limits: ProcessLimits, addressSpace: number | null): [string, string][] {
	const cpuSeconds = Math.max(1, Math.ceil(limits.cpuMs / 1000));
	return [
		["cpu", `${cpuSeconds}:${cpuSeconds + 1}`],
		["nproc", String(limits.processes)],
		["fsize", String(limits.fileBytes)],
		["core", "0"],
		["nofile", "256"],
		...(addressSpace === null ? [] : [["as", String(addressSpace)] as [string, string]]),
	];
}

function prlimitArgs(limits: ProcessLimits, addressSpace: number | null): string[] {
	return [
		"/usr/bin/prlimit",
		...rlimits(limits, addressSpace).map(([name, value]) => `--${name}=${value}`),
		"--",
	];
}

/**
 * As root, the sandbox's user namespace is entered as `nobody`: a namespace made by root maps to
 * uid 0 outside, and the kernel lets uid 0 past RLIMIT_NPROC, so a fork bomb would be unbounded.
 */
function privilegeDrop(): string[] {
	if (process.getuid?.() !== 0) return [];
	const id = String(SANDBOX_UID);
	return ["/usr/bin/setpriv", `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--"];
}

/** Where the compiled launcher appears inside the sandbox. */
const LAUNCHER_INSIDE = "/.launch";
/** The compiled launcher's own failures, and the shell launcher's failure to join the cgroups. */
export const LAUNCH_FAILED = "unnati-sandbox: ";
const JOIN_FAILED = `${LAUNCH_FAILED}cannot join the run's cgroup`;
/** Without the compiled launcher, sh joins the run's cgroups while it is still root, then becomes setpriv. */
const JOIN_CGROUPS = `for f in $UNNATI_CGROUP_PROCS; do echo $$ > "$f" || { echo "${JOIN_FAILED}" >&2; exit 123; }; done; exec "$@"`;

/**
 * Something inside the sandbox must measure the program, because bwrap's monitor does not reap its
 * namespace's init and so passes no rusage up: the compiled launcher, or else /usr/bin/time. Either
 * reports on fd 3, a file outside the sandbox's view. The launcher closes fd 3 to the program; with
 * /usr/bin/time the program inherits it, so the last well-formed line wins: a program that writes
 * to fd 3 cannot overwrite the report time writes after the program has exited.
 */
const TIME_FORMAT = "%U %S %M";

export type Launch = { file: string; args: string[]; env: Record<string, string> };

/** Outside: join the cgroups, drop root, become bwrap. Inside: wait on fd 4 for the run, then run and measure it. */
export function launcherCommand(setup: SandboxSetup, launcher: string): Launch {
	const enter = [
		...(setup.cgroup?.procsFiles ?? []).flatMap((file) => ["-c", file]),
		...(process.getuid?.() === 0 ? ["-u", String(SANDBOX_UID)] : []),
	];
	const [bwrap, ...bwrapRest] = bwrapArgs(setup);
	const inside = [LAUNCHER_INSIDE, "standby"];
	return enter.length > 0
		? { file: launcher, args: ["enter", ...enter, "--", bwrap as string, ...bwrapRest, ...inside], env: {} }
		: { file: bwrap as string, args: [...bwrapRest, ...inside], env: {} };
}

/** The launcher's arguments for a run, each ended by a NUL byte, as `launch standby` reads them. */
export function launcherMessage(run: SandboxRun): string {
	const args = [
		...rlimits(run.limits, run.addressSpace).flatMap(([name, value]) => ["-l", `${name}=${value}`]),
		"--",
		...run.argv,
	];
	return args.map((arg) => `${arg}\0`).join("");
}

/**
 * Without the compiled launcher: sh → setpriv → bwrap → /usr/bin/time → prlimit → the program.
 * This fallback (no gcc on the machine) has NO seccomp filter: the program may ptrace bwrap and
 * /usr/bin/time and use every call launcher.c's install_seccomp denies. Install gcc on a server
 * that judges untrusted code.
 */
export function shellCommand(command: SandboxCommand): Launch {
	const argv = [
		...privilegeDrop(),
		...bwrapArgs(command),
		"/usr/bin/time",
		"-f",
		TIME_FORMAT,
		"-o",
		"/dev/fd/3",
		...prlimitArgs(command.limits, command.addressSpace),
		...command.argv,
	];
	return command.cgroup
		? {
				file: "/bin/sh",
				args: ["-c", JOIN_CGROUPS, "sh", ...argv],
				env: { UNNATI_CGROUP_PROCS: command.cgroup.procsFiles.join(" ") },
			}
		: { file: argv[0] as string, args: argv.slice(1), env: {} };
}
