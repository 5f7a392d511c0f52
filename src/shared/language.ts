// The interface languages. The practice items are English whatever the choice; the interface around them
// (instructions, hints, notices, errors) is Vietnamese by default, English on request. No zod here: the
// browser imports this file (the account contract builds its schema from the list).

export const INTERFACE_LANGUAGES = ['vi', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'vi';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}
