import type { AtsFinding } from '@vitae/schema';
import type { Line, Piece } from '../import/pdf-lines.ts';
import { finding } from './finding-text.ts';
import { plainOf, quoteOf, wordsOf } from './text.ts';

/**
 * Integrity: what a parser reads that a person does not see (white, tiny, hidden or off-page text), terms repeated
 * far past natural use, and instructions aimed at AI screeners, in the file and in the resume's own fields (an
 * import can bring them). docs/ats-check.md, Integrity.
 */

/** Whether a colour (#rrggbb) is so light that text in it on a white page cannot be seen. */
export function isNearWhite(hex: string | undefined): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return false;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.92;
}

/**
 * Hidden and off-page text of the file: one finding per kind, quoting what was hidden. `offPage` is text painted
 * outside the pages, which the reader leaves out of its lines.
 */
export function hiddenTextFindings(lines: Line[], accentColor?: string, offPage: string[] = []): AtsFinding[] {
  const found = new Map<NonNullable<Piece['hidden']>, string[]>();
  if (offPage.length) found.set('outside', [...offPage]);
  for (const line of lines) {
    for (const segment of line.segments) {
      for (const piece of segment.pieces) {
        if (!piece.hidden || !piece.text.trim()) continue;
        const texts = found.get(piece.hidden) ?? [];
        texts.push(piece.text.trim());
        found.set(piece.hidden, texts);
      }
    }
  }
  const findings: AtsFinding[] = [];
  for (const [kind, texts] of found) {
    const sample = quoteOf(texts.join(' '), 100);
    if (kind === 'outside') {
      findings.push(finding('error', 'text-outside-page', { text: sample }));
      continue;
    }
    // The kind is said by the detail message (white or background-coloured, under 4 pt, marked hidden).
    const detail = { id: 'atsFinding.detail.hidden' as const, values: { kind, text: sample } };
    // Vitae's own file: a white accent colour is what makes its headings invisible.
    const field = kind === 'white' && isNearWhite(accentColor) ? 'design.accentColor' : null;
    findings.push(finding('error', 'hidden-text', { detail }, field));
  }
  return findings;
}

/** Instructions to an AI screener, in the languages resumes are written in. */
const AI_INSTRUCTIONS: RegExp[] = [
  /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|other)\s+(?:instructions?|prompts?|directions|rules)/i,
  /\byou\s+are\s+(?:now\s+)?(?:an?\s+)?(?:ai|artificial intelligence|chat\s?gpt|gpt|llm|large language model|language model|claude|gemini|ai assistant|recruiting assistant)\b/i,
  /\bas\s+an?\s+(?:ai|large language model|language model)\b/i,
  /\b(?:rank|rate|score|mark)\s+(?:this|the)\s+(?:candidate|applicant|resume|cv)\s+(?:as\s+)?(?:the\s+)?(?:highest|first|top|best|10\/10|100)/i,
  /\b(?:rank|rate|score)\s+this\s+(?:candidate|applicant|resume)\b/i,
  /\b(?:this|the)\s+(?:candidate|applicant)\s+is\s+(?:the\s+)?(?:best|perfect|ideal|most qualified|an? excellent fit|a perfect fit)\b/i,
  /\b(?:recommend|advance)\s+(?:hiring\s+)?this\s+(?:candidate|applicant)\b/i,
  /\b(?:system prompt|new instructions?:|prompt injection)/i,
  /\bignorier(?:e|en sie)\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen|vorigen)\s+(?:anweisungen|instruktionen|befehle)/i,
  /\bdu\s+bist\s+(?:eine?\s+)?(?:ki|chatgpt|sprachmodell)\b/i,
  /\bignor(?:e|ez|er)\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes)\s+(?:précédentes|antérieures|ci-dessus)/i,
  /\b(?:tu\s+es|vous\s+êtes)\s+(?:une?\s+)?(?:ia|intelligence artificielle|chatgpt|modèle de langage)\b/i,
  /\bignora\s+(?:todas\s+|tutte\s+)?(?:las\s+|le\s+)?(?:instrucciones|istruzioni)\s+(?:anteriores|previas|precedenti)/i,
  /\b(?:eres|sei)\s+(?:una?\s+)?(?:ia|inteligencia artificial|intelligenza artificiale|chatgpt)\b/i,
  /\bignore\s+(?:todas\s+)?(?:as\s+)?instruções\s+anteriores/i,
  /\bnegeer\s+(?:alle\s+)?(?:vorige|eerdere|voorgaande)\s+(?:instructies|opdrachten)/i,
  /\bzignoruj\s+(?:wszystkie\s+)?(?:poprzednie|wcześniejsze)\s+(?:instrukcje|polecenia)/i,
  /忽略(?:之前|以上|所有)(?:的)?(?:所有)?(?:指令|说明|提示)/,
  /(?:以前|前|上記)の(?:すべての)?指示を無視/,
];

/** The first instruction to an AI in `text`, as found there. */
export function aiInstructionIn(text: string): string | undefined {
  for (const pattern of AI_INSTRUCTIONS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/** Every string of the resume's content with its field path (`experience.2.workSummary`), rich text as plain text. */
export function contentStrings(content: Record<string, unknown>): { field: string; text: string }[] {
  const out: { field: string; text: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.trim()) out.push({ field: path, text: /<[a-z]/i.test(value) ? plainOf(value) : value });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  for (const [key, value] of Object.entries(content)) {
    if (key === 'design' || key === '_id' || key === 'templateId' || key === 'createdAt' || key === 'updatedAt')
      continue;
    walk(value, key);
  }
  return out;
}

/** Instructions to an AI in the resume's own fields, each with its field path. */
export function contentAiFindings(content: Record<string, unknown>): AtsFinding[] {
  const findings: AtsFinding[] = [];
  for (const { field, text } of contentStrings(content)) {
    const found = aiInstructionIn(text);
    if (found) findings.push(finding('error', 'ai-instructions', { text: found }, field));
  }
  return findings;
}

/** Instructions to an AI in the file's text (lines joined, so one split over lines is found). */
export function textAiFindings(text: string, already: AtsFinding[]): AtsFinding[] {
  const found = aiInstructionIn(text.replace(/\s+/g, ' '));
  if (!found) return [];
  // Already reported with its field from the resume's own content.
  if (already.some((finding) => finding.code === 'ai-instructions')) return [];
  return [finding('error', 'ai-instructions', { text: found })];
}

/** Words too common to count as keywords, in the resume languages with spaces between words. */
export const STOPWORDS = new Set(
  (
    'the and for with from that this have has had are was were been being into over under our your their its his her ' +
    'not but all any can will would should could also more most than then them they you she him who whom which what ' +
    'when where why how per via out off one two three four five six seven eight nine ten years year ' +
    'der die das und mit für von den dem des ein eine einer eines ist sind war auf aus bei nach über unter ' +
    'les des une pour avec dans sur par est sont aux qui que ' +
    'los las una con para por del que sus ' +
    'gli della delle degli con per che sono ' +
    'het een van voor met zijn ' +
    'dos das com para por uma ' +
    'oraz dla jest'
  ).split(' '),
);

/** Terms repeated far past natural use, and long comma lists of keywords in the summary. */
export function keywordStuffing(text: string, summary?: { field: string; text: string }): AtsFinding[] {
  const words = wordsOf(text.toLocaleLowerCase()).filter((word) => word.length >= 3 && !/^\d+$/.test(word));
  const counts = new Map<string, number>();
  for (const word of words) if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const findings: AtsFinding[] = [];
  const stuffed = [...counts]
    .filter(([, count]) => count >= 10 && count / Math.max(1, words.length) > 0.03)
    .sort((a, b) => b[1] - a[1]);
  for (const [word, count] of stuffed.slice(0, 3)) {
    const percent = Math.round((count / words.length) * 100);
    const detail = { id: 'atsFinding.detail.termStuffed' as const, values: { word, count, percent } };
    findings.push(finding('warning', 'keyword-stuffing', { detail }));
  }
  if (summary) {
    const items = summary.text.split(/[,;|·•]/).map((item) => item.trim());
    const short = items.filter((item) => item && wordsOf(item).length <= 3);
    if (items.length >= 12 && short.length >= items.length * 0.8) {
      const detail = { id: 'atsFinding.detail.summaryKeywords' as const, values: { count: items.length } };
      findings.push(finding('warning', 'keyword-stuffing', { detail }, summary.field));
    }
  }
  return findings;
}
