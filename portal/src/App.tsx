import { useEffect, useState } from 'react';
import { NavLink, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { api, unwrap } from './api';
import { setLocale, useT, type PortalMessageId } from './i18n';
import { MeContext, type Me } from './me';
import { DeadlinesPage } from './pages/Deadlines';
import { DocumentsPage } from './pages/Documents';
import { EngagementsPage } from './pages/Engagements';
import { FilingsPage } from './pages/Filings';
import { HomePage } from './pages/Home';
import { InvoicePage, InvoicesPage } from './pages/Invoices';
import { LetterPage } from './pages/Letter';
import { ProfilePage } from './pages/Profile';
import { SessionsPage } from './pages/Sessions';
import { LinkSignInPage, SignInPage } from './pages/SignIn';
import { takeReturn } from './return-to';
import { refreshSession, useSignedIn } from './session';
import { ErrorBox, Loading } from './ui';

const NAV: Array<{ to: string; id: PortalMessageId }> = [
  { to: '/', id: 'nav.home' },
  { to: '/deadlines', id: 'nav.deadlines' },
  { to: '/documents', id: 'nav.documents' },
  { to: '/filings', id: 'nav.filings' },
  { to: '/engagements', id: 'nav.engagements' },
  { to: '/invoices', id: 'nav.invoices' },
  { to: '/profile', id: 'nav.profile' },
  { to: '/sessions', id: 'nav.sessions' },
];

/** On a phone one "Menu" button opens the links as a list; on a wide screen they are one row. */
function MainNav() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <>
      <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="portal-nav" onClick={() => setOpen(!open)}>
        {t('nav.menu')}
      </button>
      <nav id="portal-nav" aria-label={t('nav.label')} className={open ? 'open' : undefined} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
        <ul>
          {NAV.map(({ to, id }) => (
            <li key={to}>
              <NavLink to={to} end={to === '/'}>
                {t(id)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The signed-in portal: reads who is signed in (and their language), then the shell and its pages. */
function SignedIn() {
  const t = useT();
  const location = useLocation();
  const [me, setMe] = useState<Me>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    api
      .GET('/api/portal/me')
      .then(unwrap)
      .then(setMe, setError);
  }, [attempt]);
  useEffect(() => {
    if (me) setLocale(me.locale ?? me.firm.locale);
  }, [me]);
  // Back to the page that asked for a new sign-in (a letter to sign), when a mailed link brought
  // the client in at the start page.
  const navigate = useNavigate();
  useEffect(() => {
    const path = takeReturn();
    if (path && path !== location.pathname) void navigate(path, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!me) return <main id="main">{error ? <ErrorBox error={error} onRetry={() => setAttempt(attempt + 1)} /> : <Loading />}</main>;
  return (
    <MeContext.Provider value={{ me, replace: setMe }}>
      <a className="skip" href="#main">
        {t('shell.skip')}
      </a>
      <header className="topbar">
        <span className="brand">{me.firm.name}</span>
        <MainNav />
      </header>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/deadlines" element={<DeadlinesPage />} />
          <Route path="/documents" element={<DocumentsPage />} />
          <Route path="/filings" element={<FilingsPage />} />
          <Route path="/engagements" element={<EngagementsPage />} />
          <Route path="/engagements/:id/letter" element={<LetterPage />} />
          <Route path="/invoices" element={<InvoicesPage />} />
          <Route path="/invoices/:id" element={<InvoicePage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/sessions" element={<SessionsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
      <footer className="contact">
        <h2>{t('contact.title', { firm: me.firm.name })}</h2>
        <ul>
          {me.firm.phone && (
            <li>
              {t('contact.phone')}: <a href={`tel:${me.firm.phone.replace(/[^\d+]/g, '')}`}>{me.firm.phone}</a>
            </li>
          )}
          {me.firm.email && (
            <li>
              {t('contact.email')}: <a href={`mailto:${me.firm.email}`}>{me.firm.email}</a>
            </li>
          )}
          {me.firm.address && (
            <li>
              {t('contact.address')}: {me.firm.address}
            </li>
          )}
        </ul>
      </footer>
    </MeContext.Provider>
  );
}

export function App({ linkToken }: { linkToken: string | null }) {
  const signedIn = useSignedIn();
  const [restoring, setRestoring] = useState(linkToken === null);
  const [link, setLink] = useState(linkToken);

  // A reload keeps the session: the HttpOnly cookie renews the access token. A sign-in link's
  // page is the sign-in page whatever the cookie holds (it may be someone else's session).
  useEffect(() => {
    if (linkToken === null) void refreshSession().finally(() => setRestoring(false));
  }, [linkToken]);

  // Signed out: back to the browser's language.
  useEffect(() => {
    if (!signedIn) setLocale(null);
  }, [signedIn]);

  if (link !== null) return <LinkSignInPage token={link} onDone={() => setLink(null)} />;
  if (restoring)
    return (
      <main id="main">
        <Loading />
      </main>
    );
  if (!signedIn) return <SignInPage />;
  return <SignedIn />;
}
