import CommandKitLite

/// A branch shown inside the view that holds its chain (SPEC §22, whole apps).
///
/// An `if`/`else` or `switch` branch is read as a template of its own
/// (``SwiftUIReader/readExclusiveBranches()``), but SwiftUI builds it *in* the view that
/// writes the chain: the window (or sheet, or outer branch) shows what it holds beside the
/// chain together with the one branch whose condition holds (`ViewBuilder.buildEither`
/// builds one branch into the enclosing content; it does not replace that content). So a
/// branch's template also holds what its host shows beside the chain: a hidden ⌘← button in
/// a window's `.background` is in the window whichever tab the `switch` shows, and takes the
/// key from a text field in any of them. Until round sixteen a branch's template held the
/// branch alone, and such a finding had no witness (ControllerKeys' Previous/Next Tab
/// against its On-Screen Keyboard tab's fields,
/// `ImporterDefects/branch-beside-window-controls/`).
///
/// - The host is the outer branch or the sheet when the chain is written in one, else the
///   one template whose content reaches the chain's view type. A view type two templates
///   show (a settings view in a window and in a sheet) has no single host: its branches stay
///   alone, since joining both hosts' content would put in one window what is never shown
///   together (SwiftUI builds a separate copy of the view in each).
/// - What two branches of the chain share stays with the host (it is shown either way) but
///   is not beside the chain: it is in some branches, not all. Its views go to the host, not
///   to the chain's other branches (Cork's Add Tap sheet shows its form in the Ready and
///   Manual Address stages, never with the Error stage's Try Again).
/// - A branch inside a branch gets the outer branch's content, which holds its own host's.
extension SwiftUIViews {
  /// A branch a template hosts, with the view types whose views it does not get (what its
  /// chain's branches share, and the chains' between the host and it).
  struct HostedBranch: Equatable {
    /// The branch's template name.
    var template: String
    var excluded: Set<String>
    /// What a sibling `if` on the chain's value shows only when the branch is not shown.
    var apart = ApartContent()
  }

  /// The branches each template hosts, directly or through an outer branch, by template
  /// name.
  func hostedBranches(
    of templates: [ImportedTemplate], reached: [String: Set<String>]
  ) -> [String: [HostedBranch]] {
    var index: [String: String] = [:]
    for template in templates {
      if let key = template.viewKey { index[key] = template.name }
    }
    var direct: [String: [HostedBranch]] = [:]
    for chain in chains {
      let own = Set(chain.branches)
      let hosts: [String]
      if let parent = chain.parent {
        hosts = index[parent].map { [$0] } ?? []
      } else {
        hosts = templates.compactMap { template in
          guard let key = template.viewKey, !own.contains(key),
            reached[key]?.contains(chain.owner) == true
          else { return nil }
          return template.name
        }
      }
      guard hosts.count == 1 else { continue }
      let excluded = reach(chain.shared)
      let hostKey = templates.first { $0.name == hosts[0] }?.viewKey
      let hostStart =
        hostKey.flatMap { key in
          sceneContents[key] ?? presentations.first { $0.key == key }?.references
        } ?? []
      for key in chain.branches {
        guard let branch = index[key], branch != hosts[0] else { continue }
        let apart = chain.apart[key] ?? ApartContent()
        let childApart = childSwitchApart(chain, branch: key, hostStart: hostStart)
        direct[hosts[0], default: []].append(
          HostedBranch(
            template: branch, excluded: excluded.union(apart.types).union(childApart),
            apart: apart))
      }
    }
    // Through outer branches: what a host gives its branch, the branch gives its own.
    func all(_ host: String, depth: Int) -> [HostedBranch] {
      guard depth < 32 else { return [] }
      var result: [HostedBranch] = []
      for branch in direct[host] ?? [] {
        result.append(branch)
        for inner in all(branch.template, depth: depth + 1) {
          result.append(
            HostedBranch(
              template: inner.template, excluded: inner.excluded.union(branch.excluded),
              apart: inner.apart.union(branch.apart)))
        }
      }
      return result
    }
    return direct.keys.reduce(into: [:]) { result, host in result[host] = all(host, depth: 0) }
  }

  /// `targets` with the branches each target hosts, for a view of type `owner` (`nil`: a
  /// view written in the host's own content) declared at `location`, unless that type is
  /// one the branch does not get or the view is written in a sibling `if` that rules the
  /// branch out (``ApartContent``).
  func addingHostedBranches(
    to targets: [Int], in templates: [ImportedTemplate], owner: String?,
    location: SourceLocation? = nil, hosted: [String: [HostedBranch]]
  ) -> [Int] {
    var result = targets
    for target in targets {
      for branch in hosted[templates[target].name] ?? []
      where owner.map({ !branch.excluded.contains($0) }) ?? true
        && location.map({ !branch.apart.contains($0) }) ?? true
      {
        guard let index = templates.firstIndex(where: { $0.name == branch.template }),
          !result.contains(index)
        else { continue }
        result.append(index)
      }
    }
    return result
  }
}
