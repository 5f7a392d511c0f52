// The words of the practice screens as a learner reads them: the Vietnamese catalogue (the default interface
// language), formatted as the app formats it. Markup tags (<kbd>) keep only their text.
import { IntlMessageFormat } from 'intl-messageformat';
import vi from '../src/web/i18n/messages/vi/practice';

export type PracticeMessageId = keyof typeof vi;

const textOfTag = (chunks: unknown[]) => chunks.join('');

export function practiceText(id: PracticeMessageId, values: Record<string, string | number> = {}): string {
  const formatted = new IntlMessageFormat(vi[id], 'vi').format({ kbd: textOfTag, ...values });
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}
