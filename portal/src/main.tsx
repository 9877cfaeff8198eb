import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { messagesFor, setLocale, useLocale } from './i18n';
import './styles.css';

/** The texts follow the language: the browser's before sign-in, the client's after it. */
function Intl({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
      {children}
    </IntlProvider>
  );
}

// A sign-in link is /portal/#token=...: the fragment never reaches a server. It is taken out of the
// address bar at once (history, bookmarks, a shared screen) and kept in memory until the client
// presses the button: opening the page spends nothing, so a mail scanner that opens it, even one
// that runs scripts, leaves the link working.
const linkToken = new URLSearchParams(window.location.hash.slice(1)).get('token');
if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);

setLocale(null);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Intl>
      <BrowserRouter basename="/portal">
        <App linkToken={linkToken} />
      </BrowserRouter>
    </Intl>
  </StrictMode>,
);
