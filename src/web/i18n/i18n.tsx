// The interface language and its messages, through react-intl (ICU MessageFormat: plurals, selects,
// numbers, rich text). Every user-facing string of the web app is a message id here; the practice items
// themselves are English content and never go through it.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, RawIntlProvider, createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import type { InterfaceLanguage } from '@shared/language';
import { loadMessages, writeDeviceLanguage, type MessageId, type Messages } from './load-messages';

export type { MessageId, Messages } from './load-messages';

/** Values a plain-text message takes. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface LanguageState {
  language: InterfaceLanguage;
  messages: Messages;
}

interface LanguageContextValue {
  language: InterfaceLanguage;
  /** Loads the language's catalogue, then switches; the device remembers the choice. */
  setLanguage: (language: InterfaceLanguage) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const cache = createIntlCache();
let current: IntlShape | null = null;

/** Sets the intl `translate` answers with before the first render (main.tsx). */
export function primeTranslate(state: LanguageState): void {
  current = intlFor(state);
}

function intlFor({ language, messages }: LanguageState): IntlShape {
  return createIntl({ locale: language, defaultLocale: 'vi', messages }, cache);
}

export function I18nProvider({ initial, children }: { initial: LanguageState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  // The last language asked for: a slow catalogue that arrives after a newer choice is not applied.
  const wanted = useRef(initial.language);
  const intl = useMemo(() => intlFor(state), [state]);
  useEffect(() => {
    current = intl;
  }, [intl]);

  const setLanguage = useCallback(async (language: InterfaceLanguage) => {
    wanted.current = language;
    writeDeviceLanguage(language);
    const messages = await loadMessages(language);
    if (wanted.current === language) setState({ language, messages });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);

  const value = useMemo(() => ({ language: state.language, setLanguage }), [state.language, setLanguage]);
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
  if (!current) throw new Error('translate() before the I18nProvider rendered');
  return current.formatMessage({ id }, values);
}

/** Whether the current language's catalogue has this id (an API error code's own message, say). */
export function hasMessage(id: string): id is MessageId {
  return current !== null && Object.hasOwn(current.messages, id);
}
