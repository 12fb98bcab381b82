/*
 * The sandbox's launcher (docs/decisions/005-sandbox-bubblewrap.md). The server compiles it once
 * (launcher.ts) so a run costs two exec()s of one small static binary instead of four of sh,
 * setpriv, /usr/bin/time and prlimit. It has two jobs:
 *
 *   launch enter [-c CGROUP_PROCS_FILE]... [-u UID] -- PROGRAM [ARG]...
 *     Outside the sandbox, as root: joins the run's cgroups, drops to UID (gid UID, no
 *     supplementary groups), then runs PROGRAM (bwrap) as its child, as a child subreaper: bwrap's
 *     monitor may exit before the namespace's init does, and the orphaned init is reaped here
 *     instead of by PID 1 (which, in a container, may never reap it, leaving it charged to the
 *     run's pids limit). Exits as PROGRAM did, re-raising the signal that killed it.
 *
 *   launch run [-l RESOURCE=SOFT:HARD]... -- PROGRAM [ARG]...
 *     Inside the sandbox: sets the rlimits (cpu, nproc, fsize, as, core, nofile), runs PROGRAM as
 *     its child without fd 3, waits for it, writes "USER SYSTEM MAXRSS" (seconds, seconds, KB) to
 *     fd 3 and exits as the child did, a signal N as 128 + N like a shell. Right before the exec
 *     the child installs a seccomp filter (install_seccomp below), so the judged program cannot
 *     ptrace bwrap or this launcher, read their memory, or reach the kernel's administration calls.
 *
 *   launch standby
 *     Inside a sandbox started ahead of its run: reads the arguments of `run` from fd 4 (each one
 *     ended by a NUL byte) until the server closes it, then runs them. Nothing read: exits 0.
 *
 * Any failure of its own is exit status 123 with a line starting "unnati-sandbox: " on stderr.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define FAILED 123

static void fail(const char *what) {
	fprintf(stderr, "unnati-sandbox: %s: %s\n", what, strerror(errno));
	_exit(FAILED);
}

static int find_separator(int argc, char **argv) {
	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], "--") == 0) return i + 1 < argc ? i : -1;
	return -1;
}

static void join_cgroup(const char *procs_file) {
	int fd = open(procs_file, O_WRONLY | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "unnati-sandbox: cannot join the run's cgroup: %s\n", strerror(errno));
		_exit(FAILED);
	}
	char pid[32];
	int length = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
	if (write(fd, pid, (size_t)length) != length) {
		fprintf(stderr, "unnati-sandbox: cannot join the run's cgroup: %s\n", strerror(errno));
		_exit(FAILED);
	}
	close(fd);
}

static int enter(int argc, char **argv, int separator) {
	long uid = -1;
	for (int i = 2; i < separator; i++) {
		if (strcmp(argv[i], "-c") == 0 && i + 1 < separator) join_cgroup(argv[++i]);
		else if (strcmp(argv[i], "-u") == 0 && i + 1 < separator) uid = strtol(argv[++i], NULL, 10);
		else {
			errno = EINVAL;
			fail(argv[i]);
		}
	}
	if (uid >= 0) {
		/* Groups first: once the uid is gone, so is the right to change them. */
		if (setgroups(0, NULL) != 0) fail("setgroups");
		if (setresgid((gid_t)uid, (gid_t)uid, (gid_t)uid) != 0) fail("setresgid");
		if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) fail("setresuid");
		if (getuid() != (uid_t)uid || geteuid() != (uid_t)uid || getegid() != (gid_t)uid) {
			errno = EPERM;
			fail("drop privileges");
		}
	}
	(void)argc;
	if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) fail("prctl");
	pid_t child = fork();
	if (child < 0) fail("fork");
	if (child == 0) {
		prctl(PR_SET_CHILD_SUBREAPER, 0);
		execv(argv[separator + 1], argv + separator + 1);
		fail(argv[separator + 1]);
	}
	/* The server signals this process group; the child is in it, so it hears the same signals. */
	int status = 0;
	for (;;) {
		int reaped_status;
		pid_t reaped = waitpid(-1, &reaped_status, 0);
		if (reaped < 0) {
			if (errno == EINTR) continue;
			break; /* ECHILD: bwrap and every orphan it left are gone. */
		}
		if (reaped == child) status = reaped_status;
	}
	if (WIFSIGNALED(status)) {
		signal(WTERMSIG(status), SIG_DFL);
		raise(WTERMSIG(status));
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) : FAILED;
}

static const struct {
	const char *name;
	int resource;
} RESOURCES[] = {
	{"cpu", RLIMIT_CPU},     {"nproc", RLIMIT_NPROC}, {"fsize", RLIMIT_FSIZE},
	{"as", RLIMIT_AS},       {"core", RLIMIT_CORE},   {"nofile", RLIMIT_NOFILE},
};

static void set_limit(const char *spec) {
	const char *equals = strchr(spec, '=');
	if (!equals) goto bad;
	for (size_t i = 0; i < sizeof RESOURCES / sizeof RESOURCES[0]; i++) {
		if (strncmp(spec, RESOURCES[i].name, (size_t)(equals - spec)) != 0 ||
		    RESOURCES[i].name[equals - spec] != '\0')
			continue;
		char *end;
		struct rlimit limit;
		limit.rlim_cur = strtoull(equals + 1, &end, 10);
		limit.rlim_max = *end == ':' ? strtoull(end + 1, &end, 10) : limit.rlim_cur;
		if (*end != '\0') goto bad;
		if (setrlimit(RESOURCES[i].resource, &limit) != 0) fail(spec);
		return;
	}
bad:
	errno = EINVAL;
	fail(spec);
}

/*
 * The seccomp filter of the judged program (and of the compilers, which go through `run` too).
 * As in mature judges, it denies the calls a program that reads stdin and writes stdout never
 * needs and that reach beyond its sandbox: ptrace and the process_vm_* calls (bwrap, PID 1 of the
 * namespace, and this launcher run as the same uid, so the kernel's own ptrace check lets the
 * program attach to them), kernel modules, kexec, mounts, swap, reboot, bpf, perf, the key ring,
 * userfaultfd, file handles, joining or making namespaces, and turning ASLR off. A denied call
 * answers EPERM rather than killing the program, so a program that probes gets an error it can
 * print, and the verdict stays about its output.
 *
 * Only x86_64 and aarch64 are known. The filter checks the architecture of every call: any other
 * (i386 through int 0x80, x32) kills the process, since its call numbers mean other calls. On a
 * machine of another architecture no filter can be built, and `run` refuses to start a program.
 */
#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif

#define DENY_NR(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)
#define ARG_LOW(n) offsetof(struct seccomp_data, args[n]) /* little-endian: the low 32 bits come first */

/* The namespace flags of clone and unshare: a judged program makes none (bwrap made its own). */
#define NEW_NAMESPACES                                                                              \
	(CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET |       \
	 CLONE_NEWCGROUP | 0x00000080 /* CLONE_NEWTIME */)

static void install_seccomp(void) {
#ifndef FILTER_ARCH
	errno = ENOSYS;
	fail("seccomp: unknown architecture, refusing to run without a filter");
#else
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
		/* x32 calls share the arch value and set this bit: their numbers are not the ones below. */
		BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
#endif
		DENY_NR(__NR_ptrace),
		DENY_NR(__NR_process_vm_readv),
		DENY_NR(__NR_process_vm_writev),
#ifdef __NR_pidfd_getfd
		DENY_NR(__NR_pidfd_getfd),
#endif
		DENY_NR(__NR_kcmp),
		DENY_NR(__NR_kexec_load),
#ifdef __NR_kexec_file_load
		DENY_NR(__NR_kexec_file_load),
#endif
		DENY_NR(__NR_init_module),
		DENY_NR(__NR_finit_module),
		DENY_NR(__NR_delete_module),
		DENY_NR(__NR_mount),
		DENY_NR(__NR_umount2),
		DENY_NR(__NR_pivot_root),
		DENY_NR(__NR_chroot),
#ifdef __NR_fsopen
		DENY_NR(__NR_open_tree),
		DENY_NR(__NR_move_mount),
		DENY_NR(__NR_fsopen),
		DENY_NR(__NR_fsconfig),
		DENY_NR(__NR_fsmount),
		DENY_NR(__NR_fspick),
#endif
#ifdef __NR_mount_setattr
		DENY_NR(__NR_mount_setattr),
#endif
		DENY_NR(__NR_swapon),
		DENY_NR(__NR_swapoff),
		DENY_NR(__NR_reboot),
		DENY_NR(__NR_acct),
		DENY_NR(__NR_quotactl),
		DENY_NR(__NR_syslog),
		DENY_NR(__NR_settimeofday),
		DENY_NR(__NR_clock_settime),
		DENY_NR(__NR_clock_adjtime),
		DENY_NR(__NR_adjtimex),
		DENY_NR(__NR_bpf),
		DENY_NR(__NR_perf_event_open),
		DENY_NR(__NR_fanotify_init),
		DENY_NR(__NR_keyctl),
		DENY_NR(__NR_add_key),
		DENY_NR(__NR_request_key),
		DENY_NR(__NR_userfaultfd),
		DENY_NR(__NR_name_to_handle_at),
		DENY_NR(__NR_open_by_handle_at),
		DENY_NR(__NR_setns),
#if defined(__x86_64__)
		DENY_NR(__NR_iopl),
		DENY_NR(__NR_ioperm),
		DENY_NR(__NR_uselib),
#endif
#ifdef __NR_clone3
		/*
		 * clone3 passes its flags in memory, where a filter cannot read them: it answers ENOSYS, and
		 * libc (glibc, the JVM's and Node's threads) falls back to clone, whose flags are checked below.
		 */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
		/* clone and unshare: allowed unless they ask for a new namespace (clone's flags are arg 0 on both arches). */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 1, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_unshare, 0, 4),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LOW(0)),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NEW_NAMESPACES, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		/* personality: reading it, and the plain Linux personalities, as Docker allows; never ADDR_NO_RANDOMIZE. */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_personality, 0, 7),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LOW(0)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffff, 4, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PER_LINUX, 3, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PER_LINUX32, 2, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, UNAME26, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog program = {.len = (unsigned short)(sizeof filter / sizeof filter[0]), .filter = filter};
	/* Without it an unprivileged process may not install a filter (and a setuid exec could shed it). */
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("prctl(PR_SET_NO_NEW_PRIVS)");
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) fail("seccomp");
#endif
}

static int run(int argc, char **argv, int separator) {
	for (int i = 2; i < separator; i++) {
		if (strcmp(argv[i], "-l") == 0 && i + 1 < separator) set_limit(argv[++i]);
		else {
			errno = EINVAL;
			fail(argv[i]);
		}
	}
	(void)argc;
	pid_t child = fork();
	if (child < 0) fail("fork");
	if (child == 0) {
		/* The report's file is ours alone: the program never sees fd 3. */
		close(3);
		install_seccomp();
		execv(argv[separator + 1], argv + separator + 1);
		fprintf(stderr, "unnati-sandbox: cannot run %s: %s\n", argv[separator + 1], strerror(errno));
		_exit(127);
	}
	int status;
	struct rusage usage;
	while (wait4(child, &status, 0, &usage) < 0)
		if (errno != EINTR) fail("wait4");
	dprintf(3, "%ld.%06ld %ld.%06ld %ld\n", (long)usage.ru_utime.tv_sec, (long)usage.ru_utime.tv_usec,
	        (long)usage.ru_stime.tv_sec, (long)usage.ru_stime.tv_usec, usage.ru_maxrss);
	if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

/* The arguments arrive on fd 4, so the sandbox could be built before anyone knew them. */
static int standby(char *self) {
	static char message[1 << 16];
	static char *args[1024];
	size_t length = 0;
	for (;;) {
		ssize_t got = read(4, message + length, sizeof message - length);
		if (got == 0) break;
		if (got < 0) {
			if (errno == EINTR) continue;
			fail("read the run");
		}
		length += (size_t)got;
		if (length == sizeof message) {
			errno = E2BIG;
			fail("read the run");
		}
	}
	close(4);
	if (length == 0) return 0;
	if (message[length - 1] != '\0') {
		errno = EINVAL;
		fail("read the run");
	}
	int count = 0;
	args[count++] = self;
	args[count++] = "run";
	for (size_t start = 0; start < length && count < 1023;) {
		args[count++] = message + start;
		start += strlen(message + start) + 1;
	}
	args[count] = NULL;
	int separator = find_separator(count, args);
	if (separator < 0) {
		errno = EINVAL;
		fail("read the run");
	}
	return run(count, args, separator);
}

int main(int argc, char **argv) {
	if (argc == 2 && strcmp(argv[1], "standby") == 0) return standby(argv[0]);
	int separator = find_separator(argc, argv);
	if (argc < 2 || separator < 0) {
		fprintf(stderr, "unnati-sandbox: usage: launch enter|run [options] -- program [args]\n");
		return FAILED;
	}
	if (strcmp(argv[1], "enter") == 0) return enter(argc, argv, separator);
	if (strcmp(argv[1], "run") == 0) return run(argc, argv, separator);
	fprintf(stderr, "unnati-sandbox: unknown mode %s\n", argv[1]);
	return FAILED;
}
