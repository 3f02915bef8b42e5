/* The read floor for the fast path: for each listed file, open it, fstat it, pread its head and
 * close it; nothing else. MediaKind's fast path does this plus its classification, so its rate
 * over this program's is the share of the machine's read limit it reaches.
 *
 *   rawread [-t THREADS] [-b BYTES] [LIST]
 *
 * THREADS: worker threads (default: the online cores, as classify's default concurrency);
 * BYTES: the head read (default 65536, the fast path's head; 4096 for the adaptive-head floor).
 * Paths come one per line from LIST or stdin; the threads take them in order from a shared
 * cursor. Prints the number of files and bytes read and the seconds the threads took (from
 * their start, after the list is read, to the last one's end) to stderr. Build: cc -O2 -pthread. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static char **paths;
static size_t count;
static size_t head = 64 * 1024;
static atomic_size_t cursor;
static atomic_long files_read, bytes_read;

static void *worker(void *unused) {
  (void)unused;
  char *buffer = malloc(head);
  if (!buffer) return NULL;
  long files = 0, bytes = 0;
  for (;;) {
    size_t i = atomic_fetch_add(&cursor, 1);
    if (i >= count) break;
    int fd = open(paths[i], O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOATIME);
    if (fd < 0) fd = open(paths[i], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) continue;
    struct stat info;
    if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode)) {
      ssize_t got = pread(fd, buffer, head, 0);
      if (got > 0) bytes += got;
    }
    close(fd);
    files++;
  }
  atomic_fetch_add(&files_read, files);
  atomic_fetch_add(&bytes_read, bytes);
  free(buffer);
  return NULL;
}

int main(int argc, char **argv) {
  long threads = sysconf(_SC_NPROCESSORS_ONLN);
  int option;
  while ((option = getopt(argc, argv, "t:b:")) != -1) {
    if (option == 't') threads = atol(optarg);
    else if (option == 'b') head = (size_t)atol(optarg);
    else { fprintf(stderr, "usage: rawread [-t THREADS] [-b BYTES] [LIST]\n"); return 2; }
  }
  if (threads < 1 || threads > 1024 || head < 1 || head > (64 << 20)) {
    fprintf(stderr, "rawread: THREADS 1...1024, BYTES 1...64 MiB\n");
    return 2;
  }
  FILE *list = optind < argc ? fopen(argv[optind], "r") : stdin;
  if (!list) { perror("list"); return 2; }
  size_t capacity = 1024;
  paths = malloc(capacity * sizeof *paths);
  char *line = NULL;
  size_t length = 0;
  ssize_t n;
  while (paths && (n = getline(&line, &length, list)) > 0) {
    if (line[n - 1] == '\n') line[n - 1] = 0;
    if (count == capacity) {
      capacity *= 2;
      char **grown = realloc(paths, capacity * sizeof *paths);
      if (!grown) { perror("rawread"); return 1; }
      paths = grown;
    }
    paths[count++] = strdup(line);
  }
  free(line);
  if (!paths) { perror("rawread"); return 1; }
  pthread_t *ids = calloc((size_t)threads, sizeof *ids);
  if (!ids) { perror("rawread"); return 1; }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (long t = 0; t < threads; t++) pthread_create(&ids[t], NULL, worker, NULL);
  for (long t = 0; t < threads; t++) pthread_join(ids[t], NULL);
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
  fprintf(stderr, "rawread: %ld files, %ld bytes, %ld threads, %zu-byte heads, %.4f s\n",
          atomic_load(&files_read), atomic_load(&bytes_read), threads, head, seconds);
  return 0;
}
