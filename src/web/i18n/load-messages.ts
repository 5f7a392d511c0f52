// The catalogues are chunks of their own, one per language and area: a page loads the language it shows
// and the areas its screen uses (app/router.tsx names them), the other language only when the learner
// switches.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '@shared/language';
import { readStorage, writeStorage } from '@/lib/local-storage';
import type viMessages from './messages/vi';

export type MessageId = keyof typeof viMessages;
/** ICU text in the sources (and in unit tests); parsed syntax trees in the browser (vite-precompile-messages). */
export type Messages = Readonly<Partial<Record<MessageId, string | MessageFormatElement[]>>>;

type AreaModule = Promise<{ default: Messages }>;

const AREAS = {
  vi: {
    common: () => import('./messages/vi/common') as AreaModule,
    practice: () => import('./messages/vi/practice') as AreaModule,
    'practice-home': () => import('./messages/vi/practice-home') as AreaModule,
    'practice-summary': () => import('./messages/vi/practice-summary') as AreaModule,
    'practice-progress': () => import('./messages/vi/practice-progress') as AreaModule,
    files: () => import('./messages/vi/files') as AreaModule,
    collections: () => import('./messages/vi/collections') as AreaModule,
    auth: () => import('./messages/vi/auth') as AreaModule,
    account: () => import('./messages/vi/account') as AreaModule,
    pages: () => import('./messages/vi/pages') as AreaModule,
    comments: () => import('./messages/vi/comments') as AreaModule,
  },
  en: {
    common: () => import('./messages/en/common') as AreaModule,
    practice: () => import('./messages/en/practice') as AreaModule,
    'practice-home': () => import('./messages/en/practice-home') as AreaModule,
    'practice-summary': () => import('./messages/en/practice-summary') as AreaModule,
    'practice-progress': () => import('./messages/en/practice-progress') as AreaModule,
    files: () => import('./messages/en/files') as AreaModule,
    collections: () => import('./messages/en/collections') as AreaModule,
    auth: () => import('./messages/en/auth') as AreaModule,
    account: () => import('./messages/en/account') as AreaModule,
    pages: () => import('./messages/en/pages') as AreaModule,
    comments: () => import('./messages/en/comments') as AreaModule,
  },
} satisfies Record<InterfaceLanguage, Record<string, () => AreaModule>>;

/** A file of src/web/i18n/messages/<language>/, without its `.ts`. */
export type MessageArea = keyof (typeof AREAS)['vi'];

/** What every screen shows (nav bar, footer, toasts, dialogs, errors): loaded before the first render. */
export const SHELL_AREAS: readonly MessageArea[] = ['common'];

/** The device's choice: what this browser last chose, else Vietnamese. */
const LANGUAGE_KEY = 'interface-language';

export function readDeviceLanguage(): InterfaceLanguage {
  const stored = readStorage(LANGUAGE_KEY);
  return isInterfaceLanguage(stored) ? stored : DEFAULT_INTERFACE_LANGUAGE;
}

export function writeDeviceLanguage(language: InterfaceLanguage): void {
  writeStorage(LANGUAGE_KEY, language);
}

/** The messages of `areas` in `language`, merged (area keys never overlap: catalogues.test.ts). */
export async function loadMessages(language: InterfaceLanguage, areas: Iterable<MessageArea>): Promise<Messages> {
  const modules = await Promise.all([...areas].map((area) => AREAS[language][area]()));
  return Object.assign({}, ...modules.map((module) => module.default)) as Messages;
}
