import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { messagesFor } from './i18n/messages';
import { currentSettings, useSettings } from './i18n/settings';
import { App } from './App';
import { startReporter } from './report/reporter';
import './styles.css';

/** The screen's language follows the settings: the user's saved one after sign-in, changed on the Account page at once. */
function Intl({ children }: { children: ReactNode }) {
  const { locale } = useSettings();
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
      {children}
    </IntlProvider>
  );
}

startReporter();
document.documentElement.lang = currentSettings().locale;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Intl>
      <BrowserRouter basename="/admin">
        <App />
      </BrowserRouter>
    </Intl>
  </StrictMode>,
);
