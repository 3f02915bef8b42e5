import Foundation
import MediaKind

/// A one-line progress report on standard error: files done and files per second, and once
/// the total is known (given, told later, or counted by a ``WalkCounter`` while the files are
/// read), done/total and an ETA; while the count goes on, the files counted so far as a lower
/// bound (`1200/40000+ files`). On a terminal it is shown once a run has lasted two seconds
/// and redrawn in place at most four times a second.
///
/// `CLASSIFY_PROGRESS=1` in the environment shows it also when standard error is no
/// terminal (a CI log, a test): from the first file, one line per redraw, the first drawn
/// once the count is complete, and a last line at the end.
struct Progress {
  private var fixedTotal: Int?
  private let counter: WalkCounter?
  private var done = 0
  private let start = ContinuousClock.now
  private var lastDraw: ContinuousClock.Instant?
  private var drawn = false
  private let forced: Bool

  /// Whether the environment forces the progress line (`CLASSIFY_PROGRESS=1`).
  static var isForced: Bool { ProcessInfo.processInfo.environment["CLASSIFY_PROGRESS"] == "1" }

  /// A progress line for a command whose output does not stream to the terminal (`report`,
  /// the library commands, `index`): shown when standard error is a terminal (or forced).
  static func shown(total: Int? = nil, counter: @autoclosure () -> WalkCounter? = nil) -> Progress? {
    guard isForced || Terminal.isTerminal(.standardError) else { return nil }
    return Progress(total: total, counter: counter())
  }

  /// A progress line for a command that streams records (`files`, `preview`): not when the
  /// records go to the same terminal as a table, whose lines it would break. The total is
  /// counted from `roots` (and `lists`, path lists in regular files) as `plan` walks them;
  /// `-` among the roots is a stream read once (no total).
  static func shown(
    tableOnTerminal: Bool, counting roots: [String], lists: [String] = [], separator: UInt8 = 0x0A,
    plan: WalkPlan
  ) -> Progress? {
    guard isForced || Terminal.isTerminal(.standardError) && !(tableOnTerminal && Terminal.isTerminal(.standardOutput))
    else { return nil }
    return Progress(total: nil, counter: WalkCounter(roots: roots, lists: lists, separator: separator, plan: plan))
  }

  init(total: Int?, counter: WalkCounter? = nil) {
    fixedTotal = total
    self.counter = counter
    forced = Self.isForced
  }

  /// The total, once it is known after the start (`index`: the files to classify).
  mutating func setTotal(_ total: Int) { fixedTotal = total }

  mutating func tick() {
    done += 1
    let now = ContinuousClock.now
    if !forced, now - start < .seconds(2) { return }
    if let lastDraw, now - lastDraw < .milliseconds(250) { return }
    if forced, lastDraw == nil { counter?.waitUntilCounted() }
    lastDraw = now
    draw(now)
  }

  private mutating func draw(_ now: ContinuousClock.Instant) {
    let total = fixedTotal ?? counter?.total
    let line = Self.line(done: done, total: total, counted: total == nil ? counter?.counted : nil, elapsed: now - start)
    Terminal.writeControl(forced ? line + "\n" : "\r\u{1B}[K" + line)
    drawn = true
  }

  /// `1200/5000 files, 850 files/s, ETA 4 s`; `1200/4096+ files, 850 files/s` while the
  /// count goes on (`counted` so far); `1200 files, 850 files/s` without a total.
  static func line(done: Int, total: Int?, counted: Int? = nil, elapsed: Duration) -> String {
    let seconds = max(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, 0.001)
    let rate = Double(done) / seconds
    guard let total, total >= done, rate > 0 else {
      if let counted, counted > done { return "\(done)/\(counted)+ files, \(Int(rate)) files/s" }
      return "\(done) files, \(Int(rate)) files/s"
    }
    let remaining = Int((Double(total - done) / rate).rounded(.up))
    return "\(done)/\(total) files, \(Int(rate)) files/s, ETA \(Self.duration(remaining))"
  }

  /// `42 s`, `3 min 05 s`, `2 h 07 min`.
  static func duration(_ seconds: Int) -> String {
    if seconds < 60 { return "\(seconds) s" }
    if seconds < 3600 { return "\(seconds / 60) min \(String(format: "%02d", seconds % 60)) s" }
    return "\(seconds / 3600) h \(String(format: "%02d", seconds % 3600 / 60)) min"
  }

  /// Counts one record read: a record of a file that could not be read is reported on
  /// standard error first (``Terminal/report(_:)``, the line taken off the terminal before).
  static func note(_ record: Classification, _ progress: inout Progress?) {
    if record.status == .error {
      progress?.clear()
      Terminal.report(record)
    }
    progress?.tick()
  }

  /// Takes the line off the terminal (before an error line is written, and at the end).
  mutating func clear() {
    if drawn, !forced { Terminal.writeControl("\r\u{1B}[K") }
  }

  /// Ends the report: the line is cleared from a terminal; a forced report writes its last
  /// line.
  mutating func finish() {
    if forced, done > 0 { draw(ContinuousClock.now) }
    clear()
  }
}
