// The interface language and its messages, through react-intl (ICU MessageFormat: plurals, selects,
// numbers, rich text). Every user-facing string of the web app is a message id here; the practice items
// themselves are English content and never go through it.
//
// One store outside React holds the language, the areas loaded so far and their messages: a screen's
// loader (app/router.tsx) adds its areas before the screen renders, `translate` reads it from callbacks,
// and the provider renders whatever it holds.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { FormattedMessage, RawIntlProvider, createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import type { InterfaceLanguage } from '@shared/language';
import {
  SHELL_AREAS,
  loadMessages,
  readDeviceLanguage,
  writeDeviceLanguage,
  type MessageArea,
  type MessageId,
  type Messages,
} from './load-messages';

export type { MessageArea, MessageId, Messages } from './load-messages';

/** Values a plain-text message takes. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

interface LanguageState {
  language: InterfaceLanguage;
  areas: ReadonlySet<MessageArea>;
  intl: IntlShape;
}

const cache = createIntlCache();

/**
 * A missing or broken message shows its id on screen: a bug, said on the console in production builds too
 * (react-intl's own handler is silent there), where the e2e fixtures catch it.
 */
function reportMessageError(error: Error): void {
  console.error(error.message);
}

function intlFor(language: InterfaceLanguage, messages: Messages): IntlShape {
  // Either all strings or all syntax trees (load-messages.ts), never mixed: react-intl's type names the two.
  const catalogue = messages as Record<string, string>;
  return createIntl({ locale: language, defaultLocale: 'vi', messages: catalogue, onError: reportMessageError }, cache);
}

let state: LanguageState | null = null;
/** The last language asked for: a slow catalogue that arrives after a newer choice is not applied. */
let wantedLanguage: InterfaceLanguage | null = null;
const listeners = new Set<() => void>();

function setState(next: LanguageState): void {
  state = next;
  for (const listener of listeners) listener();
}

function currentState(): LanguageState {
  if (!state) throw new Error('The messages are read before startLanguage() loaded them (main.tsx)');
  return state;
}

/** Loads the device's language with the shell's areas; main.tsx renders once it resolves. */
export async function startLanguage(): Promise<void> {
  const language = readDeviceLanguage();
  // A failed chunk fetch (a flaky line at the first visit) is tried once more; if that fails too the app
  // still renders, showing message ids, rather than a blank page.
  const messages = await loadMessages(language, SHELL_AREAS)
    .catch(() => loadMessages(language, SHELL_AREAS))
    .catch(() => ({}));
  wantedLanguage = language;
  setState({ language, areas: new Set(SHELL_AREAS), intl: intlFor(language, messages) });
}

/** Adds `areas` to the loaded messages (a screen's loader awaits it before the screen renders). */
export async function ensureAreas(areas: readonly MessageArea[]): Promise<void> {
  const { language } = currentState();
  const missing = areas.filter((area) => !currentState().areas.has(area));
  if (missing.length === 0) return;
  const messages = await loadMessages(language, missing);
  const now = currentState();
  // The learner switched language meanwhile: load the areas again in the new one.
  if (now.language !== language) return ensureAreas(areas);
  setState({
    language,
    areas: new Set([...now.areas, ...missing]),
    intl: intlFor(language, { ...now.intl.messages, ...messages } as Messages),
  });
}

/** Switches the language: every area loaded so far, in the new language, then the screen re-renders. */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  writeDeviceLanguage(language);
  wantedLanguage = language;
  const { areas } = currentState();
  const messages = await loadMessages(language, areas);
  if (wantedLanguage !== language) return;
  setState({ language, areas, intl: intlFor(language, messages) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface LanguageContextValue {
  language: InterfaceLanguage;
  /** Loads the language's catalogues, then switches; the device remembers the choice. */
  setLanguage: (language: InterfaceLanguage) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const { language, intl } = useSyncExternalStore(subscribe, currentState);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage: changeLanguage }), [language]);
  return (
    <LanguageContext.Provider value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs an I18nProvider');
  return value;
}

/** The plain-text translator of the current language: `t('practice.check')`, `t('home.due', { count })`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * A message with markup: `<Message id="viewer.hint" values={{ b: (chunks) => <b>{chunks}</b> }} />` for
 * `'... <b>Tải xuống</b> ...'`.
 */
export function Message({
  id,
  values,
}: {
  id: MessageId;
  values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;
}) {
  return <FormattedMessage id={id} values={values as Record<string, ReactNode>} />;
}

/**
 * The translator outside React (a toast raised by a mutation's callback, a document title set by a
 * module): the language the provider shows now.
 */
export function translate(id: MessageId, values?: MessageValues): string {
  return currentState().intl.formatMessage({ id }, values);
}

/** Whether the loaded messages hold `id` (an API error's code may have a message of its own). */
export function hasMessage(id: string): id is MessageId {
  return Object.hasOwn(currentState().intl.messages, id);
}
