import type { LinkText } from '@vitae/pdf';
import type { OutlineEntry, OutlineSection, ResumeOutline } from './outline.ts';
import { blocksText } from './rich-blocks.ts';

/** A link as text: what the user typed (the address itself, or "LinkedIn"'s address). */
const linkText = (link: LinkText) => link.text;

function entryText(entry: OutlineEntry): string {
  const lines: string[] = [];
  const heading = [entry.title, entry.subtitle].filter((text) => text.trim() !== '').join(' · ');
  if (heading) lines.push(heading);
  const details = [entry.place, entry.dates].filter((text) => text.trim() !== '').join(' · ');
  if (details) lines.push(details);
  if (entry.link) lines.push(linkText(entry.link));
  if (entry.body.length > 0) lines.push(blocksText(entry.body));
  return lines.join('\n');
}

function sectionText(section: OutlineSection, language: string): string {
  const heading = section.title.toLocaleUpperCase(language);
  switch (section.kind) {
    case 'text':
      return `${heading}\n${blocksText(section.blocks)}`;
    case 'entries':
      return `${heading}\n${section.entries.map(entryText).join('\n\n')}`;
    case 'list':
      return `${heading}\n${section.items.map((item) => `- ${item.replace(/\n/g, '\n  ')}`).join('\n')}`;
    case 'inline':
      return `${heading}\n${section.items.map((item) => item.replace(/\s*\n\s*/g, ' ')).join(', ')}`;
  }
}

/** The resume as plain text: the same as the Markdown export, headings in capitals, no markup at all. */
export function toPlainText(outline: ResumeOutline): string {
  const head: string[] = [];
  if (outline.name) head.push(outline.name);
  if (outline.jobTitle) head.push(outline.jobTitle);
  if (outline.contacts.length > 0) head.push(outline.contacts.map(linkText).join(' · '));
  const links = outline.links.map(({ name, link }) =>
    [name, link ? linkText(link) : ''].filter((text) => text !== '').join(': '),
  );
  if (links.length > 0) head.push(links.join(' · '));
  const blocks = [head.join('\n'), ...outline.sections.map((section) => sectionText(section, outline.language))];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}
