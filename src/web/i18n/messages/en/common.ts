// English messages of the common area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/common';

export default {
  'language.vi': 'Tiếng Việt',
  'language.en': 'English',
  'language.label': 'Interface language',
} satisfies Catalogue<typeof vi>;
