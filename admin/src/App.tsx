import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { AccountPage } from './pages/Account';
import { AuditLogPage } from './pages/AuditLog';
import { BlogEditPage, BlogListPage } from './pages/Blog';
import { ClientPage, ClientsPage } from './pages/Clients';
import { DashboardPage } from './pages/Dashboard';
import { DeadlinesPage } from './pages/Deadlines';
import { DiagnosticsPage } from './pages/Diagnostics';
import { InquiriesPage, InquiryPage } from './pages/Inquiries';
import { LetterTemplatesPage } from './pages/letters/LetterTemplates';
import { LoginPage, type SignInNote } from './pages/Login';
import { OutboxPage } from './pages/Outbox';
import { ResetPasswordPage } from './pages/ResetPassword';
import { RevenuePage } from './pages/Revenue';
import { AnnouncementsPage } from './pages/records/Announcements';
import { CategoriesPage } from './pages/records/Categories';
import { CommonCodesPage } from './pages/records/CommonCodes';
import { CompaniesPage } from './pages/records/Companies';
import { FaqPage } from './pages/records/Faq';
import { FormulasPage } from './pages/records/Formulas';
import { RecordsPage } from './pages/records/Records';
import { UsersPage } from './pages/records/Users';
import { SettingsPage } from './pages/Settings';
import { api } from './api/client';
import { EnrollmentPage } from './pages/Enrollment';
import { refreshSession, setEnrollmentRequired, signOut } from './session/session';
import { useSession } from './session/useSession';
import { forgetMe, loadMe } from './i18n/settings';
import { Loading } from './ui/states';
import { SearchBox } from './ui/SearchBox';
import { AdminOnly } from './ui/AdminOnly';
import { NAV, visibleTo, type NavItem } from './nav';

/**
 * The main navigation: one line of the daily pages and a "More" menu for the rest on wide screens;
 * on phones one "Menu" button that opens every link as a list, so the header stays one row.
 * Both menus close when a page opens, and Escape closes them.
 */
function MainNav({ role }: { role: string | null }) {
  const [open, setOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const location = useLocation();
  useEffect(() => {
    setOpen(false);
    setMoreOpen(false);
  }, [location.pathname]);
  const intl = useIntl();
  const items = NAV.filter(visibleTo(role));
  const link = ({ to, label, id }: NavItem) => (
    <NavLink key={to} to={to} end={to === '/'}>
      {id ? intl.formatMessage({ id }) : label}
    </NavLink>
  );
  const more = items.filter((item) => item.more);
  return (
    <>
      <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen(!open)}>
        {intl.formatMessage({ id: 'shell.menu' })}
      </button>
      <nav
        id="main-nav"
        aria-label={intl.formatMessage({ id: 'nav.label' })}
        className={open ? 'open' : undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          setMoreOpen(false);
        }}
      >
        {items.filter((item) => !item.more).map(link)}
        {more.length > 0 && (
          <div className="nav-group">
            <button type="button" className="nav-more" aria-expanded={moreOpen} aria-controls="more-links" onClick={() => setMoreOpen(!moreOpen)}>
              {intl.formatMessage({ id: 'shell.more' })}
            </button>
            <div id="more-links" className={moreOpen ? 'open' : undefined}>
              {more.map(link)}
            </div>
          </div>
        )}
      </nav>
    </>
  );
}

/** After a sign-in by recovery code: how many are left, until the next page opens (the navigation's state). */
function RecoveryCodeNote() {
  const intl = useIntl();
  const note = useLocation().state as SignInNote | null;
  if (typeof note?.recoveryCodesRemaining !== 'number') return null;
  return (
    <p className="state notice" role="status">
      {intl.formatMessage({ id: 'login.recoveryUsed' }, { count: note.recoveryCodesRemaining })}{' '}
      <NavLink to="/account">{intl.formatMessage({ id: 'login.recoveryUsedLink' })}</NavLink>
    </p>
  );
}

export function App() {
  const session = useSession();
  const intl = useIntl();
  const [restoring, setRestoring] = useState(true);
  const location = useLocation();
  // Who is signed in and the firm's settings (language, currency, time zone) before any page formats.
  const signedIn = Boolean(session.token);
  const [meRead, setMeRead] = useState(false);
  useEffect(() => {
    if (!signedIn) {
      forgetMe();
      setMeRead(false);
      return;
    }
    let current = true;
    // Whether the policy asks for a second factor first (after a reload only the server knows).
    const enrollment = api.GET('/api/auth/mfa').then(({ data }) => {
      if (data) setEnrollmentRequired((data as { enrollmentRequired?: boolean }).enrollmentRequired === true);
    });
    void Promise.all([loadMe(), enrollment])
      .catch(() => undefined)
      .finally(() => current && setMeRead(true));
    return () => {
      current = false;
    };
  }, [signedIn]);

  // A reload keeps the session: the HttpOnly cookie renews the access token.
  useEffect(() => {
    void refreshSession().finally(() => setRestoring(false));
  }, []);

  // The reset page works signed in or not: the link in the mail opens it.
  if (location.pathname === '/reset-password') return <ResetPasswordPage />;
  if (restoring) return <Loading label={intl.formatMessage({ id: 'shell.opening' })} />;
  if (!session.token) return <LoginPage from={location.pathname + location.search} />;
  if (!meRead) return <Loading label={intl.formatMessage({ id: 'shell.opening' })} />;
  if (session.enrollmentRequired) return <EnrollmentPage />;

  return (
    <div className="shell">
      <a className="skip" href="#main">
        {intl.formatMessage({ id: 'shell.skip' })}
      </a>
      <header className="topbar">
        <span className="brand">taxdesk</span>
        <MainNav role={session.role} />
        <SearchBox />
        <div className="account">
          <NavLink to="/account">{intl.formatMessage({ id: 'shell.account' }, { role: session.role })}</NavLink>
          <button type="button" className="link" onClick={() => void signOut()}>
            {intl.formatMessage({ id: 'shell.signOut' })}
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <RecoveryCodeNote />
        <Routes>
          <Route path="/" element={<DashboardPage />} />
          <Route path="/diagnostics" element={<DiagnosticsPage />} />
          <Route path="/inquiries" element={<InquiriesPage />} />
          <Route path="/inquiries/:id" element={<InquiryPage />} />
          <Route path="/clients" element={<ClientsPage />} />
          <Route path="/clients/:id" element={<ClientPage />} />
          <Route path="/deadlines" element={<DeadlinesPage />} />
          <Route path="/revenue" element={<RevenuePage />} />
          <Route path="/blog" element={<BlogListPage />} />
          {/* One route for /blog/new and /blog/:id: a new post's first save changes the address without remounting its editor. */}
          <Route path="/blog/:id" element={<BlogEditPage />} />
          <Route
            path="/settings"
            element={
              <AdminOnly title="nav.settings">
                <SettingsPage />
              </AdminOnly>
            }
          />
          <Route path="/records" element={<RecordsPage />} />
          <Route path="/records/companies" element={<CompaniesPage />} />
          <Route path="/records/common-codes" element={<CommonCodesPage />} />
          <Route path="/records/categories" element={<CategoriesPage />} />
          <Route path="/records/faq" element={<FaqPage />} />
          <Route path="/records/announcements" element={<AnnouncementsPage />} />
          <Route path="/records/users" element={<UsersPage />} />
          <Route path="/records/formulas" element={<FormulasPage />} />
          <Route
            path="/letter-templates"
            element={
              <AdminOnly title="nav.letters">
                <LetterTemplatesPage />
              </AdminOnly>
            }
          />
          <Route
            path="/audit-log"
            element={
              <AdminOnly title="nav.auditLog">
                <AuditLogPage />
              </AdminOnly>
            }
          />
          <Route
            path="/mail"
            element={
              <AdminOnly title="nav.mail">
                <OutboxPage />
              </AdminOnly>
            }
          />
          <Route path="/account" element={<AccountPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
