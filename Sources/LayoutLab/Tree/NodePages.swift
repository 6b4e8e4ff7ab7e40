/// The records of every slot of a `NodeStore`, in pages of `pageSize` records.
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

  /// Adds a page whose every record is `record`.
  mutating func addPage(filledWith record: Record) {
    if pageCount == tableCapacity {
      let grown = UnsafeMutablePointer<UnsafeMutablePointer<Record>>.allocate(capacity: tableCapacity * 2)
      grown.moveInitialize(from: pages, count: pageCount)
      pages.deallocate()
      pages = grown
      tableCapacity *= 2
    }
    let page = UnsafeMutablePointer<Record>.allocate(capacity: Self.pageSize)
    page.initialize(repeating: record, count: Self.pageSize)
    pages[pageCount] = page
    pageCount += 1
  }

  /// Destroys every record and gives the memory back.
  func deallocate() {
    for page in 0..<pageCount {
      pages[page].deinitialize(count: Self.pageSize)
      pages[page].deallocate()
    }
    pages.deallocate()
  }
}
