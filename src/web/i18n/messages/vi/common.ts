// Vietnamese messages of the common area (ICU MessageFormat). The English file has the same keys.
export default {
  'language.vi': 'Tiếng Việt',
  'language.en': 'English',
  'language.label': 'Ngôn ngữ giao diện',
} as const;
