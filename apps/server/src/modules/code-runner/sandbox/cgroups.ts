import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = "/sys/fs/cgroup";

/** One run's control groups: the sandbox's first process joins them before it drops root. */
export type RunCgroup = {
	/** `cgroup.procs` files the launcher writes its pid into. */
	procsFiles: string[];
	/** Sets the run's memory and pid limits; a sandbox started ahead of its run learns them late. */
	limit(memoryBytes: number, pids: number): boolean;
	/** True when the kernel's OOM killer ended a process of this run. */
	oomKilled(): boolean;
	/** SIGKILLs every process still in the group but `except` (bwrap's monitor, which then exits). */
	killAll(except?: number): void;
	/**
	 * Ends the run's use of the group at once: what is left is killed, and the group serves a later
	 * run once it is empty (the last processes of a PID namespace take a few ms to go). The promise
	 * settles once the group is back in the pool or removed; callers need not wait for it.
	 */
	release(): Promise<void>;
};

export type CgroupMode = "v2" | "v1" | "none";

export type Cgroups = {
	mode: CgroupMode;
	/** Null when this machine's cgroups cannot be written: the run falls back to rlimits alone. */
	acquire(memoryBytes: number, pids: number): RunCgroup | null;
	/**
	 * Tasks still charged to this process's groups that are no longer in them: processes that died
	 * and were not reaped. 0 when runs clean up after themselves.
	 */
	unreaped(): number;
};

/** A group as the kernel has it: one directory (v2) or one per controller (v1). */
type Group = {
	dirs: string[];
	procsFiles: string[];
	setLimits(memoryBytes: number, pids: number): boolean;
	/** The kernel's running count of OOM kills in the group; a run compares it with its start. */
	oomKills(): number;
	/**
	 * Tasks the pids controller still charges to the group. A process that has left cgroup.procs may
	 * still be charged until it is reaped (the last of a PID namespace go a few ms late); a group
	 * reused before then starts its next sandbox with less than its limit, and bwrap's clone fails.
	 */
	charged(): number;
	/** Tasks (threads) living in the group now. */
	tasks(): number;
};

const chargedIn = (dir: string) => Number(read(path.join(dir, "pids.current")).trim() || 0);
const linesIn = (file: string) => read(file).split("\n").filter(Boolean).length;

type Backend = { mode: "v1" | "v2"; parents: string[]; make(name: string): Group | null };

const read = (file: string) => {
	try {
		return readFileSync(file, "utf8");
	} catch {
		return "";
	}
};

const tryWrite = (file: string, value: string): boolean => {
	try {
		writeFileSync(file, value);
		return true;
	} catch {
		return false;
	}
};

const oomKillCount = (file: string) => Number(/oom_kill (\d+)/.exec(read(file))?.[1] ?? 0);

/** Our own cgroup per controller, from /proc/self/cgroup ("4:memory:/a/b", "0::/a/b"). */
function ownPaths(): Map<string, string> {
	const paths = new Map<string, string>();
	for (const line of read("/proc/self/cgroup").split("\n")) {
		const [, controllers, where] = line.split(":");
		if (controllers === undefined || where === undefined) continue;
		for (const controller of controllers === "" ? ["unified"] : controllers.split(","))
			paths.set(controller, where);
	}
	return paths;
}

const procsOf = (dir: string) => read(path.join(dir, "cgroup.procs")).split("\n").filter(Boolean);

function killProcs(dir: string, except?: number) {
	for (const pid of procsOf(dir)) {
		if (Number(pid) === except) continue;
		try {
			process.kill(Number(pid), "SIGKILL");
		} catch {
			// Already gone.
		}
	}
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** rmdir fails while the last killed processes are still exiting, so it is retried briefly. */
async function removeDir(dir: string) {
	for (let attempt = 0; attempt < 50; attempt++) {
		try {
			if (existsSync(dir)) rmdirSync(dir);
			return;
		} catch {
			killProcs(dir);
			await pause(20);
		}
	}
}

/** cgroup v1: separate memory and pids hierarchies, each nested under this server's own group. */
function v1(): Backend | null {
	const own = ownPaths();
	const memoryParent = path.join(ROOT, "memory", own.get("memory") ?? "/");
	const pidsParent = path.join(ROOT, "pids", own.get("pids") ?? "/");
	if (!existsSync(path.join(memoryParent, "memory.limit_in_bytes"))) return null;
	if (!existsSync(path.join(pidsParent, "cgroup.procs"))) return null;
	const make = (name: string): Group | null => {
		const memory = path.join(memoryParent, name);
		const pidsDir = path.join(pidsParent, name);
		try {
			mkdirSync(memory);
			mkdirSync(pidsDir);
		} catch {
			void removeDir(memory);
			return null;
		}
		const limit = path.join(memory, "memory.limit_in_bytes");
		// Absent without swap accounting; the plain limit then covers all there is. The kernel keeps
		// limit ≤ memsw limit, so a raise writes memsw first and a cut writes it last.
		const memsw = path.join(memory, "memory.memsw.limit_in_bytes");
		return {
			dirs: [memory, pidsDir],
			procsFiles: [path.join(memory, "cgroup.procs"), path.join(pidsDir, "cgroup.procs")],
			setLimits: (memoryBytes, pids) => {
				const bytes = String(memoryBytes);
				let memoryOk = tryWrite(limit, bytes);
				if (memoryOk) tryWrite(memsw, bytes);
				else memoryOk = tryWrite(memsw, bytes) && tryWrite(limit, bytes);
				return memoryOk && tryWrite(path.join(pidsDir, "pids.max"), String(pids));
			},
			oomKills: () => oomKillCount(path.join(memory, "memory.oom_control")),
			charged: () => chargedIn(pidsDir),
			tasks: () => linesIn(path.join(pidsDir, "tasks")),
		};
	};
	return { mode: "v1", parents: [memoryParent, pidsParent], make };
}

/** cgroup v2: one group with memory and pids, possible only where the parent delegates both. */
function v2(): Backend | null {
	const unified = existsSync(path.join(ROOT, "cgroup.controllers")) ? ROOT : path.join(ROOT, "unified");
	const parent = path.join(unified, ownPaths().get("unified") ?? "/");
	const delegated = read(path.join(parent, "cgroup.subtree_control")).split(/\s+/);
	if (!delegated.includes("memory") || !delegated.includes("pids")) return null;
	const make = (name: string): Group | null => {
		const dir = path.join(parent, name);
		try {
			mkdirSync(dir);
		} catch {
			return null;
		}
		// Absent without swap accounting; memory.max then covers all there is.
		tryWrite(path.join(dir, "memory.swap.max"), "0");
		return {
			dirs: [dir],
			procsFiles: [path.join(dir, "cgroup.procs")],
			setLimits: (memoryBytes, pids) =>
				tryWrite(path.join(dir, "memory.max"), String(memoryBytes)) &&
				tryWrite(path.join(dir, "pids.max"), String(pids)),
			oomKills: () => oomKillCount(path.join(dir, "memory.events")),
			charged: () => chargedIn(dir),
			tasks: () => linesIn(path.join(dir, "cgroup.threads")),
		};
	};
	return { mode: "v2", parents: [parent], make };
}

const PREFIX = "unnati-sandbox-";

/**
 * Empty groups left by processes that died without their exit handler (SIGKILL, or a SIGTERM with
 * no handler, as test runners end their workers). Swept beside our own group and beside its
 * siblings' (a supervisor may give each process a group of its own), never above the hierarchy.
 * A group whose owner lives in another PID namespace may look orphaned; removing an idle one only
 * makes its owner create another.
 */
function sweepOrphans(parents: string[]) {
	const pattern = new RegExp(`^${PREFIX}(\\d+)-\\d+$`);
	const sweep = (parent: string) => {
		let names: string[] = [];
		try {
			names = readdirSync(parent);
		} catch {
			return;
		}
		for (const name of names) {
			const owner = pattern.exec(name)?.[1];
			if (owner === undefined || isAlive(Number(owner))) continue;
			const dir = path.join(parent, name);
			if (procsOf(dir).length === 0) void removeDir(dir);
		}
	};
	for (const parent of parents) {
		sweep(parent);
		const grandparent = path.dirname(parent);
		// Only below a controller's root (/sys/fs/cgroup/memory) or the unified root: no wider.
		if (!grandparent.startsWith(`${ROOT}/`) || grandparent.split("/").length <= ROOT.split("/").length + 1)
			continue;
		let siblings: string[] = [];
		try {
			siblings = readdirSync(grandparent, { withFileTypes: true })
				.filter((entry) => entry.isDirectory() && !entry.name.startsWith(PREFIX))
				.map((entry) => path.join(grandparent, entry.name));
		} catch {
			continue;
		}
		for (const sibling of siblings) if (sibling !== parent) sweep(sibling);
	}
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
}

/**
 * Groups are made once and reused run after run: making and removing the two v1 groups of a run
 * cost ~20 ms, most of the sandbox's overhead on a Python hello world (docs/decisions/005). A group
 * is reused only once it is empty; one that will not empty, or will not take new limits, is removed.
 */
function pooled(backend: Backend): Cgroups {
	const idle: Group[] = [];
	const all = new Set<Group>();
	let serial = 0;
	const discard = (group: Group) => {
		all.delete(group);
		for (const dir of group.dirs) {
			killProcs(dir);
			void removeDir(dir);
		}
	};
	process.once("exit", () => {
		// Exit handlers cannot wait on timers: the last killed processes (spare sandboxes) are given
		// up to 200 ms in all, by blocking, to leave their groups.
		const deadline = Date.now() + 200;
		const pause = new Int32Array(new SharedArrayBuffer(4));
		for (const group of all) {
			for (const dir of group.dirs) {
				killProcs(dir);
				for (;;) {
					try {
						rmdirSync(dir);
						break;
					} catch {
						// Still busy; the next start on this machine sweeps what is left.
						if (Date.now() > deadline) break;
						Atomics.wait(pause, 0, 0, 5);
					}
				}
			}
		}
	});
	const drain = async (group: Group): Promise<boolean> => {
		for (let attempt = 0; attempt < 200; attempt++) {
			if (group.dirs.every((dir) => procsOf(dir).length === 0) && group.charged() === 0) return true;
			for (const dir of group.dirs) killProcs(dir);
			await pause(5);
		}
		return false;
	};
	const acquire = (memoryBytes: number, pids: number): RunCgroup | null => {
		let group = idle.pop();
		if (group && !group.setLimits(memoryBytes, pids)) {
			discard(group);
			group = undefined;
		}
		if (!group) {
			const made = backend.make(`${PREFIX}${process.pid}-${serial++}`);
			if (!made) return null;
			all.add(made);
			if (!made.setLimits(memoryBytes, pids)) {
				discard(made);
				return null;
			}
			group = made;
		}
		const current = group;
		const oomBefore = current.oomKills();
		let released = false;
		return {
			procsFiles: current.procsFiles,
			limit: (memory, pidCount) => current.setLimits(memory, pidCount),
			oomKilled: () => current.oomKills() > oomBefore,
			killAll: (except) => {
				for (const dir of current.dirs) killProcs(dir, except);
			},
			release: async () => {
				if (released) return;
				released = true;
				if (await drain(current)) idle.push(current);
				else discard(current);
			},
		};
	};
	const unreaped = () => {
		let total = 0;
		for (const group of all) total += Math.max(0, group.charged() - group.tasks());
		return total;
	};
	return { mode: backend.mode, acquire, unreaped };
}

let detected: Cgroups | undefined;

/**
 * The machine's cgroups, probed once. Only root can usually write them; anywhere else (and when
 * `UNNATI_SANDBOX_CGROUPS=off`) runs are bounded by rlimits alone (docs/decisions/005).
 */
export function detectCgroups(): Cgroups {
	if (detected) return detected;
	const none: Cgroups = { mode: "none", acquire: () => null, unreaped: () => 0 };
	if (process.env.UNNATI_SANDBOX_CGROUPS === "off" || process.getuid?.() !== 0) {
		detected = none;
		return detected;
	}
	for (const backend of [v2(), v1()]) {
		if (!backend) continue;
		sweepOrphans(backend.parents);
		const cgroups = pooled(backend);
		const probe = cgroups.acquire(64 * 1024 * 1024, 16);
		if (!probe) continue;
		void probe.release();
		detected = cgroups;
		return detected;
	}
	detected = none;
	return detected;
}
