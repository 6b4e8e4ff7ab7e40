import Foundation
import LayoutLab
import LayoutScenes
import Testing

@Test func debugPrint() throws {
  for json in ["{\n  \"root\": {\n    \"text\": ,\n  }\n}", "", "   ", "{\"text\": \"a\"} x", "{\"text\": 1e400}", "{\"text\": \"a\",}", "{\"text\" \"a\"}", "{\"text\": tru}", "[1, 2"] {
    do { _ = try LayoutScene(json: json); print("ok") } catch { print(error) }
  }
  do { _ = try LayoutScene(data: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])); print("ok") } catch { print(error) }
}
