import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontScript } from '@vitae/schema';

const require = createRequire(import.meta.url);

/** The OFL font files (.ttf) shipped in npm packages that the templates use, with the faces they need. */
const FONT_PACKAGES = {
  '@expo-google-fonts/inter': [
    '400Regular/Inter_400Regular.ttf',
    '400Regular_Italic/Inter_400Regular_Italic.ttf',
    '500Medium/Inter_500Medium.ttf',
    '600SemiBold/Inter_600SemiBold.ttf',
    '600SemiBold_Italic/Inter_600SemiBold_Italic.ttf',
    '700Bold/Inter_700Bold.ttf',
    '700Bold_Italic/Inter_700Bold_Italic.ttf',
  ],
  '@expo-google-fonts/source-sans-3': [
    '400Regular/SourceSans3_400Regular.ttf',
    '400Regular_Italic/SourceSans3_400Regular_Italic.ttf',
    '600SemiBold/SourceSans3_600SemiBold.ttf',
    '600SemiBold_Italic/SourceSans3_600SemiBold_Italic.ttf',
    '700Bold/SourceSans3_700Bold.ttf',
    '700Bold_Italic/SourceSans3_700Bold_Italic.ttf',
  ],
  '@expo-google-fonts/ibm-plex-sans': [
    '300Light/IBMPlexSans_300Light.ttf',
    '400Regular/IBMPlexSans_400Regular.ttf',
    '400Regular_Italic/IBMPlexSans_400Regular_Italic.ttf',
    '500Medium/IBMPlexSans_500Medium.ttf',
    '600SemiBold/IBMPlexSans_600SemiBold.ttf',
    '600SemiBold_Italic/IBMPlexSans_600SemiBold_Italic.ttf',
    '700Bold/IBMPlexSans_700Bold.ttf',
    '700Bold_Italic/IBMPlexSans_700Bold_Italic.ttf',
  ],
  '@expo-google-fonts/lato': [
    '400Regular/Lato_400Regular.ttf',
    '400Regular_Italic/Lato_400Regular_Italic.ttf',
    '700Bold/Lato_700Bold.ttf',
    '700Bold_Italic/Lato_700Bold_Italic.ttf',
  ],
  '@expo-google-fonts/source-serif-4': [
    '400Regular/SourceSerif4_400Regular.ttf',
    '400Regular_Italic/SourceSerif4_400Regular_Italic.ttf',
    '600SemiBold/SourceSerif4_600SemiBold.ttf',
    '700Bold/SourceSerif4_700Bold.ttf',
    '700Bold_Italic/SourceSerif4_700Bold_Italic.ttf',
  ],
  '@expo-google-fonts/eb-garamond': [
    '400Regular/EBGaramond_400Regular.ttf',
    '400Regular_Italic/EBGaramond_400Regular_Italic.ttf',
    '600SemiBold/EBGaramond_600SemiBold.ttf',
    '700Bold/EBGaramond_700Bold.ttf',
    '700Bold_Italic/EBGaramond_700Bold_Italic.ttf',
  ],
  // Arabic (Amiri) and Hebrew (Heebo): every template sets these scripts' letters in them (docs/right-to-left.md).
  // Amiri, a serif, also beside the sans families: of the Arabic fonts tried, it is the one whose text pdftotext reads
  // back as written from the PDFs Typst writes (IBM Plex Sans Arabic, Cairo, Tajawal and Almarai came back with the
  // letters of their ligatures reversed, لأ as أل; Noto Sans and Naskh Arabic with letters doubled). Only the weights
  // the templates set: Amiri has no others; its italics stay out, Arabic is not slanted.
  '@expo-google-fonts/amiri': ['400Regular/Amiri_400Regular.ttf', '700Bold/Amiri_700Bold.ttf'],
  '@expo-google-fonts/heebo': [
    '400Regular/Heebo_400Regular.ttf',
    '500Medium/Heebo_500Medium.ttf',
    '600SemiBold/Heebo_600SemiBold.ttf',
    '700Bold/Heebo_700Bold.ttf',
  ],
  // Chinese and Japanese (SC) and Korean (KR): every template falls back to these for CJK text.
  '@expo-google-fonts/noto-sans-sc': ['400Regular/NotoSansSC_400Regular.ttf', '700Bold/NotoSansSC_700Bold.ttf'],
  '@expo-google-fonts/noto-sans-kr': ['400Regular/NotoSansKR_400Regular.ttf', '700Bold/NotoSansKR_700Bold.ttf'],
} as const;

/** The packages of a script's fonts, which a document needs only when its text has letters of that script. */
const SCRIPT_PACKAGES: ReadonlyMap<string, FontScript> = new Map([
  ['@expo-google-fonts/amiri', 'arabic'],
  ['@expo-google-fonts/heebo', 'hebrew'],
  ['@expo-google-fonts/noto-sans-sc', 'cjk'],
  ['@expo-google-fonts/noto-sans-kr', 'cjk'],
]);

/** Every font file the templates may use, each with the script it is for (null: any text). */
export function fontFileList(): { path: string; script: FontScript | null }[] {
  return Object.entries(FONT_PACKAGES).flatMap(([name, files]) => {
    const dir = path.dirname(require.resolve(`${name}/package.json`));
    return files.map((file) => ({ path: path.join(dir, file), script: SCRIPT_PACKAGES.get(name) ?? null }));
  });
}

/** Absolute paths of every font file the templates may use (besides Typst's embedded Libertinus and New Computer Modern). */
export function fontFiles(): string[] {
  return fontFileList().map((font) => font.path);
}
