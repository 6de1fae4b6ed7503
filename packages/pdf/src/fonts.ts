import { createRequire } from 'node:module';
import path from 'node:path';

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
  // Chinese and Japanese (SC) and Korean (KR): every template falls back to these for CJK text.
  '@expo-google-fonts/noto-sans-sc': ['400Regular/NotoSansSC_400Regular.ttf', '700Bold/NotoSansSC_700Bold.ttf'],
  '@expo-google-fonts/noto-sans-kr': ['400Regular/NotoSansKR_400Regular.ttf', '700Bold/NotoSansKR_700Bold.ttf'],
} as const;

/** The packages of the CJK fallbacks, which a document needs only when its text has CJK characters. */
const CJK_PACKAGES: ReadonlySet<string> = new Set([
  '@expo-google-fonts/noto-sans-sc',
  '@expo-google-fonts/noto-sans-kr',
]);

/** Every font file the templates may use, each with whether it is a CJK fallback. */
export function fontFileList(): { path: string; cjk: boolean }[] {
  return Object.entries(FONT_PACKAGES).flatMap(([name, files]) => {
    const dir = path.dirname(require.resolve(`${name}/package.json`));
    return files.map((file) => ({ path: path.join(dir, file), cjk: CJK_PACKAGES.has(name) }));
  });
}

/** Absolute paths of every font file the templates may use (besides Typst's embedded Libertinus and New Computer Modern). */
export function fontFiles(): string[] {
  return fontFileList().map((font) => font.path);
}
