import BenchmarkKit
import Foundation

/// `layout-bench`: LayoutLab's benchmarks. Run with `swift run -c release layout-bench`
/// (`--help` lists the flags). Argument reading, the debug-build check, running again with
/// address randomisation off, and the exit status only; the harness is BenchmarkKit.
let arguments = CommandLine.arguments
let options: BenchmarkOptions
do {
  options = try BenchmarkOptions.parse(Array(arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
  exit(2)
}
if options.help {
  print(BenchmarkOptions.usage, terminator: "")
  exit(0)
}
#if DEBUG
  if !options.list {
    FileHandle.standardError.write(
      Data(
        "layout-bench: this is a debug build, whose timings mean nothing; run a release build: swift run -c release layout-bench\n"
          .utf8))
    exit(2)
  }
#endif
if !options.list {
  // Measured with the process's addresses fixed: see `AddressRandomization`.
  AddressRandomization.turnOff(reexecuting: arguments)
}
exit(BenchmarkCommand(options: options, arguments: arguments).run())
