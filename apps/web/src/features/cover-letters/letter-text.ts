/**
 * A letter's rich text as the paragraphs a reader sees (a draft's proposal, a version's words), never as markup: the
 * HTML is parsed, not rendered, so nothing in it runs or loads.
 */
export function letterParagraphs(html: string): string[] {
  const marked = html.replace(/<li[^>]*>/gi, '$&• ').replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
