#!/usr/bin/env python3
"""Lists every `public` declaration of a module's sources, one per line, as
`Context.name<TAB>kind<TAB>file:line`, sorted by name.

    Tests/Documentation/list-public-declarations.py [Sources/LayoutLab]

The context is the chain of types and extensions the declaration sits in (`View.padding`,
`PlacedView.Appearance`); a name with no context is top level. This is the input of the API
review in the LayoutLab catalog's "LayoutLab's own API" article: compare the names with
SwiftUI's documentation (https://developer.apple.com/documentation/swiftui), and every name
SwiftUI lacks must be in that article's table, kept for a reason or made `package`.
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^(\s*)(?:@[\w().:, \"]+\s+)*public\s+"
    r"(?:static\s+|final\s+|mutating\s+|nonisolated\s+|override\s+|convenience\s+|class\s+(?=func|var))*"
    r"(struct|class|enum|protocol|typealias|func|var|let|init|subscript|case|actor)\b\s*([`\w]*)"
)
CONTEXT = re.compile(
    r"^(\s*)(?:public\s+|private\s+|fileprivate\s+|package\s+|internal\s+)?(?:final\s+|indirect\s+)?"
    r"(extension|struct|class|enum|protocol|actor)\s+([\w.]+)"
)


def declarations(root):
    found = set()
    for directory, _, names in os.walk(root):
        for name in names:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            scopes = []  # (indentation, name) of the enclosing types and extensions
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    context = CONTEXT.match(line)
                    if context:
                        indentation = len(context.group(1))
                        scopes = [scope for scope in scopes if scope[0] < indentation]
                        scopes.append((indentation, context.group(3)))
                    declaration = DECLARATION.match(line)
                    if declaration:
                        indentation = len(declaration.group(1))
                        kind = declaration.group(2)
                        own = declaration.group(3) or kind
                        parents = [scope[1] for scope in scopes if scope[0] < indentation]
                        location = f"{os.path.relpath(path, root)}:{number}"
                        found.add((".".join(parents + [own]), kind, location))
    return sorted(found)


if __name__ == "__main__":
    for full_name, kind, location in declarations(sys.argv[1] if len(sys.argv) > 1 else "Sources/LayoutLab"):
        print(f"{full_name}\t{kind}\t{location}")
