import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App.js';
import { ensureLanguage, i18n } from './lib/i18n.js';
import { isLocale, storedLocale } from './lib/locale.js';
import './styles.css';

/** Spec §4: the locale comes from the path, else storage, else en. Its strings load before the first paint. */
const first = window.location.pathname.split('/')[1];
const initial = isLocale(first) ? first : storedLocale();

const root = document.getElementById('root');
if (root) {
  void ensureLanguage(initial)
    .catch(() => undefined) // a failed chunk leaves English, the fallback, rather than a blank page
    .then(() => {
      createRoot(root).render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <App />
          </I18nextProvider>
        </StrictMode>,
      );
    });
}
