/// Records in pages of `pageSize`, addressed by slot: the nodes of a `NodeStore`, and the
/// blocks and spacings of its `MeasurementOverflow`.
///
/// A page is added uninitialized: its owner initializes each record when it first hands out
/// its slot, and says how many it initialized when the pages are given back. Filling a new
/// page with copies of a fresh record retained each copy's references once per slot, for
/// slots that may never be used.
///
/// A page never moves once made: the store grows by adding pages, so a field the engine is
/// reading or writing in place (an array being appended to) stays where it is while a new
/// node is made in the middle of that access. The page table is what grows geometrically.
/// Slots are not checked against the count here: `ViewNode` checks its generation (debug
/// builds) and the store only hands out slots it initialized.
struct NodePages<Record> {
  /// Records per page, a power of two so a slot splits into page and offset with a shift.
  static var pageShift: Int { 9 }
  static var pageSize: Int { 1 << pageShift }

  /// The pages, `pageCount` of them in a table with room for `tableCapacity`.
  private var pages: UnsafeMutablePointer<UnsafeMutablePointer<Record>>
  private var tableCapacity = 4
  private(set) var pageCount = 0

  init() {
    pages = .allocate(capacity: tableCapacity)
  }

  /// The record at `slot`.
  @inline(__always)
  subscript(slot: Int) -> UnsafeMutablePointer<Record> {
    pages[slot &>> Self.pageShift] + (slot & (Self.pageSize &- 1))
  }

  /// How many slots the pages hold.
  var capacity: Int { pageCount << Self.pageShift }

  /// Adds a page of uninitialized records.
  mutating func addPage() {
    if pageCount == tableCapacity {
      let grown = UnsafeMutablePointer<UnsafeMutablePointer<Record>>.allocate(capacity: tableCapacity * 2)
      grown.moveInitialize(from: pages, count: pageCount)
      pages.deallocate()
      pages = grown
      tableCapacity *= 2
    }
    pages[pageCount] = .allocate(capacity: Self.pageSize)
    pageCount += 1
  }

  /// Destroys the first `initialized` records (the slots handed out) and gives the memory back.
  func deallocate(initialized: Int) {
    for page in 0..<pageCount {
      let count = min(Self.pageSize, max(0, initialized - (page << Self.pageShift)))
      pages[page].deinitialize(count: count)
      pages[page].deallocate()
    }
    pages.deallocate()
  }
}
