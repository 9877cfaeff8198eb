/**
 * What the navigation offers, by role. Staff do not see what they cannot do (users, settings,
 * formulas, common-code writes); the server's 403 stays the authority, this only keeps the screens honest.
 */
import type { AdminMessageId } from './i18n/messages';

export interface NavItem {
  to: string;
  label: string;
  /** The catalog's text for the label (the main navigation is translated; English label as fallback). */
  id?: AdminMessageId;
  adminOnly?: boolean;
  /** Under "More" on wide screens, so the bar stays one line at 1280 px (issue 30.7). */
  more?: boolean;
}

export const NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', id: 'nav.dashboard' },
  { to: '/inquiries', label: 'Inquiries', id: 'nav.inquiries' },
  { to: '/clients', label: 'Clients', id: 'nav.clients' },
  { to: '/deadlines', label: 'Deadlines', id: 'nav.deadlines' },
  { to: '/revenue', label: 'Revenue', id: 'nav.revenue' },
  { to: '/blog', label: 'Blog', id: 'nav.blog' },
  { to: '/records', label: 'Records', id: 'nav.records' },
  { to: '/diagnostics', label: 'Diagnostics', id: 'nav.diagnostics', more: true },
  { to: '/letter-templates', label: 'Letter templates', id: 'nav.letters', adminOnly: true, more: true },
  { to: '/settings', label: 'Settings', id: 'nav.settings', adminOnly: true, more: true },
  { to: '/audit-log', label: 'Audit log', id: 'nav.auditLog', adminOnly: true, more: true },
  { to: '/mail', label: 'Mail', id: 'nav.mail', adminOnly: true, more: true },
];

/** The office's records, listed on the Records page: `id` its name, `about` what it holds (catalog ids). */
export const RECORDS: ReadonlyArray<NavItem & { id: AdminMessageId; about: AdminMessageId }> = [
  { to: '/records/companies', label: 'Companies', id: 'records.companies', about: 'records.companiesAbout' },
  { to: '/records/common-codes', label: 'Common codes', id: 'records.commonCodes', about: 'records.commonCodesAbout' },
  { to: '/records/categories', label: 'Categories', id: 'records.categories', about: 'records.categoriesAbout' },
  { to: '/records/faq', label: 'FAQ', id: 'records.faq', about: 'records.faqAbout' },
  { to: '/records/announcements', label: 'Announcements', id: 'records.announcements', about: 'records.announcementsAbout' },
  { to: '/records/users', label: 'Users', id: 'records.users', about: 'records.usersAbout', adminOnly: true },
  { to: '/records/formulas', label: 'Formulas', id: 'records.formulas', about: 'records.formulasAbout', adminOnly: true },
];

export const visibleTo =
  (role: string | null) =>
  (item: NavItem): boolean =>
    !item.adminOnly || role === 'admin';
