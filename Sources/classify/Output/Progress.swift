import Foundation

/// A one-line progress report on standard error: files done and files per second, and once
/// the total is known (given, or counted by a ``WalkCounter`` while the files are read),
/// done/total and an ETA. Shown only on a terminal, and only once a run has lasted two
/// seconds; redrawn at most four times a second.
struct Progress {
  private let fixedTotal: Int?
  private let counter: WalkCounter?
  private var done = 0
  private let start = ContinuousClock.now
  private var lastDraw: ContinuousClock.Instant?
  private var drawn = false

  init(total: Int?) {
    fixedTotal = total
    counter = nil
  }

  init(counter: WalkCounter) {
    fixedTotal = nil
    self.counter = counter
  }

  mutating func tick() {
    done += 1
    let now = ContinuousClock.now
    guard now - start >= .seconds(2) else { return }
    if let lastDraw, now - lastDraw < .milliseconds(250) { return }
    lastDraw = now
    Terminal.writeControl("\r\u{1B}[K" + Self.line(done: done, total: fixedTotal ?? counter?.total, elapsed: now - start))
    drawn = true
  }

  /// `1200/5000 files, 850 files/s, ETA 4 s`, or `1200 files, 850 files/s` without a total.
  static func line(done: Int, total: Int?, elapsed: Duration) -> String {
    let seconds = max(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, 0.001)
    let rate = Double(done) / seconds
    guard let total, total >= done, rate > 0 else { return "\(done) files, \(Int(rate)) files/s" }
    let remaining = Int((Double(total - done) / rate).rounded(.up))
    return "\(done)/\(total) files, \(Int(rate)) files/s, ETA \(Self.duration(remaining))"
  }

  /// `42 s`, `3 min 05 s`, `2 h 07 min`.
  static func duration(_ seconds: Int) -> String {
    if seconds < 60 { return "\(seconds) s" }
    if seconds < 3600 { return "\(seconds / 60) min \(String(format: "%02d", seconds % 60)) s" }
    return "\(seconds / 3600) h \(String(format: "%02d", seconds % 3600 / 60)) min"
  }

  mutating func clear() {
    if drawn { Terminal.writeControl("\r\u{1B}[K") }
  }

  mutating func finish() { clear() }
}
