/* Runs a command and writes its peak resident set size (KiB, from wait4) to a file.
 *
 * The benchmark measures each solver's memory through this small program rather than from
 * Python: on Linux a child's ru_maxrss starts at its parent's resident size when it was forked,
 * so a Python parent holding the workloads would put a floor of tens of MB under every figure.
 *
 * usage: peak_rss OUTFILE COMMAND [ARG...]   (exit status: the command's)
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: peak_rss OUTFILE COMMAND [ARG...]\n");
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("peak_rss: fork");
        return 2;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        perror("peak_rss: execvp");
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) {
        perror("peak_rss: wait4");
        return 2;
    }
    FILE *out = fopen(argv[1], "w");
    if (out) {
        fprintf(out, "%ld\n", usage.ru_maxrss);
        fclose(out);
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}
