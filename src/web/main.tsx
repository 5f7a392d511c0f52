import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './i18n/i18n';
import './app/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

// The page shows its language from the first paint: the shell's messages (one small chunk, fetched in
// parallel with the screen's) load before the app renders.
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
