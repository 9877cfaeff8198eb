import type { AuditTables } from './tables/audit.js';
import type { BlogTables } from './tables/blog.js';
import type { ClientLogTables } from './tables/client-logs.js';
import type { DocumentTables } from './tables/documents.js';
import type { EngagementTables } from './tables/engagements.js';
import type { EngagementLetterTables } from './tables/engagement-letters.js';
import type { FoundationTables } from './tables/foundation.js';
import type { MfaTables } from './tables/mfa.js';
import type { OfficeTables } from './tables/office.js';
import type { PortalTables } from './tables/portal.js';
import type { PortfolioTables } from './tables/portfolio.js';
import type { SearchTables } from './tables/search.js';
import type { SessionTables } from './tables/sessions.js';
import type { SiteImageTables } from './tables/site-images.js';
import type { TaxRecordTables } from './tables/tax-records.js';

/** Every table, composed from one file per feature group under ./tables. */
export interface Database
  extends FoundationTables, BlogTables, OfficeTables, PortfolioTables, TaxRecordTables, EngagementTables, ClientLogTables, AuditTables, SessionTables, SearchTables, PortalTables, SiteImageTables, MfaTables, EngagementLetterTables, DocumentTables {}
