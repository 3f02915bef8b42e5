/// Maps a sequence concurrently, at most `concurrency` items in flight, and delivers the
/// results in input order as soon as each one's predecessors are done. The input is consumed
/// lazily and the reorder buffer is bounded, so memory does not grow with the input.
enum OrderedConcurrentMap {
  static func run<Input: Sendable, Output: Sendable>(
    _ inputs: some Sequence<Input>, concurrency: Int,
    transform: @escaping @Sendable (Input) -> Output,
    consume: (Output) -> Void
  ) async {
    var iterator = inputs.makeIterator()
    var pending: [Int: Output] = [:]
    var nextToEmit = 0
    var nextIndex = 0
    let width = max(1, concurrency)
    await withTaskGroup(of: (Int, Output).self) { group in
      var inFlight = 0
      func submit() -> Bool {
        guard let input = iterator.next() else { return false }
        let index = nextIndex
        nextIndex += 1
        group.addTask { (index, transform(input)) }
        inFlight += 1
        return true
      }
      while inFlight < width, submit() {}
      while let (index, output) = await group.next() {
        inFlight -= 1
        pending[index] = output
        while let ready = pending.removeValue(forKey: nextToEmit) {
          consume(ready)
          nextToEmit += 1
        }
        while inFlight < width, pending.count < width * 64, submit() {}
      }
    }
  }
}
