import Foundation
import Testing

@testable import LayoutLab

/// The compact forms a node's record keeps its placement proposal and its counts in must give
/// back exactly what was stored: every result's proposals and counters are read from them.
@Suite("A node's record keeps its proposal and its counts compactly, and gives them back exactly")
struct NodeRecordFieldTests {
  @Test(
    "A packed proposal gives back each dimension as it was given, unspecified as nil",
    arguments: [
      ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 390, height: nil),
      ProposedViewSize(width: nil, height: 28.5), ProposedViewSize(width: 1.0 / 3.0, height: -0.0),
      ProposedViewSize(width: 1e300, height: 7),
    ])
  func packedProposalRoundTrips(_ proposal: ProposedViewSize) {
    #expect(PackedProposal(proposal).proposal == proposal)
    #expect(PackedProposal(proposal).matches(PackedProposal(proposal)))
  }

  @Test("A packed proposal matches as ProposedViewSize's == does: nil only nil, NaN nothing")
  func packedProposalMatchesLikeEquality() {
    let unspecified = PackedProposal(.unspecified)
    let width390 = PackedProposal(ProposedViewSize(width: 390, height: nil))
    #expect(!unspecified.matches(PackedProposal(.zero)))
    #expect(!width390.matches(PackedProposal(ProposedViewSize(width: 390, height: 0))))
    // A NaN dimension is kept as NaN, and like `==` on `CGFloat?` it equals nothing, itself
    // included: a NaN proposal is never answered from a measurement cache.
    let nan = PackedProposal(ProposedViewSize(width: .nan, height: nil))
    #expect(nan.proposal.width?.isNaN == true)
    #expect(!nan.matches(nan))
    // 16 bytes where `ProposedViewSize` takes 25: every record and placement slot keeps one.
    #expect(MemoryLayout<PackedProposal>.size == 16)
  }

  @Test("A node's counts start again in a new pass and add asks up as hits plus misses")
  func passCountsBelongToOnePass() {
    var counts = NodePassCounts()
    counts.begin(3)
    counts.countHit()
    counts.countMiss()
    counts.countMiss()
    counts.countPlacement()
    counts.begin(3)  // the same pass: kept
    #expect(counts.belong(to: 3))
    #expect(!counts.belong(to: 4))
    #expect(counts.counters.sizeThatFitsCalls == 3)
    #expect(counts.counters.cacheHits == 1)
    #expect(counts.counters.cacheMisses == 2)
    #expect(counts.placements == 1)
    counts.begin(4)
    #expect(counts.counters == NodeCounters())
    #expect(counts.placements == 0)
    // 16 bytes where a `NodeCounters` and its pass took 40.
    #expect(MemoryLayout<NodePassCounts>.size == 16)
  }

  @Test("A node's record is 248 bytes")
  func recordSize() {
    // Every node is one record, so this is most of a view's memory (two views per tag in the
    // tag benchmarks). The parts: identity 80 (its yes-or-no fields one byte of bits, the
    // parent a slot, the layout kind in what the key leaves, and the role's kind and the
    // combining order in what the summary leaves), layout 80 (the flags with the container's
    // orientation, a byte, the built-in guides' bits and the index among the container's
    // subviews fill what the measurement cache leaves of its word), placement 64, roles 16,
    // and the store's address 8. A field added to a record should be weighed against this
    // test, not just make it pass.
    #expect(MemoryLayout<NodeRecord>.stride == 248)
    #expect(MemoryLayout<NodeIdentity>.stride == 80)
    #expect(MemoryLayout<NodeLayout>.stride == 80)
    #expect(MemoryLayout<NodePlacement>.stride == 64)
    #expect(MemoryLayout<NodeRoles>.stride == 16)
    #expect(MemoryLayout<LayoutKind>.size == 1)
    #expect(MemoryLayout<ViewTraits>.size == 8)
  }

  @Test("A guide set kept as a record's bits gives back its built-in and custom guides")
  func guideSetRoundTripsThroughStoredBits() {
    let builtin = GuideSet([HorizontalAlignment.leading.key, VerticalAlignment.firstTextBaseline.key])
    let custom = GuideSet([HorizontalAlignment.center.key, RecordTestGuide.key])
    // Built-in guides only: the bits are the whole set, and the custom part is never asked.
    var askedForCustom = false
    let restored = GuideSet(
      storedBits: builtin.storedBits,
      custom: {
        askedForCustom = true
        return nil
      }())
    #expect(restored == builtin)
    #expect(!askedForCustom)
    // With a custom guide, the bits say so and the custom part comes back from elsewhere.
    #expect(custom.storedBits != GuideSet([HorizontalAlignment.center.key]).storedBits)
    let withCustom = GuideSet(storedBits: custom.storedBits, custom: custom.customGuides)
    #expect(withCustom == custom)
    #expect(withCustom.contains(RecordTestGuide.key))
    #expect(withCustom.contains(HorizontalAlignment.center.key))
    #expect(!withCustom.contains(HorizontalAlignment.leading.key))
    #expect(GuideSet(storedBits: GuideSet.all.storedBits, custom: nil) == .all)
  }

  @Test("An alignment key is 24 bytes, and keys are equal by identifier type and axis")
  func alignmentKeyIsCompact() {
    // An alignment guide's layout holds one, with its closure: 40 bytes, so its box, with
    // the guides and the box's one-byte fields, is a 72-byte allocation.
    #expect(MemoryLayout<AlignmentKey>.size <= 24)
    #expect(MemoryLayout<AlignmentGuideLayout>.size <= 40)
    #expect(HorizontalAlignment.leading.key == HorizontalAlignment.leading.key)
    #expect(HorizontalAlignment.leading.key != HorizontalAlignment.trailing.key)
    #expect(RecordTestGuide.key == VerticalAlignment(RecordTestGuide.self).key)
    #expect(RecordTestGuide.key != HorizontalAlignment(RecordTestGuide.self).key)
    #expect(Set([RecordTestGuide.key, RecordTestGuide.key, VerticalAlignment.top.key]).count == 2)
  }

  @Test("A node keeps custom guides beside its record's bits, and forgets them when they go")
  func nodeKeepsCustomGuides() {
    let host = ViewHost(rootView: Text("guides"))
    _ = host.layout(in: CGSize(width: 100, height: 40))
    let node = host.graph.root
    let custom = GuideSet([VerticalAlignment.top.key, RecordTestGuide.key])
    node.explicitGuides = custom
    #expect(node.explicitGuides == custom)
    #expect(node.explicitGuides.contains(RecordTestGuide.key))
    node.explicitGuides = GuideSet([VerticalAlignment.top.key])
    #expect(node.explicitGuides == GuideSet([VerticalAlignment.top.key]))
    #expect(!node.explicitGuides.contains(RecordTestGuide.key))
  }

  @Test("A container's orientation shares a byte with the placing flags without disturbing them")
  func containerOrientationSharesTheFlagsByte() {
    var flags: LayoutFlags = [.needsPlacement, .placesDeferredContent]
    for orientation in [Axis.horizontal, .vertical, nil, .vertical, .horizontal] {
      flags.containerOrientation = orientation
      #expect(flags.containerOrientation == orientation)
      #expect(flags.contains(.needsPlacement) && flags.contains(.placesDeferredContent))
      #expect(!flags.contains(.isLeftOut) && !flags.contains(.holdsInfiniteLength))
    }
  }

  @Test("A packed layout kind gives back what it was made from")
  func layoutKindRoundTrips() {
    for laysOut in [false, true] {
      for unary in [false, true] {
        for perElement in [false, true] {
          for orientation in [nil, Axis.horizontal, .vertical] {
            let kind = LayoutKind(
              laysOut: laysOut, isUnaryModifier: unary, appliesPerElement: perElement, stackOrientation: orientation)
            #expect(kind.laysOut == laysOut)
            #expect(kind.isUnaryModifier == unary)
            #expect(kind.appliesPerElement == perElement)
            #expect(kind.stackOrientation == orientation)
          }
        }
      }
    }
  }

  @Test("Traits nobody wrote are empty; written ones keep their values, and the outer writer wins")
  func traitsOverride() {
    let key = ObjectIdentifier(Int.self)
    let other = ObjectIdentifier(String.self)
    #expect(ViewTraits.none.isEmpty)
    #expect(ViewTraits(layoutValues: [:], priority: nil).isEmpty)
    let inner = ViewTraits(layoutValues: [key: 1, other: "a"], priority: 2)
    let outer = ViewTraits(layoutValues: [key: 3], priority: nil)
    let seen = inner.overridden(by: outer)
    #expect(seen.priority == 2)
    #expect(seen.layoutValues[key] as? Int == 3)
    #expect(seen.layoutValues[other] as? String == "a")
    #expect(inner.overridden(by: ViewTraits(priority: 5)).priority == 5)
    #expect(ViewTraits.none.overridden(by: outer).layoutValues[key] as? Int == 3)
    var written = ViewTraits.none
    written.priority = 1
    #expect(!written.isEmpty && written.layoutValues.isEmpty)
    #expect(written.isSame(as: ViewTraits(priority: 1)))
    #expect(!written.isSame(as: ViewTraits(layoutValues: [key: 1], priority: 1)))
    written.priority = nil
    #expect(written.isEmpty)
  }
}

/// A custom alignment guide, for the guide sets above.
private enum RecordTestGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  static var key: AlignmentKey { VerticalAlignment(RecordTestGuide.self).key }
}
