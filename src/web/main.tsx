import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { primeTranslate } from './i18n/i18n';
import { loadMessages, readDeviceLanguage } from './i18n/load-messages';
import './app/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

// The page shows its language's catalogue from the first paint: it is loaded (one small chunk, fetched
// in parallel with the route's) before the app renders. A failed fetch is tried once more.
const language = readDeviceLanguage();
loadMessages(language)
  .catch(() => loadMessages(language))
  .then((messages) => {
    const initial = { language, messages };
    primeTranslate(initial);
    createRoot(root).render(
      <StrictMode>
        <App initialLanguage={initial} />
      </StrictMode>,
    );
  });
