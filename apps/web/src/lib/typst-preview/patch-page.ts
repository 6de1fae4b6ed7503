import type { PageDrawing } from './engine-protocol.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What a frame drew last: its skeleton (head and tail) and a node per part, by the part's key. */
export interface DrawnFrame {
  skeleton: string;
  /** The element the parts are children of. */
  blocks: Element;
  nodes: Map<string, Element>;
}

/**
 * Draws `drawing` in `frame`, reusing the nodes of the parts drawn before (`last`): only the parts with a new key
 * are parsed, and the browser lays out and paints only those again (docs/architecture.md, "The live preview").
 * Each part is held by an SVG `<g>` of its own, which draws nothing itself. Answers what is drawn now.
 */
export function patchPage(frame: HTMLElement, drawing: PageDrawing, last: DrawnFrame | undefined): DrawnFrame {
  const skeleton = drawing.head + drawing.tail;
  if (drawing.parts.length === 0) {
    // A page that is not cut into blocks is drawn whole.
    if (last?.skeleton !== skeleton) frame.innerHTML = skeleton;
    return { skeleton, blocks: frame, nodes: new Map() };
  }
  let drawn = last?.nodes.size ? last : undefined;
  if (!drawn || drawn.skeleton !== skeleton || !frame.contains(drawn.blocks)) {
    frame.innerHTML = skeleton;
    // The head is a chain of start tags: the parts belong in the innermost.
    let blocks: Element | null = frame.firstElementChild;
    while (blocks?.firstElementChild) blocks = blocks.firstElementChild;
    if (!blocks) throw new Error('The page has no drawing');
    drawn = { skeleton, blocks, nodes: new Map() };
  }
  const { blocks, nodes } = drawn;
  const wanted = new Set(drawing.parts.map((part) => part.key));
  // Gone first: the blocks that stay are then in their order already and are not moved (a move is a redraw).
  for (const [key, node] of nodes) if (!wanted.has(key)) node.remove();
  const next = new Map<string, Element>();
  let at: ChildNode | null = blocks.firstChild;
  for (const { key, svg } of drawing.parts) {
    let node = nodes.get(key);
    if (!node) {
      node = document.createElementNS(SVG_NS, 'g');
      node.innerHTML = svg;
    }
    next.set(key, node);
    if (at === node) at = node.nextSibling;
    else blocks.insertBefore(node, at);
  }
  while (at) {
    const stale: ChildNode = at;
    at = at.nextSibling;
    stale.remove();
  }
  return { skeleton, blocks, nodes: next };
}
