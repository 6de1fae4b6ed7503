/**
 * Spoken languages, with the words that make a sentence speak of one ("fluent", "speak", "bilingual"), and the level
 * words (docs/job-match.md). A language named without such a word ("English literature") is not a requirement.
 */
export const LANGUAGES = [
  'English',
  'German|Deutsch',
  'French|Français',
  'Spanish|Español',
  'Portuguese',
  'Italian',
  'Dutch',
  'Polish',
  'Russian',
  'Ukrainian',
  'Arabic',
  'Hebrew',
  'Turkish',
  'Mandarin|Mandarin Chinese|Chinese',
  'Cantonese',
  'Japanese',
  'Korean',
  'Hindi',
  'Vietnamese',
  'Tagalog|Filipino',
  'Swedish',
  'Danish',
  'Norwegian',
  'Greek',
  'American Sign Language|ASL|sign language',
];

/** Words that make a sentence about languages. */
export const LANGUAGE_CUES =
  /\b(fluen\w*|speak\w*|spoken|written|verbal|intermediate|advanced|bilingual|multilingual|native|mother tongue|proficien\w*|language|languages|written and verbal|verbal and written|conversational|business[- ]level|working knowledge|[ABC][12])\b/i;

/** A high level asked: fluent, native, business level, C1/C2. */
export const HIGH_LEVEL =
  /\b(fluen\w*|native|mother tongue|business[- ]level|professional working|full professional|C1|C2|bilingual)\b/i;

/** A low level shown: basic, beginner, A1–B1, conversational. */
export const LOW_LEVEL = /\b(basic|beginner|elementary|A1|A2|B1|conversational|some knowledge|learning)\b/i;
