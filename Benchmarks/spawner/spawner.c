/*
 * scripts/bench's spawner: runs one program and prints its wall time, CPU time and peak RSS.
 *
 * Usage: spawner STDIN STDOUT PROGRAM [ARGUMENT...]
 * Runs PROGRAM (looked up in PATH) with STDIN and STDOUT as its standard input and output, waits for
 * it, and prints one line: wall seconds, CPU seconds (user and system), peak RSS in KiB, exit status
 * (128 + the signal's number for a program a signal ended).
 *
 * Why a program in C: Linux starts a child's peak RSS (ru_maxrss) from the memory of the process
 * whose memory it replaces at exec, so a child of Python starts from Python's 10 MiB or so. This
 * spawner is a few hundred KiB, and what it prints is the child's own peak.
 */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: spawner STDIN STDOUT PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    int in = open(argv[1], O_RDONLY);
    int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) {
        perror("spawner");
        return 74;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in, 0);
    posix_spawn_file_actions_adddup2(&actions, out, 1);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid;
    int failed = posix_spawnp(&pid, argv[3], &actions, NULL, argv + 3, environ);
    if (failed) {
        fprintf(stderr, "spawner: cannot run %s\n", argv[3]);
        return 71;
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) {
        perror("spawner");
        return 71;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double wall = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    double cpu = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6
               + (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%.6f %.6f %ld %d\n", wall, cpu, usage.ru_maxrss, code);
    return 0;
}
