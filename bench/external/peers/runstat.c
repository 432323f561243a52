/* runstat: the timer of bench/external/compare_peers.sh.
 *
 *   runstat STATFILE OUTFILE COMMAND [ARGUMENTS...]
 *
 * Runs COMMAND (looked up in PATH when it has no '/') with its stdout sent to OUTFILE (created
 * or truncated; "-" keeps this program's stdout; an executable file is refused), waits for it, and
 * writes one line to STATFILE:
 *
 *   WALL_S CPU_S MAXRSS_KIB EXIT_CODE
 *
 * WALL_S is CLOCK_MONOTONIC from just before fork to the return of wait4; CPU_S is the child's
 * user + system time and MAXRSS_KIB its peak resident set (ru_maxrss), both from wait4's rusage;
 * EXIT_CODE is the child's exit status, or 128 + the signal that ended it.
 *
 * Why a C program and not the shell's `time` or a Python parent: wait4 gives the one child's own
 * figures, not a shell's, and Linux carries the peak-RSS high-water mark across fork + exec, so
 * a child forked from a large parent (Python: ~10 MiB) reports at least the parent's footprint.
 * This parent is a few hundred KiB.
 *
 * Exit code 0 when the figures were written (whatever the child's exit code), 2 otherwise. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval t) {
  return (double)t.tv_sec + (double)t.tv_usec * 1e-6;
}

int main(int argc, char** argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: runstat STATFILE OUTFILE COMMAND [ARGUMENTS...]\n");
    return 2;
  }
  const char* stat_path = argv[1];
  const char* out_path = argv[2];
  /* OUTFILE is truncated: a call with its arguments shifted (the program to time as OUTFILE)
   * would destroy that program, so an executable OUTFILE is refused. */
  struct stat out_stat;
  if (strcmp(out_path, "-") != 0 && stat(out_path, &out_stat) == 0 && S_ISREG(out_stat.st_mode) &&
      (out_stat.st_mode & 0111) != 0) {
    fprintf(stderr, "runstat: %s is executable: refusing to overwrite it with output\n", out_path);
    return 2;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid < 0) {
    perror("runstat: fork");
    return 2;
  }
  if (pid == 0) {
    if (strcmp(out_path, "-") != 0) {
      int fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (fd < 0) {
        perror(out_path);
        _exit(127);
      }
      dup2(fd, STDOUT_FILENO);
      close(fd);
    }
    execvp(argv[3], argv + 3);
    perror(argv[3]);
    _exit(127); /* the shell's code for "command not found" */
  }
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("runstat: wait4");
    return 2;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double wall = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) * 1e-9;
  double cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  FILE* stat_file = fopen(stat_path, "w");
  if (stat_file == NULL) {
    perror(stat_path);
    return 2;
  }
  fprintf(stat_file, "%.6f %.6f %ld %d\n", wall, cpu, usage.ru_maxrss, code);
  return fclose(stat_file) == 0 ? 0 : 2;
}
