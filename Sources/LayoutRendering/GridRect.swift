/// A rectangle of grid cells, bounds inclusive (`top <= bottom`, `left <= right`).
struct GridRect: Hashable {
  let top: Int
  let left: Int
  let bottom: Int
  let right: Int
}
