// The links of a package's README (its docs/ page) that would be dead on npm: neither URLs nor in-page anchors.
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(https?:|mailto:|#)/.test(target));
}
