/**
 * Every error code the API answers with, once: its HTTP status, a title and what it means. The
 * error classes of errors.ts accept only these codes (and only those of their own status), the
 * problem schema of the OpenAPI document lists them, and docs/api.md carries the same table
 * (`npm run docs:errors` rewrites it; a test checks it is current).
 */
export interface ErrorCodeSpec {
  readonly status: number;
  readonly title: string;
  readonly meaning: string;
}

export const ERROR_CODES = {
  // 400: the request is malformed or breaks a rule.
  bad_request: { status: 400, title: 'Bad request', meaning: 'The request could not be read (malformed URL, header or body).' },
  validation_failed: { status: 400, title: 'Validation failed', meaning: 'One or more fields are invalid; `errors` maps each field path to its messages.' },
  invalid_range: { status: 400, title: 'Invalid range', meaning: 'The start of a date range is after its end (`from`/`to`, `startDate`/`endDate`, `invoiceDate`/`dueDate`).' },
  invalid_window: { status: 400, title: 'Invalid window', meaning: 'An announcement ends before it starts.' },
  weak_password: { status: 400, title: 'Weak password', meaning: 'The new password does not meet the password policy; the field error says why.' },
  current_password_incorrect: { status: 400, title: 'Current password incorrect', meaning: 'Changing a password needs the current one.' },
  totp_code_incorrect: { status: 400, title: 'Authenticator code incorrect', meaning: 'The authenticator code is wrong, expired or was used before: enrollment or a new set of recovery codes needs a current one.' },
  invalid_reset_token: { status: 400, title: 'Invalid reset token', meaning: 'The password-reset token is unknown, used or expired.' },
  client_not_found: { status: 400, title: 'Client not found', meaning: 'A referenced client does not exist or was deleted.' },
  company_not_found: { status: 400, title: 'Company not found', meaning: 'A referenced company does not exist.' },
  contract_not_found: { status: 400, title: 'Contract not found', meaning: 'A referenced contract does not exist or was deleted.' },
  contract_not_for_client: { status: 400, title: 'Contract of another client', meaning: 'An activity or revenue entry names a contract of a different client.' },
  document_link_invalid: { status: 400, title: 'Linked record invalid', meaning: 'A document request names a filing or filing schedule that does not exist, was deleted, or belongs to another client.' },
  category_not_found: { status: 400, title: 'Category not found', meaning: 'A post names a category that does not exist.' },
  slug_reserved: { status: 400, title: 'Slug reserved', meaning: 'The slug is reserved for a route (for example `admin`).' },
  published_at_out_of_range: { status: 400, title: 'Publication date out of range', meaning: 'A post’s publication date is outside the supported years.' },
  status_requires_conversion: { status: 400, title: 'Status requires conversion', meaning: 'An inquiry becomes `converted` only through convert-to-client.' },
  filed_at_required: { status: 400, title: 'Filing date required', meaning: 'A filing in status filed or later needs `filedAt`.' },
  paid_fields_without_payment: { status: 400, title: 'Payment fields without payment', meaning: '`paidAt` or `paymentMethod` given for an entry that is not paid.' },
  formula_not_draft: { status: 400, title: 'Formula not a draft', meaning: 'A formula is registered as a draft.' },
  formula_definition_invalid: { status: 400, title: 'Formula definition invalid', meaning: 'The definition does not match its JSON Schema.' },
  passkey_not_verified: { status: 400, title: 'Passkey not verified', meaning: 'A passkey registration, or a staff passkey proving a new set of recovery codes, could not be verified: its ceremony expired (5 minutes) or was answered already, the passkey is not the user’s, or the authenticator’s answer does not check against the relying party (`PORTAL_URL`, `ADMIN_URL` for staff).' },
  client_without_email: { status: 400, title: 'Client without email', meaning: 'The client has no email address, so it cannot be invited to the portal or sent a letter or an invoice.' },
  search_term_too_short: { status: 400, title: 'Search words too short', meaning: 'Every word of a search has fewer than 2 letters or digits: a one-letter prefix matches too much to be worth its cost.' },
  search_too_many_words: { status: 400, title: 'Too many search words', meaning: 'A search has more than 8 distinct words (after dropping repeats and words another word starts with).' },
  template_not_found: { status: 400, title: 'Template not found', meaning: 'A referenced engagement-letter template does not exist.' },
  invalid_template: { status: 400, title: 'Invalid template', meaning: 'An engagement-letter template has no body, or a body does not parse, names an unknown field or filter, or passes the render limits; `errors` names the body (`bodies.en`, `bodies.ko`).' },
  invalid_rebalance_input: { status: 400, title: 'Invalid rebalance input', meaning: 'The snapshot, macro or targets break a rule of the rebalancing engine.' },

  // 401: no valid credentials.
  unauthorized: { status: 401, title: 'Unauthorized', meaning: 'The operation needs a bearer access token.' },
  invalid_token: { status: 401, title: 'Invalid token', meaning: 'The access token is malformed, forged, or its session has ended.' },
  token_expired: { status: 401, title: 'Token expired', meaning: 'The access token has expired: refresh it.' },
  invalid_credentials: { status: 401, title: 'Invalid credentials', meaning: 'Email or password is incorrect (the same answer for an unknown email or a disabled account).' },
  invalid_refresh_token: { status: 401, title: 'Invalid refresh token', meaning: 'The refresh token is unknown, expired or revoked: sign in again.' },
  refresh_token_reused: { status: 401, title: 'Refresh token reused', meaning: 'A spent refresh token was presented; its whole session is revoked.' },
  session_ended: { status: 401, title: 'Session ended', meaning: 'The access token’s session was signed out, revoked or has expired, or its user was disabled: sign in again.' },
  invalid_sign_in: { status: 401, title: 'Invalid sign-in', meaning: 'The portal sign-in link or code is unknown, used, expired, was tried too often, or its client has no portal access.' },
  invalid_mfa_token: { status: 401, title: 'Invalid sign-in step', meaning: 'The `mfaToken` of a two-step sign-in is unknown, used, expired (5 minutes) or was ended: sign in with the password again.' },
  invalid_mfa_code: { status: 401, title: 'Invalid second-factor code', meaning: 'The authenticator or recovery code is wrong, expired, or was used before.' },
  invalid_passkey: { status: 401, title: 'Invalid passkey', meaning: 'A passkey sign-in could not be verified: unknown or removed passkey, expired or used challenge, a signature or counter that does not check, or its client has no portal access.' },
  session_expired: { status: 401, title: 'Session expired', meaning: 'The session reached its absolute lifetime (`SESSION_MAX_AGE_SECONDS` since sign-in) and cannot be refreshed: sign in again.' },

  // 403: signed in, not allowed.
  forbidden: { status: 403, title: 'Forbidden', meaning: 'The signed-in user’s role does not allow the operation.' },
  mfa_enrollment_required: { status: 403, title: 'Second factor required', meaning: 'MFA_REQUIRED says this user needs a second factor and they have none: until they enroll one (POST /api/auth/mfa/totp), the session can only enroll and sign out.' },
  recent_sign_in_required: { status: 403, title: 'Recent sign-in required', meaning: 'Signing an engagement letter needs a portal session started (by link, code or passkey) within the last 15 minutes: sign in again.' },
  cross_site_request: { status: 403, title: 'Cross-site request', meaning: 'A cookie-authenticated operation was sent from another site (its `Origin` or `Sec-Fetch-Site` header says so).' },

  // 404: nothing there.
  not_found: { status: 404, title: 'Not found', meaning: 'No record with that id or key (or it was deleted).' },
  route_not_found: { status: 404, title: 'Route not found', meaning: 'No operation has that method and path.' },

  // 405, 413, 414, 415: the shape of the request.
  method_not_allowed: { status: 405, title: 'Method not allowed', meaning: 'The path exists, not with this method; the `Allow` header lists the methods it answers.' },
  payload_too_large: { status: 413, title: 'Payload too large', meaning: 'The body exceeds the size limit (1 MiB).' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable', meaning: 'A download’s `Range` starts past the end of the file; `Content-Range: bytes */size` and `size` give its length.' },
  file_too_large: { status: 413, title: 'File too large', meaning: 'An uploaded file exceeds its size limit (`limitBytes` says it); nothing was stored.' },
  request_timeout: { status: 408, title: 'Request timeout', meaning: 'The request was not received in full in time.' },
  header_fields_too_large: { status: 431, title: 'Request header fields too large', meaning: 'The request headers exceed the server’s limit.' },
  uri_too_long: { status: 414, title: 'URI too long', meaning: 'A path parameter is longer than 200 characters.' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type', meaning: 'Bodies must be `application/json`, on every route (also GET and DELETE); an uploaded file whose content (decided from its bytes, `detectedType` when known) is not an accepted type (`UPLOAD_TYPES`, docs/documents.md). Nothing was stored.' },

  // 422: understood, refused for what it holds.
  document_not_verified: { status: 422, title: 'Document not verified', meaning: 'The PDF sent to verify matches no engagement letter as sent or signed, to the byte (`sha256` is its hash; `claimedLetter` names the letter its metadata claims to be, when it can still be read).' },
  malware_detected: { status: 422, title: 'Malware detected', meaning: 'The virus scanner found something in the uploaded file (`signature` names it); nothing was stored, and staff are alerted.' },

  // 409: conflicts with what is stored.
  passkey_exists: { status: 409, title: 'Passkey exists', meaning: 'The authenticator’s passkey is registered already.' },
  document_request_not_submitted: { status: 409, title: 'Nothing to reject', meaning: 'The document request is open: nothing was uploaded against it yet, so it cannot be rejected.' },
  document_request_closed: { status: 409, title: 'Request closed', meaning: 'The document request was accepted: no more files are taken against it.' },
  conflict: { status: 409, title: 'Conflict', meaning: 'The request conflicts with the stored state.' },
  email_taken: { status: 409, title: 'Email taken', meaning: 'Another user has the email.' },
  name_taken: { status: 409, title: 'Name taken', meaning: 'Another record has the name.' },
  slug_taken: { status: 409, title: 'Slug taken', meaning: 'Another post or category has the slug.' },
  client_email_taken: { status: 409, title: 'Client email taken', meaning: 'Another client has the email (`existingClientId` names it).' },
  company_code_taken: { status: 409, title: 'Company code taken', meaning: 'Another company has the code.' },
  company_in_use: { status: 409, title: 'Company in use', meaning: 'Clients still belong to the company.' },
  category_in_use: { status: 409, title: 'Category in use', meaning: 'Posts still use the category.' },
  contract_number_taken: { status: 409, title: 'Contract number taken', meaning: 'Another contract has the number.' },
  tax_profile_exists: { status: 409, title: 'Tax profile exists', meaning: 'The client already has a tax profile (one per client).' },
  schedule_already_completed: { status: 409, title: 'Schedule already completed', meaning: 'The filing schedule was completed before.' },
  revenue_already_paid: { status: 409, title: 'Revenue already paid', meaning: 'The revenue entry is already marked paid.' },
  revenue_total_limit: { status: 409, title: 'Revenue total limit', meaning: 'The firm’s revenue entries together would pass 2^52 minor units (45,035,996,273,704.96), the most every report sums exactly on both databases.' },
  revenue_not_paid: { status: 409, title: 'Revenue not paid', meaning: 'The revenue entry is not marked paid, so there is no payment to take back.' },
  schedule_not_completed: { status: 409, title: 'Schedule not completed', meaning: 'The filing schedule is pending, so there is no completion to undo.' },
  schedule_next_in_use: { status: 409, title: 'Next schedule in use', meaning: 'The schedule created by the completion was changed or completed since (`nextScheduleId`): undo that first.' },
  inquiry_already_converted: { status: 409, title: 'Inquiry already converted', meaning: 'The inquiry was converted before (`clientId` names the client).' },
  inquiry_converted: { status: 409, title: 'Inquiry converted', meaning: 'A converted inquiry’s status is final.' },
  post_archived: { status: 409, title: 'Post archived', meaning: 'The post is archived: restore it first.' },
  post_changed: { status: 409, title: 'Post changed', meaning: 'The post was saved by someone else since the `updatedAt` sent (`updatedAt` names the stored one): reload it, or send that updatedAt to save over it.' },
  post_not_archived: { status: 409, title: 'Post not archived', meaning: 'Only an archived post can be restored.' },
  last_admin: { status: 409, title: 'Last admin', meaning: 'At least one active admin must remain.' },
  cannot_disable_self: { status: 409, title: 'Cannot disable yourself', meaning: 'An admin cannot disable their own account.' },
  mail_already_pending: { status: 409, title: 'Mail already pending', meaning: 'The mail is already queued for delivery; only a failed or sent mail can be sent again.' },
  letter_already_open: { status: 409, title: 'Letter waiting for signature', meaning: 'The contract has an engagement letter waiting for signature (`letterId`): resend or withdraw it first.' },
  letter_already_signed: { status: 409, title: 'Letter signed', meaning: 'The contract’s engagement letter is signed: nothing more can be sent, withdrawn or signed.' },
  letter_not_open: { status: 409, title: 'Letter not waiting for signature', meaning: 'The engagement letter was declined or withdrawn, so it cannot be resent, withdrawn, signed or declined.' },
  letter_changed: { status: 409, title: 'Letter changed', meaning: 'The engagement letter is not the one sent: the `sha256` the client was shown, or the stored PDF, does not match what was recorded when it was sent. Nothing is signed.' },
  faq_order_stale: { status: 409, title: 'FAQ order stale', meaning: 'The order sent is not exactly the stored FAQ entries: one was added or deleted since the list was read.' },
  invalid_status_transition: { status: 409, title: 'Invalid status transition', meaning: 'The lifecycle does not allow that move.' },
  mfa_enrollment_not_started: { status: 409, title: 'No enrollment under way', meaning: 'An authenticator is confirmed after POST /api/auth/mfa/totp handed out its secret.' },
  passkey_required: { status: 409, title: 'No passkey', meaning: 'Signing in with a passkey alone, or proving a new set of recovery codes with one, needs a passkey of the user, and they have none.' },
  mfa_not_enabled: { status: 409, title: 'No authenticator', meaning: 'The operation needs the user’s authenticator app, and they have none.' },
  formula_exists: { status: 409, title: 'Formula exists', meaning: 'A formula with the id is registered.' },
  formula_retired: { status: 409, title: 'Formula retired', meaning: 'A retired formula cannot change.' },

  // 429: slow down.
  rate_limited: { status: 429, title: 'Too many requests', meaning: 'The rate limit is reached; see `Retry-After`.' },
  login_throttled: { status: 429, title: 'Sign-in throttled', meaning: 'Too many failed sign-ins; see `Retry-After`.' },

  // 499: the client went away (logged only; nobody receives it).
  client_closed_request: { status: 499, title: 'Client closed request', meaning: 'The client disconnected before the answer was ready.' },

  // 500 and 503: the server's side.
  internal_error: { status: 500, title: 'Internal error', meaning: 'An unexpected failure; quote `traceId` when reporting it. Never shows internals.' },
  document_corrupted: { status: 500, title: 'Document corrupted', meaning: 'The stored file no longer matches its recorded hash (or cannot be decrypted): it is never served; the operator is alerted (restore it from a backup, docs/documents.md).' },
  document_missing: { status: 500, title: 'Document missing', meaning: 'The stored file of the document is not in the store (lost, or a store restored from an older backup); the operator is alerted.' },
  unavailable: { status: 503, title: 'Service unavailable', meaning: 'Temporarily unable to serve; see `Retry-After`.' },
  database_unreachable: { status: 503, title: 'Database unreachable', meaning: 'The database cannot be reached.' },
  counters_unavailable: { status: 503, title: 'Counters unavailable', meaning: 'The shared rate-limit counters (database or Redis) cannot be reached.' },
  hash_queue_full: { status: 503, title: 'Too many sign-ins at once', meaning: 'The password-hashing queue is full; see `Retry-After`.' },
  admin_not_built: { status: 503, title: 'Admin not built', meaning: 'The admin interface has not been built (`npm run build:admin`).' },
  scanner_unavailable: { status: 503, title: 'Virus scanner unavailable', meaning: 'Uploads are scanned (`CLAMD_URL`) and the scanner cannot be reached or did not answer in time; nothing was stored. Try again later (`Retry-After`).' },
  portal_not_built: { status: 503, title: 'Portal not built', meaning: 'The client portal app has not been built (`npm run build:portal`).' },
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes registered with a given status: error classes accept only their own. */
export type ErrorCodeOf<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_CODES)[Code]['status'] extends Status ? Code : never;
}[ErrorCode];

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}
