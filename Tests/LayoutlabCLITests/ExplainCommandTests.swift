import Foundation
import LayoutTestSupport
import Testing

@Suite("layoutlab explain says why a view has its size")
struct ExplainCommandTests {
  @Test(
    "A tag's word in the tag cloud: its padding's proposal, the text rule with its numbers, the cache, its place (LV4, N5)"
  )
  func tagCloudWord() throws {
    let run = try runLayoutlab(["explain", "tag-cloud", "--view", #"Text("You")"#])
    #expect(run.status == 0, "\(run.error)")
    // "You" is 3 characters at body 17 pt: 3 × 8.5 = 25.5 wide, one line 1.2 × 17 = 20.4 tall.
    // The flow layout asks the tag for its ideal size, so the padding proposes nil × nil less
    // its insets; placing it again with the same proposal, the cache answers. The tag is at
    // (17.75, 16) (the scroll view's 1.75 inset and the 16 padding); the text 4 further in.
    #expect(
      run.output == """
        Text("You")#9 in frame 1 of 1:
        - .padding(4)#8 proposes (nil, nil): its own proposal less the insets (N5). It answered 25.5 × 20.4.
          Rule LV4: Text: width = characters × size/2, height = lines × 1.2 × size; at 17 pt, width 3 × 8.5 = 25.5, height 1 × 20.4 = 20.4.
        - .padding(4)#8 places it with (nil, nil). The measurement cache answered 25.5 × 20.4, as measured above.
        - .padding(4)#8 placed it at [21.75 20 25.5 20.4]: padding places its child inside its insets; x = 17.75 + 4 = 21.75, y = 16 + 4 = 20 (N5).

        """)
  }

  @Test(
    "A card in cards-ipad: a user's layout asks for its ideal size and places it; the card is its content's size (O1)")
  func card() throws {
    let run = try runLayoutlab([
      "explain", "cards-ipad", "--view", ".background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))#16",
    ])
    #expect(run.status == 0, "\(run.error)")
    // The card's content is its number and caption, 72 × 63.2, padded 16: 104 × 95.2 ideal.
    // CardLayout places the 7 cards of a row 150 wide (its minimum width) and 150 / 1.5 = 100
    // tall, 8 apart: the second at 48 + 150 + 8 = 206.
    #expect(
      run.output == """
        .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))#16 in frame 1 of 1:
        - CardLayout(padding: 8.0, margin: 8.0, minimumWidth: 150.0, maximumWidth: 400.0, aspectRatio: 1.5)#4 proposes (nil, nil): asking for its ideal size. It answered 104 × 95.2.
          Rule O1: a background or overlay is its primary view's size; 104 × 95.2.
        - CardLayout(padding: 8.0, margin: 8.0, minimumWidth: 150.0, maximumWidth: 400.0, aspectRatio: 1.5)#4 places it with (150, 100). It answered 150 × 100.
          Rule O1: a background or overlay is its primary view's size; 150 × 100.
        - CardLayout(padding: 8.0, margin: 8.0, minimumWidth: 150.0, maximumWidth: 400.0, aspectRatio: 1.5)#4 placed it at [206 8 150 100] (its placeSubviews).
        - It placed .frame(maxWidth: inf, maxHeight: inf)#17 at [206 8 150 100], RoundedRectangle(cornerRadius: 8).fill(Color.yellow)#23 at [206 8 150 100].

        """)
  }

  @Test("Several views with one summary: the first is explained, and the output says how to pick another")
  func severalMatches() throws {
    let run = try runLayoutlab([
      "explain", "cards-ipad", "--view", ".background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))",
    ])
    #expect(run.status == 0, "\(run.error)")
    // 35 cards, one background each; the first card is node 7.
    #expect(
      run.output.hasPrefix(".background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))#7 in frame 1 of 1:\n"))
    #expect(
      run.output.hasSuffix(
        "\n35 views match .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8)); this is the first. Pick another by its node number: --view '.background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))#16', --view '.background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))#25', --view '.background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))#34', ….\n"
      ))
  }

  @Test("A word of the collection view, measured in frame 1 and moved into place in frame 2 (PF1, O1)")
  func collectionViewItem() throws {
    let run = try runLayoutlab(["explain", "collection-view", "--view", "can’t"])
    #expect(run.status == 0, "\(run.error)")
    // Frame 1 stacks every item at (0, 0) to measure them; frame 2 offsets each to its place:
    // "can’t" follows "You" (45.5 wide: 3 × 8.5 + 2 × 10 padding) and the 10 spacing, at 55.5.
    // Its size, 5 × 8.5 + 20 = 62.5 by 20.4 + 20 = 40.4, was measured in frame 1: frame 2's
    // answers are the cache's.
    #expect(
      run.output == """
        .background(Color.blue.opacity(0.3))#23 in frame 2 of 2:
        - .background#21 places it with (105, 40.4). The measurement cache answered 62.5 × 40.4, remembered from its measurement in frame 1.
          Rule O1: a background or overlay is its primary view's size; 62.5 × 40.4.
        - .background#21 places it with (105, 40.4). The measurement cache answered 62.5 × 40.4, remembered from its measurement in frame 1.
          Rule O1: a background or overlay is its primary view's size; 62.5 × 40.4.
        - .background#21 placed it at [55.5 0 62.5 40.4]: the primary view keeps the modifier's frame; x = 55.5, y = 0 (O1).
        - It placed .padding(10)#24 at [55.5 0 62.5 40.4], Color.blue.opacity(0.3)#26 at [55.5 0 62.5 40.4].
        - Between frames 1 and 2 it moved from (0, 0) to (55.5, 0).

        """)
    // Asked about frame 1, it is where frame 1 put it, measured there by the text's rule.
    let first = try runLayoutlab(["explain", "collection-view", "--view", "can’t", "--frame", "1"])
    #expect(first.output.contains("placed it at [0 0 62.5 40.4]"))
    #expect(
      first.output.contains(
        "It answered 62.5 × 40.4.\n  Rule O1: a background or overlay is its primary view's size; 62.5 × 40.4."))
  }

  @Test("A spacer in an HStack takes what the texts and the gaps leave (N2, S4, S7)")
  func spacerInHStack() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("spacer.json")
    try Data(
      #"""
      {"host": {"width": 200, "height": 100}, "root": {"hstack": {"spacing": 8, "children": [
        {"text": "Hi"}, {"spacer": true}, {"text": "there"}]}}}
      """#.utf8
    ).write(to: scene)
    let run = try runLayoutlab(["explain", scene.path, "--view", "Spacer()"])
    #expect(run.status == 0, "\(run.error)")
    // "Hi" is 2 × 8.5 = 17 wide, "there" 5 × 8.5 = 42.5; with two gaps of 8 the spacer is left
    // 200 − 17 − 42.5 − 16 = 124.5. It starts after "Hi" and a gap: 0 + 17 + 8 = 25; it is 0
    // tall, centred in the row, which is centred in the host: (100 − 20.4) / 2 + 20.4 / 2 = 50.
    #expect(
      run.output == """
        Spacer()#7 in frame 1 of 1:
        - HStack(spacing: 8)#2 proposes (0, 100): its smallest length, to rank the children by flexibility (S4). It answered 8 × 0.
          Rule N2: Spacer in an HStack: width = max(proposed, minimum), height = 0; width = max(0, 8) = 8, height 0.
        - HStack(spacing: 8)#2 proposes (124.5, 100): its share of the length left (S4). It answered 124.5 × 0.
          Rule N2: Spacer in an HStack: width = max(proposed, minimum), height = 0; width = max(124.5, 8) = 124.5, height 0.
        - HStack(spacing: 8)#2 places it with (124.5, 100). The measurement cache answered 124.5 × 0, as measured above.
        - HStack(spacing: 8)#2 placed it at [25 50 124.5 0]: HStack puts its children one after another, the gaps between, aligned on .center; x = the previous child's end 17 + gap 8 (the stack's spacing) = 25; y = 39.8 + 10.2 = 50 (S7).

        """)
  }

  @Test("An unknown view is an error listing the nearest summaries, status 2")
  func unknownView() throws {
    let run = try runLayoutlab(["explain", "tag-cloud", "--view", #"Text("Yu")"#])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error
        == #"layoutlab: error: no view matches "Text("Yu")"; the nearest: Text("You"), Text("you"), Text("So"), Text("to"), Text("in") (see `layoutlab explain --help`)"#
        + "\n")
  }

  @Test("explain needs a view and a frame the layout ran, and has its own help")
  func usage() throws {
    let missing = try runLayoutlab(["explain", "tag-cloud"])
    #expect(missing.status == 2)
    #expect(missing.error.contains("--view is required"))
    let frame = try runLayoutlab(["explain", "tag-cloud", "--view", #"Text("You")"#, "--frame", "3"])
    #expect(frame.status == 2)
    #expect(frame.error.contains("--frame 3: the layout ran 1 frame"))
    let help = try runLayoutlab(["explain", "--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("USAGE: layoutlab explain <scenario|scene.json|-> --view <view> [options]\n"))
    let usage = try runLayoutlab(["--help"])
    #expect(usage.output.contains("layoutlab explain <scenario|scene.json|-> --view <view> [--frame N] [host options]"))
  }
}
