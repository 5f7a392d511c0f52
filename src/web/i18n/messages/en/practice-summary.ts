// English messages of the practice-summary area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/practice-summary';

export default {} satisfies Catalogue<typeof vi>;
