// English messages of the auth area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/auth';

export default {} satisfies Catalogue<typeof vi>;
