/** What a model's answer holds: the first fenced JSON block parsed, else the first fenced HTML block. */
export type FencedBlock = { kind: 'json'; value: unknown } | { kind: 'html'; html: string } | { kind: 'none' };

const JSON_BLOCK = /```json[^\S\n]*\n?([\s\S]*?)```/i;
const HTML_BLOCK = /```html[^\S\n]*\n?([\s\S]*?)```/i;

export function extractFencedBlock(answer: string): FencedBlock {
  const json = JSON_BLOCK.exec(answer);
  if (json) {
    try {
      return { kind: 'json', value: JSON.parse(json[1]!) };
    } catch {
      // A JSON block that does not parse is no better than none: fall through to the HTML block.
    }
  }
  const html = HTML_BLOCK.exec(answer);
  if (html) return { kind: 'html', html: html[1]!.trim() };
  return { kind: 'none' };
}
