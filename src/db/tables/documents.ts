import type { Generated } from 'kysely';
import type { CalendarDate, Instant } from './foundation.js';

export type DocumentRequestStatus = 'open' | 'submitted' | 'accepted' | 'rejected';

/** What staff ask a client for (issue 33): uploads arrive against it, staff accept or reject them. */
export interface DocumentRequestsTable {
  id: Generated<number>;
  client_id: number;
  title: string;
  description: string | null;
  due_date: CalendarDate;
  filing_id: number | null;
  schedule_id: number | null;
  /** open: nothing yet; submitted: the client uploaded (again); accepted / rejected: staff reviewed. */
  status: Generated<DocumentRequestStatus>;
  /** Staff's note to the client, shown with a rejection. */
  review_note: string | null;
  /** The staff member the request belongs to (told when the client uploads); the creator unless chosen. */
  assigned_to: number | null;
  created_by: number | null;
  /** The client's last upload against it. */
  submitted_at: Instant | null;
  reviewed_at: Instant | null;
  reviewed_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export type DocumentUploader = 'staff' | 'client' | 'system';
/** Where a document came from: an upload of the client or of staff, or a file the firm generated (issue 34). */
export type DocumentOrigin = 'client_upload' | 'staff_upload' | 'engagement_letter' | 'invoice';

/** A stored file of a client: its bytes are in the document vault under blob_key. */
export interface DocumentsTable {
  id: Generated<number>;
  client_id: number;
  request_id: number | null;
  /** As the uploader named it, cleaned for display; never a path. */
  file_name: string;
  /** Decided from the bytes. */
  media_type: string;
  /** Plaintext bytes. */
  size: number;
  /** SHA-256 of the plaintext: the ETag and what a download must hash to. */
  sha256: string;
  /** The stored bytes' key (the ciphertext's hash when encrypted). */
  blob_key: string;
  /** The master key that wrapped the data key; null when stored in the clear. */
  encryption_key_id: string | null;
  wrapped_key: string | null;
  /** In the clear: the SHA-256 of each 256 KiB segment, 32 bytes each (src/shared/storage/segment-sums.ts); null when encrypted or stored before 0046. */
  segment_sums: Buffer | null;
  scan: 'clean' | 'unscanned';
  visible_to_client: boolean;
  origin: DocumentOrigin;
  uploader: DocumentUploader;
  uploaded_by: number | null;
  created_at: Instant;
}

/** A stored blob no documents row named when a sweep saw it (migration 0047, the orphan sweep). */
export interface DocumentBlobSightingsTable {
  blob_key: string;
  first_seen_at: Instant;
  last_seen_at: Instant;
}

export interface DocumentTables {
  document_requests: DocumentRequestsTable;
  documents: DocumentsTable;
  document_blob_sightings: DocumentBlobSightingsTable;
}
