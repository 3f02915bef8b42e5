/// A first-in, first-out queue in one growing circular buffer: elements are moved in and out,
/// never shifted, so a long queue of large values (the Live Photo linker's held records) costs
/// no copying beyond the moves themselves.
struct RingBuffer<Element> {
  private var slots: [Element?] = []
  private var start = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// The element `offset` places from the front.
  subscript(offset: Int) -> Element {
    precondition(offset >= 0 && offset < count, "RingBuffer offset out of range")
    return slots[(start + offset) % slots.count]!
  }

  mutating func append(_ element: consuming Element) {
    if count == slots.count { grow() }
    slots[(start + count) % slots.count] = element
    count += 1
  }

  /// Removes and returns the front element.
  @discardableResult
  mutating func removeFirst() -> Element {
    precondition(count > 0, "removeFirst on an empty RingBuffer")
    let element = slots[start].take()!
    start = (start + 1) % slots.count
    count -= 1
    if count == 0 { start = 0 }
    return element
  }

  mutating func removeAll() {
    slots = []
    start = 0
    count = 0
  }

  /// Doubles the capacity, moving the elements to the front in order.
  private mutating func grow() {
    var larger: [Element?] = []
    larger.reserveCapacity(max(16, slots.count * 2))
    for k in 0..<count { larger.append(slots[(start + k) % slots.count].take()) }
    larger.append(contentsOf: repeatElement(nil, count: max(16, slots.count * 2) - count))
    slots = larger
    start = 0
  }
}

extension RingBuffer: Sendable where Element: Sendable {}
