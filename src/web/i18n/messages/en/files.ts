// English messages of the files area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/files';

export default {} satisfies Catalogue<typeof vi>;
