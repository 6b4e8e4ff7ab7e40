import LayoutLab

/// Pairs each proposal of a trace with the answer to it: the next response of the proposal's
/// receiver at the proposal's depth (the engine records both at the depth of the call).
struct TraceAnswers {
  private var answerByProposal: [Int: Int] = [:]
  private var proposalByAnswer: [Int: Int] = [:]

  init(_ events: [TraceEvent]) {
    struct Key: Hashable {
      let node: Int
      let depth: Int
    }
    var pending: [Key: Int] = [:]
    for (index, event) in events.enumerated() {
      switch event.kind {
      case .proposal(_, let to, _, _):
        pending[Key(node: to.id, depth: event.depth)] = index
      case .response(let view, _, _, _):
        if let proposal = pending.removeValue(forKey: Key(node: view.id, depth: event.depth)) {
          answerByProposal[proposal] = index
          proposalByAnswer[index] = proposal
        }
      default:
        break
      }
    }
  }

  /// The index of the response that answered the proposal at `index`.
  func answer(to index: Int) -> Int? { answerByProposal[index] }

  /// The index of the proposal the response at `index` answered.
  func proposal(answeredBy index: Int) -> Int? { proposalByAnswer[index] }
}
