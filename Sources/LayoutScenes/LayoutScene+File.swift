import Foundation

extension LayoutScene {
  /// The largest scene file, in bytes.
  public static let maximumFileSize = SceneLimits.fileBytes

  /// Reads the scene file at `path`. A path that names nothing, a directory, a file this process
  /// may not read, or a file larger than `maximumFileSize` fails before any byte is read; a
  /// file that grows past the limit while being read (or a stream, which has no size) fails
  /// after one byte more than the limit.
  public init(contentsOfFile path: String) throws(SceneFileError) {
    let data = try Self.contents(ofFile: path)
    do {
      try self.init(data: data)
    } catch {
      throw SceneFileError(file: path, reason: .invalidScene(error))
    }
  }

  /// The bytes of the file at `path`, up to the limit.
  private static func contents(ofFile path: String) throws(SceneFileError) -> Data {
    func fail(_ reason: SceneFileError.Reason) -> SceneFileError { SceneFileError(file: path, reason: reason) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw fail(.notFound) }
    guard !isDirectory.boolValue else { throw fail(.isDirectory) }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > SceneLimits.fileBytes
    {
      throw fail(.tooLarge(size: size, limit: SceneLimits.fileBytes))
    }
    guard FileManager.default.isReadableFile(atPath: path) else { throw fail(.permissionDenied) }
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try handle.read(upToCount: SceneLimits.fileBytes + 1) ?? Data()
    } catch let error as CocoaError where error.code == .fileReadNoPermission {
      throw fail(.permissionDenied)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      throw fail(.notFound)
    } catch {
      throw fail(.unreadable(error.localizedDescription))
    }
    guard data.count <= SceneLimits.fileBytes else {
      throw fail(.tooLarge(size: data.count, limit: SceneLimits.fileBytes))
    }
    return data
  }
}
