// What the listening controls say. The practice screens are in English, like their other text.
export const LISTENING_MESSAGES = {
  noEnglishVoice: 'This device has no English voice, so items without recorded audio cannot be read aloud.',
  addVoiceHint:
    "To hear them, add an English voice in your device's speech or language settings, then reload this page.",
  saveFailed: 'Your listening settings could not be saved. Please try again.',
  voiceHelp: 'Reads the items that have no recording.',
} as const;
