import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Ring buffer (the Live Photo linker's queue)")
struct RingBufferTests {
  @Test("behaves as an array queue through growth and wrap-around")
  func matchesAnArrayQueue() {
    var ring = RingBuffer<String>()
    var model: [String] = []
    var generator = SeededGenerator(seed: 7)
    for step in 0..<20_000 {
      // More pushes than pops early on (growth), then balanced (wrap-around), then draining.
      let pushBias: UInt64 = step < 5_000 ? 7 : step < 15_000 ? 5 : 2
      if model.isEmpty || generator.next() % 10 < pushBias {
        ring.append("r\(step)")
        model.append("r\(step)")
      } else {
        #expect(ring.removeFirst() == model.removeFirst())
      }
      #expect(ring.count == model.count)
      if let first = model.first { #expect(ring[0] == first) }
      if model.count > 3 { #expect(ring[model.count - 1] == model.last) }
    }
    while let expected = model.first {
      model.removeFirst()
      #expect(ring.removeFirst() == expected)
    }
    #expect(ring.isEmpty)
    ring.append("again")
    #expect(ring[0] == "again")
    ring.removeAll()
    #expect(ring.isEmpty && ring.count == 0)
  }
}
