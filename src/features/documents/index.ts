import type { App } from '../../shared/http/app-types.js';
import createDocumentRequest from './create-document-request.js';
import deleteDocument from './delete-document.js';
import getDocumentContent from './get-document-content.js';
import getPortalDocumentContent from './get-portal-document-content.js';
import listClientDocuments from './list-client-documents.js';
import listDocumentRequests from './list-document-requests.js';
import listPortalDocumentRequests from './list-portal-document-requests.js';
import { sweepOrphanBlobs } from './lib/orphan-sweep.js';
import listPortalDocuments from './list-portal-documents.js';
import reviewDocumentRequest from './review-document-request.js';
import uploadClientDocuments from './upload-client-documents.js';
import uploadRequestFiles from './upload-request-files.js';

/** Clients' documents and the firm's requests for them (issue 33, docs/documents.md). */
export default function documentsFeature(app: App): void {
  createDocumentRequest(app);
  listDocumentRequests(app);
  reviewDocumentRequest(app);
  listPortalDocumentRequests(app);
  listClientDocuments(app);
  listPortalDocuments(app);
  uploadRequestFiles(app);
  uploadClientDocuments(app);
  getDocumentContent(app);
  getPortalDocumentContent(app);
  deleteDocument(app);
  app.jobs.register({
    name: 'documents.orphan-sweep',
    // Hourly: an unnamed blob goes between the grace period and an hour more after it was first seen.
    intervalMs: 60 * 60_000,
    run: async () => {
      await sweepOrphanBlobs(app, { graceMs: app.config.documents.orphanGraceMs });
    },
  });
}
