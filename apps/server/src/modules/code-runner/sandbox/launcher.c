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
 *     fd 3 and exits as the child did, a signal N as 128 + N like a shell.
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
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
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
