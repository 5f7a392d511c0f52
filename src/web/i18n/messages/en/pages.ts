// English messages of the pages area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/pages';

export default {} satisfies Catalogue<typeof vi>;
