"""One `classify` process of a task: its standard input fed from a thread, its standard error
drained, its exit status checked, and its standard output read as JSON Lines by whoever holds
it (pyarrow's JSON reader, or Python line by line)."""

import signal
import subprocess
import threading


class ClassifyFailed(Exception):
    """A `classify` process failed for a reason other than unreadable files (exit 2, 64, a
    signal), or printed what is not a record."""


class ClassifyProcess:
    """`binary arguments`, started at once. `feed(stdin)`, when given, writes standard input
    from a thread (a broken pipe ends it quietly: the process's status says why). `finish()`
    waits for the process and raises ClassifyFailed unless it exited with one of `ok_codes`
    (0: every input classified; 1: some could not be read, each has an error record)."""

    def __init__(self, binary, arguments, feed=None, ok_codes=(0, 1)):
        self.command = [binary] + list(arguments)
        self.ok_codes = ok_codes
        self.process = subprocess.Popen(
            self.command,
            stdin=subprocess.PIPE if feed else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.stdout = self.process.stdout
        self._errors = []
        self._failure = []
        self._drain = threading.Thread(target=lambda: self._errors.append(self.process.stderr.read()), daemon=True)
        self._drain.start()
        self._writer = None
        if feed:
            self._writer = threading.Thread(target=self._write, args=(feed,), daemon=True)
            self._writer.start()

    def _write(self, feed):
        try:
            feed(self.process.stdin)
        except BrokenPipeError:
            pass
        except Exception as error:  # noqa: BLE001 - reported by finish()
            self._failure.append(error)
        finally:
            try:
                self.process.stdin.close()
            except BrokenPipeError:
                pass

    def lines(self):
        """The output lines (text, no line end), as they come."""
        for line in self.stdout:
            text = line.decode("utf-8", "surrogateescape").rstrip("\n")
            if text:
                yield text

    def checked_lines(self):
        """`lines()`, then `finish()`: the output lines of a process that succeeded; an error
        met while they are read is reported through `finish(cause=...)`."""
        try:
            yield from self.lines()
        except BaseException as error:
            self.finish(cause=error)
            raise
        self.finish()

    def finish(self, cause=None):
        """Waits for the process; raises ClassifyFailed when it failed, or when `cause` (an
        error met while reading its output) is given: the process's own failure is the better
        explanation when there is one, so it is reported first."""
        self.stdout.close()
        status = self.process.wait()
        if self._writer:
            self._writer.join()
        self._drain.join()
        self.process.stderr.close()
        if self._failure:
            raise self._failure[0]
        message = b"".join(self._errors).decode("utf-8", "replace").strip()
        summary = " ".join(self.command[:4])
        # A reader that stopped early closed the pipe: the process's SIGPIPE is the effect.
        if status not in self.ok_codes and not (cause is not None and status == -signal.SIGPIPE):
            raise ClassifyFailed("%s ...: exit %d: %s" % (summary, status, message)) from cause
        if cause is not None:
            raise ClassifyFailed("%s ...: output is not records: %s" % (summary, cause)) from cause
        return status
