/**
 * The seed's engine for the PDF benchmark: pdflatex, one process per PDF, on a single-column A4 document with the
 * same content as the react-pdf and Chromium documents (plainResume). pdflatex cannot embed Source Sans 3 from its
 * TTF files (the font the other engines embed), so this document uses Latin Modern, a Type 1 font TeX ships
 * ready-made: no TrueType to subset, which if anything favours pdflatex.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ResumeContent } from '@vitae/schema';
import { type Line, plainResume } from './react-pdf-resume.ts';

const run = promisify(execFile);

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '^': '\\textasciicircum{}',
  _: '\\_',
  '%': '\\%',
  '~': '\\textasciitilde{}',
};

/** User text as LaTeX that typesets it literally: every special character escaped in one pass. */
export const escapeLatex = (text: string) => text.replace(/[\\{}$&#^_%~]/g, (char) => LATEX_SPECIALS[char]!);

/** Consecutive bullet lines as one list, other lines as paragraphs. `\item{}` so a leading `[` stays text. */
function lines(items: Line[]): string {
  const out: string[] = [];
  let inList = false;
  for (const item of items) {
    if (item.bullet !== inList) {
      out.push(inList ? '\\end{bullets}' : '\\begin{bullets}');
      inList = item.bullet;
    }
    out.push(item.bullet ? `\\item{} ${escapeLatex(item.text)}` : `${escapeLatex(item.text)}\\par`);
  }
  if (inList) out.push('\\end{bullets}');
  return out.join('\n');
}

/** The resume as a .tex source: the layout of the react-pdf and Chromium documents (margins, sizes, rules). */
export function resumeLatex(content: ResumeContent): string {
  const r = plainResume(content);
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[hmargin=1.5cm,vmargin=1.2cm]{geometry}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{2pt}
\\hyphenpenalty=10000
\\exhyphenpenalty=10000
\\raggedright
\\newcommand{\\heading}[1]{\\par\\vspace{9pt}{\\fontsize{10.5}{13}\\selectfont\\bfseries\\MakeUppercase{#1}\\par}%
  \\vspace{1pt}\\hrule height 0.6pt\\vspace{4pt}}
\\newcommand{\\entry}[2]{\\par\\vspace{5pt}{\\bfseries #1}\\hfill{\\itshape #2}\\par}
\\newenvironment{bullets}{\\begin{list}{\\textbullet}{\\setlength{\\leftmargin}{14pt}\\setlength{\\itemsep}{0pt}%
  \\setlength{\\parsep}{0pt}\\setlength{\\topsep}{2pt}\\setlength{\\partopsep}{0pt}}}{\\end{list}}
\\begin{document}
\\begin{center}
{\\fontsize{21}{25}\\selectfont\\bfseries ${escapeLatex(r.name)}\\par}
{\\fontsize{11}{14}\\selectfont ${escapeLatex(r.jobTitle)}\\par}
{\\fontsize{9.5}{12}\\selectfont ${r.contact.map(escapeLatex).join(' \\textbar{} ')}\\par}
\\end{center}
\\heading{Summary}
${lines(r.summary)}
${r.sections
  .map(
    (section) =>
      `\\heading{${escapeLatex(section.title)}}\n` +
      section.entries
        .map((entry) => `\\entry{${escapeLatex(entry.title)}}{${escapeLatex(entry.date)}}\n${lines(entry.lines)}`)
        .join('\n'),
  )
  .join('\n')}
${r.lists
  .map(
    (list) =>
      `\\heading{${escapeLatex(list.title)}}\n${list.items.map((item) => `${escapeLatex(item)}\\par`).join('\n')}`,
  )
  .join('\n')}
\\end{document}
`;
}

/**
 * pdflatex as the seed ran it: one process per PDF, no shell escape, in a temporary directory (made once, the
 * renders run one at a time). Answers a function rendering one resume, and `close` removing the directory.
 */
export async function pdflatexResume() {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-latex-'));
  const texFile = path.join(dir, 'resume.tex');
  const pdfFile = path.join(dir, 'resume.pdf');
  const render = async (content: ResumeContent): Promise<Buffer> => {
    await writeFile(texFile, resumeLatex(content));
    await rm(pdfFile, { force: true });
    try {
      await run(
        'pdflatex',
        ['-interaction=batchmode', '-halt-on-error', '-no-shell-escape', '-output-directory', dir, texFile],
        { cwd: dir, timeout: 30_000 },
      );
    } catch (error) {
      const log = await readFile(path.join(dir, 'resume.log'), 'utf8').catch(() => '');
      throw new Error(`pdflatex failed: ${(error as Error).message}\n${log.split('\n').slice(-20).join('\n')}`);
    }
    const pdf = await readFile(pdfFile);
    if (pdf.subarray(0, 4).toString('latin1') !== '%PDF') throw new Error('pdflatex wrote no PDF');
    return pdf;
  };
  return { render, close: () => rm(dir, { recursive: true, force: true }) };
}
