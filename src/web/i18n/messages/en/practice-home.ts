// English messages of the practice-home area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/practice-home';

export default {} satisfies Catalogue<typeof vi>;
