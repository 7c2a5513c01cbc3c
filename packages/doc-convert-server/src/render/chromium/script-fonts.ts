// The npm packages of the fonts for scripts beyond Latin, Greek and Cyrillic: Google's Noto as Expo packages
// them, one folder per weight. One list for the server (fonts.ts registers them for fontconfig) and for
// doc-convert-server's manifest (build/packages.ts makes each a dependency).

/** A Noto package, its family name and the weight folders registered (the others stay unused on disk). */
export interface ScriptFont {
  package: string;
  family: string;
  weights: readonly string[];
}

// Regular and bold where both are small; CJK regular only (10 MB a weight: Chromium draws bold from it).
const BOTH = ['400Regular', '700Bold'];

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  { package: '@expo-google-fonts/noto-sans-sc', family: 'Noto Sans SC', weights: ['400Regular'] },
  { package: '@expo-google-fonts/noto-sans-kr', family: 'Noto Sans KR', weights: ['400Regular'] },
  { package: '@expo-google-fonts/noto-sans-devanagari', family: 'Noto Sans Devanagari', weights: BOTH },
  { package: '@expo-google-fonts/noto-sans-thai', family: 'Noto Sans Thai', weights: BOTH },
  { package: '@expo-google-fonts/noto-sans-arabic', family: 'Noto Sans Arabic', weights: BOTH },
  { package: '@expo-google-fonts/noto-sans-hebrew', family: 'Noto Sans Hebrew', weights: BOTH },
  { package: '@expo-google-fonts/noto-emoji', family: 'Noto Emoji', weights: ['400Regular'] },
];
