// Every Vietnamese message of the web app, one file per area. Loaded on demand (load-messages.ts).
import common from './common';
import practice from './practice';
import practiceHome from './practice-home';
import practiceSummary from './practice-summary';
import practiceProgress from './practice-progress';
import files from './files';
import collections from './collections';
import auth from './auth';
import account from './account';
import pages from './pages';
import comments from './comments';

export default {
  ...common,
  ...practice,
  ...practiceHome,
  ...practiceSummary,
  ...practiceProgress,
  ...files,
  ...collections,
  ...auth,
  ...account,
  ...pages,
  ...comments,
};
