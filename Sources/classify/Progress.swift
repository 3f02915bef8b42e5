import Foundation

/// A one-line progress report on standard error (files done, files per second, ETA when the
/// total is known), shown only on a terminal and only once a run has lasted two seconds.
struct Progress {
  let total: Int?
  private var done = 0
  private let start = Date()
  private var lastDraw = Date.distantPast
  private var drawn = false

  init(total: Int?) { self.total = total }

  mutating func tick() {
    done += 1
    let now = Date()
    guard now.timeIntervalSince(start) >= 2, now.timeIntervalSince(lastDraw) >= 0.25 else { return }
    lastDraw = now
    let rate = Double(done) / max(now.timeIntervalSince(start), 0.001)
    var line = "\(done) files, \(Int(rate)) files/s"
    if let total, total > done, rate > 0 {
      line = "\(done)/\(total) files, \(Int(rate)) files/s, ETA \(Int(Double(total - done) / rate)) s"
    }
    Terminal.writeError("\r\u{1B}[K" + line)
    drawn = true
  }

  mutating func clear() {
    if drawn { Terminal.writeError("\r\u{1B}[K") }
  }

  mutating func finish() { clear() }
}
