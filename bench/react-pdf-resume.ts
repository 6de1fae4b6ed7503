/** The peer's side of the PDF benchmarks: the same resume content as plain lines, and @react-pdf/renderer on it. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RichBlock, toTemplateData } from '@vitae/pdf';
import type { ResumeContent } from '@vitae/schema';

const fontDir = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/source-sans-3/package.json', {
    paths: [path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/pdf')],
  }),
);
export const FONT_FILES = {
  regular: path.join(fontDir, '400Regular/SourceSans3_400Regular.ttf'),
  italic: path.join(fontDir, '400Regular_Italic/SourceSans3_400Regular_Italic.ttf'),
  bold: path.join(fontDir, '700Bold/SourceSans3_700Bold.ttf'),
};

// The same content as plain lines, for the two other engines.

export interface Line {
  bullet: boolean;
  text: string;
}

const blockLines = (blocks: RichBlock[]): Line[] =>
  blocks.flatMap((block): Line[] =>
    block.kind === 'paragraph'
      ? [{ bullet: false, text: block.inlines.map((inline) => ('text' in inline ? inline.text : ' ')).join('') }]
      : block.items.flatMap((item) => blockLines(item).map((line) => ({ ...line, bullet: true }))),
  );

export function plainResume(content: ResumeContent) {
  const data = toTemplateData(content);
  const range = (start: string, end: string, current = false) =>
    [start, current ? 'Present' : end].filter(Boolean).join(' – ');
  const contact = [data.email?.text, data.phone, data.address, ...data.social.map((item) => item.link?.text)];
  return {
    name: data.fullName,
    jobTitle: data.jobTitle,
    contact: contact.filter((item): item is string => Boolean(item)),
    summary: blockLines(data.summary),
    sections: [
      {
        title: 'Experience',
        entries: data.experience.map((job) => ({
          title: `${job.title} | ${[job.companyName, job.location].filter(Boolean).join(', ')}`,
          date: range(job.startDate, job.endDate, job.currentlyWorking),
          lines: blockLines(job.workSummary),
        })),
      },
      {
        title: 'Education',
        entries: data.education.map((school) => ({
          title: `${school.universityName} | ${[school.degree, school.major].filter(Boolean).join(', ')}`,
          date: range(school.startDate, school.endDate),
          lines: blockLines(school.description),
        })),
      },
      {
        title: 'Projects',
        entries: data.projects.map((project) => ({
          title: `${project.projectName} | ${project.link?.text ?? ''}`,
          date: '',
          lines: blockLines(project.description),
        })),
      },
    ],
    lists: [
      { title: 'Achievements', items: data.achievements.map((text) => `• ${text}`) },
      { title: 'Certifications & Activities', items: data.certificationsOrExtraCurriculars.map((text) => `• ${text}`) },
      {
        title: 'Skills & Interests',
        items: [`Skills: ${data.skills.join(', ')}`, `Interests: ${data.interests.join(', ')}`],
      },
    ],
  };
}

/**
 * @react-pdf/renderer on a single-column A4 document comparable to our `compact` template (same font, same
 * content as plain lines): the peer our renderer is measured against. Answers a function rendering one resume.
 */
export async function reactPdfResume(): Promise<(content: ResumeContent) => Promise<Buffer>> {
  const { createElement: h } = await import('react');
  const { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } = await import('@react-pdf/renderer');
  Font.register({
    family: 'Source Sans 3',
    fonts: [
      { src: FONT_FILES.regular, fontWeight: 400 },
      { src: FONT_FILES.italic, fontWeight: 400, fontStyle: 'italic' },
      { src: FONT_FILES.bold, fontWeight: 700 },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  const styles = StyleSheet.create({
    page: { paddingHorizontal: 42, paddingVertical: 34, fontSize: 10, fontFamily: 'Source Sans 3', lineHeight: 1.25 },
    name: { fontSize: 21, fontWeight: 700, textAlign: 'center' },
    jobTitle: { fontSize: 11, textAlign: 'center' },
    contact: { fontSize: 9.5, textAlign: 'center', marginTop: 3 },
    heading: { fontSize: 10.5, fontWeight: 700, marginTop: 9, marginBottom: 4, borderBottomWidth: 0.6 },
    row: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 5 },
    bold: { fontWeight: 700 },
    italic: { fontStyle: 'italic' },
    bullet: { marginLeft: 8 },
  });
  const line = (key: string) => (item: Line, index: number) =>
    h(
      Text,
      { key: `${key}-${index}`, style: item.bullet ? styles.bullet : undefined },
      `${item.bullet ? '• ' : ''}${item.text}`,
    );

  const document = (content: ResumeContent) => {
    const r = plainResume(content);
    return h(
      Document,
      { title: r.name },
      h(
        Page,
        { size: 'A4', style: styles.page },
        h(Text, { style: styles.name }, r.name),
        h(Text, { style: styles.jobTitle }, r.jobTitle),
        h(Text, { style: styles.contact }, r.contact.join('  |  ')),
        h(Text, { style: styles.heading }, 'SUMMARY'),
        ...r.summary.map(line('summary')),
        ...r.sections.flatMap((section) => [
          h(Text, { key: section.title, style: styles.heading }, section.title.toUpperCase()),
          ...section.entries.map((entry, index) =>
            h(
              View,
              { key: `${section.title}-${index}` },
              h(
                View,
                { style: styles.row },
                h(Text, { style: styles.bold }, entry.title),
                h(Text, { style: styles.italic }, entry.date),
              ),
              ...entry.lines.map(line(`${section.title}-${index}`)),
            ),
          ),
        ]),
        ...r.lists.flatMap((list) => [
          h(Text, { key: list.title, style: styles.heading }, list.title.toUpperCase()),
          ...list.items.map((text, index) => h(Text, { key: `${list.title}-${index}` }, text)),
        ]),
      ),
    );
  };
  return (content) => renderToBuffer(document(content));
}
