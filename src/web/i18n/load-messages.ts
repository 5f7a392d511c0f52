// The catalogues are chunks of their own: a page loads the one language it shows, the other only when the
// learner switches.
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '@shared/language';
import { readStorage, writeStorage } from '@/lib/local-storage';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type viMessages from './messages/vi';

export type MessageId = keyof typeof viMessages;
/** ICU text in the sources (and in unit tests); parsed syntax trees in the browser (vite-precompile-messages). */
export type Messages = Readonly<Record<MessageId, string | MessageFormatElement[]>>;

/** The device's choice: what this browser last chose, else Vietnamese. */
const LANGUAGE_KEY = 'interface-language';

export function readDeviceLanguage(): InterfaceLanguage {
  const stored = readStorage(LANGUAGE_KEY);
  return isInterfaceLanguage(stored) ? stored : DEFAULT_INTERFACE_LANGUAGE;
}

export function writeDeviceLanguage(language: InterfaceLanguage): void {
  writeStorage(LANGUAGE_KEY, language);
}

export async function loadMessages(language: InterfaceLanguage): Promise<Messages> {
  const module = language === 'en' ? await import('./messages/en') : await import('./messages/vi');
  return module.default;
}
