import { describe, expect, it } from 'vitest';
import type { PageDrawing } from './engine-protocol.ts';
import { patchPage } from './patch-page.ts';

const head =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 596 842"><g class="typst-page"><g class="typst-group">';
const tail = '</g></g></svg>';
const block = (key: string) => ({ key, svg: `<g transform="translate(0,${key.length})"><path d="M0 0h${key}"/></g>` });
const drawing = (...keys: string[]): PageDrawing => ({ head, parts: keys.map(block), tail });
/** The node drawing each block, in order, by the path it holds. */
const blocksOf = (frame: HTMLElement) =>
  [...frame.querySelector('.typst-group')!.children].map((node) => ({
    node,
    d: node.querySelector('path')?.getAttribute('d'),
  }));

describe('patchPage', () => {
  it('draws the page from its head, blocks and tail', () => {
    const frame = document.createElement('div');
    patchPage(frame, drawing('1', '2', '3'), undefined);
    expect(frame.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 596 842');
    expect(blocksOf(frame).map((block) => block.d)).toEqual(['M0 0h1', 'M0 0h2', 'M0 0h3']);
    expect(frame.querySelector('path')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('keeps the nodes of the blocks that did not change, in place, and replaces only the changed one', () => {
    const frame = document.createElement('div');
    const first = patchPage(frame, drawing('1', '2', '3', '4'), undefined);
    const before = blocksOf(frame);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(frame, { childList: true, subtree: true });
    patchPage(frame, drawing('1', '22', '3', '4'), first);
    changes.push(...observer.takeRecords());
    const after = blocksOf(frame);
    expect(after.map((block) => block.d)).toEqual(['M0 0h1', 'M0 0h22', 'M0 0h3', 'M0 0h4']);
    expect(after[0]!.node).toBe(before[0]!.node);
    expect(after[2]!.node).toBe(before[2]!.node);
    expect(after[3]!.node).toBe(before[3]!.node);
    // One block out, one in: the others were not moved (a move would redraw them).
    expect(changes.flatMap((record) => [...record.addedNodes])).toEqual([after[1]!.node]);
    expect(changes.flatMap((record) => [...record.removedNodes])).toEqual([before[1]!.node]);
  });

  it('follows blocks added, removed and reordered', () => {
    const frame = document.createElement('div');
    let drawn = patchPage(frame, drawing('1', '2', '3'), undefined);
    drawn = patchPage(frame, drawing('3', '1', '5', '6'), drawn);
    expect(blocksOf(frame).map((block) => block.d)).toEqual(['M0 0h3', 'M0 0h1', 'M0 0h5', 'M0 0h6']);
    patchPage(frame, drawing('6'), drawn);
    expect(blocksOf(frame).map((block) => block.d)).toEqual(['M0 0h6']);
  });

  it('draws the page again when its frame changed (another size, or the page replaced by other content)', () => {
    const frame = document.createElement('div');
    const drawn = patchPage(frame, drawing('1', '2'), undefined);
    patchPage(frame, { ...drawing('1', '2'), head: head.replace('0 0 596 842', '0 842 596 842') }, drawn);
    expect(frame.querySelector('svg')?.getAttribute('viewBox')).toBe('0 842 596 842');
    expect(blocksOf(frame).map((block) => block.d)).toEqual(['M0 0h1', 'M0 0h2']);
    frame.innerHTML = '<p>elsewhere</p>';
    patchPage(frame, drawing('1', '2'), drawn);
    expect(blocksOf(frame).map((block) => block.d)).toEqual(['M0 0h1', 'M0 0h2']);
  });

  it('draws a page that was not cut into blocks whole', () => {
    const frame = document.createElement('div');
    patchPage(frame, { head: `${head}<path d="M1 1"/>${tail}`, parts: [], tail: '' }, undefined);
    expect(frame.querySelector('path')?.getAttribute('d')).toBe('M1 1');
  });
});
