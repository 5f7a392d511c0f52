// English messages of the practice-progress area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/practice-progress';

export default {} satisfies Catalogue<typeof vi>;
