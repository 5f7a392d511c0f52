// English messages of the account area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/account';

export default {} satisfies Catalogue<typeof vi>;
