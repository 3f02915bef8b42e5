/* The raw limit for the fast path: open each listed file, pread its head (the same size as
 * MediaKind's fast-path head read), close it. Paths come one per line on stdin or from a
 * file given as the first argument. Prints the number of files and bytes read to stderr. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define HEAD_SIZE (64 * 1024)

int main(int argc, char **argv) {
  FILE *list = argc > 1 ? fopen(argv[1], "r") : stdin;
  if (!list) { perror("list"); return 2; }
  static char buffer[HEAD_SIZE];
  char *line = NULL;
  size_t capacity = 0;
  long files = 0, bytes = 0;
  ssize_t n;
  while ((n = getline(&line, &capacity, list)) > 0) {
    if (line[n - 1] == '\n') line[n - 1] = 0;
    int fd = open(line, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOATIME);
    if (fd < 0) fd = open(line, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t got = pread(fd, buffer, HEAD_SIZE, 0);
    if (got > 0) bytes += got;
    close(fd);
    files++;
  }
  free(line);
  fprintf(stderr, "rawread: %ld files, %ld bytes\n", files, bytes);
  return 0;
}
