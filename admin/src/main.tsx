import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { messagesFor } from './i18n/messages';
import { uiLocale } from './ui/choices';
import { App } from './App';
import { startReporter } from './report/reporter';
import './styles.css';

startReporter();
const locale = uiLocale();
document.documentElement.lang = locale;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
      <BrowserRouter basename="/admin">
        <App />
      </BrowserRouter>
    </IntlProvider>
  </StrictMode>,
);
