/** Letters NFKD does not take apart into a base letter and marks. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const MAX_SLUG = 60;

/** "Amélie Łukasz-Groß" → "amelie-lukasz-gross": lower-case ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/**
 * The names of an export's file: `ascii` is safe anywhere ("amelia-novak-backend-roles.pdf", "resume.pdf" when
 * neither the name nor the title has a letter of the Latin alphabet); `full` keeps the real name and title for
 * clients that read RFC 5987's `filename*` ("Amelia Novák - Lebenslauf.pdf"), without the characters file systems
 * refuse.
 */
export function exportFileNames(fullName: string, resumeTitle: string, extension: string) {
  const ascii = [slugify(fullName), slugify(resumeTitle)].filter(Boolean).join('-') || 'resume';
  const full = [fullName, resumeTitle]
    .map((part) =>
      part
        .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' - ')
    .slice(0, 150)
    .trim();
  return { ascii: `${ascii}.${extension}`, full: `${full || 'resume'}.${extension}` };
}
