// Generated from the OpenAPI document by `npm run api:types`. Do not edit.

export interface paths {
    "/api/admin-dashboard/monthly-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, new clients and new inquiries per month for the last `months` months (default 12), oldest first */
        get: operations["getMonthlyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-dashboard/recent-inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest inquiries (default 10, at most 50) */
        get: operations["getRecentInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts and sums for the dashboard cards, in one database round trip */
        get: operations["getSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-dashboard/upcoming-filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending filing schedules and open tax filings of current clients due within `days` (default 30), soonest first */
        get: operations["getUpcomingFilings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/validate/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare the sitemap with the RSS feed (admin)
         * @description Both documents as served must list the same published posts: without an rssItemLimit in the site settings, every post of the sitemap (equal counts); with one, the newest rssItemLimit posts of the sitemap and no more. No RSS post may be missing from the sitemap, and no post's sitemap lastmod may precede its RSS pubDate. Codes: docs/blog.md.
         */
        get: operations["validateConsistency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/validate/rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate the RSS feed as served (admin)
         * @description Reads the rendered feed and checks well-formedness, RSS 2.0 required fields, atom:link self, URL validity, https, the site domain, GUID validity, duplicate GUIDs and links, RFC 2822 dates and post date validity. Codes: docs/blog.md.
         */
        get: operations["validateRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/validate/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate the sitemap as served (admin)
         * @description Reads the rendered sitemap (and every file of an index) and checks well-formedness, required fields, URL validity, https, the site domain, duplicates, W3C lastmod dates and post date validity. Codes: docs/blog.md.
         */
        get: operations["validateSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements, paged: pinned first, then sortOrder, then newest
         * @description `active=true` keeps those published and inside their startsAt/endsAt window now.
         */
        get: operations["listAnnouncements"];
        put?: never;
        /** Create an announcement */
        post: operations["createAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement */
        get: operations["getAnnouncement"];
        /** Replace an announcement */
        put: operations["updateAnnouncement"];
        post?: never;
        /** Delete an announcement */
        delete: operations["deleteAnnouncement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, paged, newest first (admin); filters userId, recordType with recordId, operation, from/to (both included); each read is itself recorded as audit.read
         * @description Query: AuditLogQuery.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Signs out the user's other sessions (their access tokens stop working on the next request); this one stays.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description For a user with a second factor the answer is `{ mfaRequired: true, mfaToken, methods }` and no tokens: POST /api/auth/login/mfa completes the sign-in (docs/api.md, "Two-step sign-in").
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in, second step: the mfaToken of the password step and an authenticator or recovery code
         * @description Each authenticator code works once (a code of a time step already used is refused), each recovery code once; the answer says how many recovery codes remain. The mfaToken is spent by the success only; wrong codes are throttled like passwords.
         */
        post: operations["completeMfaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/mfa/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in, second step by passkey: the options for navigator.credentials.get()
         * @description Only the passkeys of the user whose password the mfaToken stands for may answer. Send the answer as `credential` with the mfaToken to POST /api/auth/login/mfa (or /api/auth/session/mfa). Valid 5 minutes, once.
         */
        post: operations["createMfaPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's second factors: authenticator app, recovery codes left */
        get: operations["getMfaStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/passkey-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose whether you sign in with a passkey alone, without the password
         * @description Off by default; a passkey then serves as the second step after the password. GET /api/auth/mfa says `passkeySignIn`.
         */
        put: operations["updatePasskeySignIn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes against a current authenticator code or one of the user's passkeys; the old ones stop working
         * @description Send exactly one of `code` (a current authenticator code, spent) or `credential` (a passkey's answer to the options of POST /api/auth/mfa/recovery-codes/passkey-options, spent).
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/recovery-codes/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes by passkey: the options for navigator.credentials.get()
         * @description Only the signed-in user's passkeys may answer. Send the answer as `credential` to POST /api/auth/mfa/recovery-codes. Valid 5 minutes, once.
         */
        post: operations["createRecoveryCodesPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app: a new secret and its otpauth:// URI
         * @description The secret is stored sealed and stays pending until POST /api/auth/mfa/totp/confirm; an authenticator already set up keeps working until then. Calling it again replaces the pending secret.
         */
        post: operations["enrollTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the authenticator app on with a current code; answers ten recovery codes, once
         * @description Replaces an earlier authenticator and the recovery codes, and signs out the user's other sessions. Wrong codes are throttled like passwords.
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey alone: the authenticator's answer to POST /api/auth/passkey/options
         * @description For a user who turned on passkey sign-in (PUT /api/auth/mfa/passkey-sign-in); no password, no second step. The session records the method `passkey`.
         */
        post: operations["loginWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin a sign-in with a passkey alone: the options for navigator.credentials.get()
         * @description Any staff passkey may answer (the authenticator offers the ones it holds for ADMIN_URL). Valid 5 minutes, once.
         */
        post: operations["createPasskeyLoginOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's passkeys, oldest first */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Add a passkey: the authenticator's answer to the registration options, and a name
         * @description A passkey is a second factor: from now on the password step asks for it (or another factor). The first factor of a user also answers ten recovery codes, shown this once. The user's other sessions end.
         */
        post: operations["createPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename one of your passkeys */
        put: operations["updatePasskey"];
        post?: never;
        /**
         * Remove one of your passkeys
         * @description The user's other sessions end. With no authenticator app and no passkey left the account has no second factor (its recovery codes and passkey sign-in go too); where MFA_REQUIRED holds the user, they must set one up again.
         */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin adding a passkey: the options for navigator.credentials.create()
         * @description The relying party is ADMIN_URL. A passkey the user has already is excluded. Valid 5 minutes, once; POST /api/auth/passkeys finishes.
         */
        post: operations["createPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair (the old one is spent)
         * @description Reusing a spent refresh token revokes its whole session.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link, or complete a reset with its token
         * @description Completing a reset also sets the device cookie (as a sign-in does): the browser that followed the link is a known device, which the sign-in throttle never blocks, however much others guess at the account.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in for the admin interface: the refresh token is set as an HttpOnly cookie, the access token answered
         * @description Cookie `__Host-taxdesk_refresh` (Path=/) when ADMIN_URL is https, else `taxdesk_refresh` (Path=/api/auth/session): HttpOnly, Secure, SameSite=Strict, Max-Age = the refresh lifetime. Refused from another site (Origin, Sec-Fetch-Site). Same throttling and answers as /api/auth/login: for a user with a second factor `{ mfaRequired: true, mfaToken, methods }`, no cookie, and POST /api/auth/session/mfa completes the sign-in.
         */
        post: operations["createSession"];
        /**
         * Sign out of the admin interface: revokes the session of the refresh cookie and clears it
         * @description The session's access tokens stop working on their next request.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in for the admin interface, second step: as /api/auth/login/mfa, the refresh token set as the cookie
         * @description Refused from another site (Origin, Sec-Fetch-Site). Same answers and throttling as /api/auth/login/mfa.
         */
        post: operations["completeMfaSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the admin interface with a passkey alone: as POST /api/auth/passkey, the refresh token set as the cookie
         * @description Refused from another site (Origin, Sec-Fetch-Site).
         */
        post: operations["createPasskeySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the admin interface's access token with its refresh cookie (rotated; reuse revokes the session)
         * @description The cookie is rotated. A cookie rotated less than 10 s ago by the same browser (another tab refreshing at the same moment) answers an access token and leaves the cookie as the rotation set it; any other reuse revokes the session.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's live sessions (device, address, sign-in, last use), the current one marked */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /** Sign out everywhere else: revoke all of your sessions but the current one */
        delete: operations["revokeOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of your own sessions (the current one too: that signs you out)
         * @description The session's refresh token stops working, and its access tokens on their next request.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published posts, newest first (public)
         * @description Posts whose status is published and whose publishedAt has come; scheduled posts appear at their moment. categoryId or category (a slug) narrows the list; an unknown category gives an empty page. Query: `BlogPublishedQuery`. Served from memory per content version, with a strong ETag (304 on If-None-Match), public Cache-Control and br/gzip.
         */
        get: operations["listPublishedPosts"];
        put?: never;
        /**
         * Create a post
         * @description The HTML content is sanitized on save. Without a slug one is made from the title (any script, Korean included), made unique with -2, -3, ... A given slug that is taken is 409; "admin" is reserved (400).
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a post
         * @description The whole post; the slug stays unless one is given. An archived post must be restored first (409). With the updatedAt the edit started from, a save made by someone else since then is refused (409 post_changed, its updatedAt named) instead of overwritten.
         */
        put: operations["updatePost"];
        post?: never;
        /**
         * Archive a post
         * @description The post is archived, not removed: it leaves the public site and the admin lists and appears under /api/blog/admin/archived; its status is remembered for restore. Archiving an archived post changes nothing.
         */
        delete: operations["archivePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an archived post
         * @description The post gets back the status it had when it was archived (a published post is public again).
         */
        post: operations["restorePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published post by its slug (public)
         * @description Drafts, archived posts and posts scheduled for later answer 404. Served from memory per content version, with a strong ETag (304 on If-None-Match), public Cache-Control and br/gzip.
         */
        get: operations["getPublishedPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posts, paged and filtered, newest first
         * @description Drafts and published posts (archived ones are under /api/blog/admin/archived), newest created first. Query: `BlogAdminQuery`.
         */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post by id, whatever its status */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every post but the archived ones, newest first
         * @description Drafts and published posts (scheduled included), at most 1000; totalCount counts them all.
         */
        get: operations["listAllPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Archived posts, paged, the most recently archived first */
        get: operations["listArchivedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a post’s content as a save would keep it
         * @description Sanitizes the content by the policy of every save and answers it with its summary; nothing is stored and nothing is audited. The admin’s editor shows this as its preview.
         */
        post: operations["previewPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The iCalendar (RFC 5545) feed of the firm’s filing deadlines and schedules, for calendar apps */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user has a calendar feed, when it was made and last fetched (never its URL: that is shown once) */
        get: operations["getCalendarFeedStatus"];
        put?: never;
        /**
         * A new secret calendar-feed URL for the signed-in user (shown once; a previous URL stops working)
         * @description Subscribe to the URL in Google Calendar, Outlook or Apple Calendar: an iCalendar feed of the firm’s filing deadlines and schedules.
         */
        post: operations["createCalendarFeed"];
        /** Revoke the signed-in user's calendar feed: its URL answers 404 from now on */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog categories, in their sort order */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a blog category
         * @description Without a slug one is made from the name and made unique; a given slug that is taken is 409.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blog category */
        get: operations["getCategory"];
        /**
         * Replace a blog category
         * @description The slug stays unless one is given.
         */
        put: operations["updateCategory"];
        post?: never;
        /** Delete a blog category */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clients, paged, with filters and sort (deleted clients never appear) */
        get: operations["listClients"];
        put?: never;
        /** Create a client; answers the stored client */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client (404 once deleted), with its portal access */
        get: operations["getClient"];
        /** Replace a client */
        put: operations["updateClient"];
        post?: never;
        /**
         * Delete (hide) a client; its tax records are kept (admin)
         * @description A soft delete: the client disappears from every read and its email becomes free for a new client, while the row stays so records that point at it (tax profiles, filings, contracts, revenue) remain intact.
         */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{id}/document-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's document requests with the files uploaded against each, latest due date first (404 for a client that never existed) */
        get: operations["listDocumentRequests"];
        put?: never;
        /**
         * Ask a client for documents: a title, what to upload, a due date, optionally the filing or schedule it is for
         * @description The client sees it in the portal’s to-do list and is mailed about it (docs/documents.md). Audited as document_request.create.
         */
        post: operations["createDocumentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's documents (uploaded by the client or staff, or generated by the firm), newest first; filter by request or visibility (404 for a client that never existed) */
        get: operations["listClientDocuments"];
        put?: never;
        /**
         * Upload files to a client's documents (shared with the client when visibleToClient is true)
         * @description multipart/form-data: up to 10 parts named `file` (each at most UPLOAD_MAX_MB, type decided from the bytes, scanned when CLAMD_URL is set) and an optional field `visibleToClient` (`true` or `false`, default `false`: staff only). All files are stored or none. Audited as document.create per file.
         */
        post: operations["uploadClientDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{id}/portal-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End a client's portal access
         * @description Every portal session of the client ends at its next request and pending sign-in links and codes die. 204 also when there was no access.
         */
        delete: operations["deletePortalAccess"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{id}/portal-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a client to the portal: access granted, a sign-in link and code mailed
         * @description The client gets a mail in their language with a link (PORTAL_URL#token=...) and a 6-digit code, both valid 15 minutes and once. Inviting again mails a new sign-in and restores ended access. 400 client_without_email when the client has no email.
         */
        post: operations["createPortalInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clients the list would show (same filters and order, every page) as CSV, streamed (admin; audited as client.export)
         * @description Query: ClientExportQuery. UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.
         */
        get: operations["exportClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client log entries, paged, newest first; filters level (one or several), from/to, search, source, fingerprint */
        get: operations["listLogs"];
        put?: never;
        /**
         * Store a batch of up to 100 client log entries; 202 with how many were stored
         * @description The batch is stored whole or refused whole: a bad entry is 400 with its index in the field path (`entries[3].message`). Caps: message 2000 characters, stack 16000, url 2048, context 8192 bytes of JSON; occurredAt defaults to the time received and may not be more than five minutes ahead of it.
         */
        post: operations["ingestLogs"];
        /** Remove the entries that occurred before a date or instant (admin); answers how many were removed */
        delete: operations["purgeLogs"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientlog/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Repeated problems: one row per fingerprint with count, first and last seen, levels and the latest sample, most frequent first (default range: the last 7 days) */
        get: operations["listLogGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientlog/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts per level and per UTC day, and the top problems, between from and to (default: the last 7 days) */
        get: operations["summarizeLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commoncode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every active code, ordered by group, sortOrder and value */
        get: operations["getActiveCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commoncode/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The code groups, with how many codes each has (and how many are active) */
        get: operations["getGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commoncode/groups/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's codes, active and inactive, by sortOrder and value
         * @description A group exists while it has codes: a group without any is 404.
         */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commoncode/groups/{group}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One code by group and value */
        get: operations["getCode"];
        /**
         * Create (201) or replace (200) a code (admin)
         * @description Group and value must not contain white space (400).
         */
        put: operations["upsertCode"];
        post?: never;
        /**
         * Delete a code (admin)
         * @description Records keep the values they stored; to retire a code that is in use, set isActive to false instead.
         */
        delete: operations["deleteCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies, paged (page 1 and 20 per page by default) */
        get: operations["listCompanies"];
        put?: never;
        /** Create a company */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company by id */
        get: operations["getCompany"];
        /** Replace a company */
        put: operations["updateCompany"];
        post?: never;
        /**
         * Delete a company that no client record points at
         * @description A company still referenced by clients (deleted ones included) is kept: deactivate it instead.
         */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company by its code (any letter case) */
        get: operations["getCompanyByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultingactivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consulting activities, paged, newest first; filters clientId, contractId, billable and a date range (from/to, both included) */
        get: operations["listActivities"];
        put?: never;
        /** Record a consulting activity (meeting, call, review) for a client */
        post: operations["createActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultingactivity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One consulting activity (404 once deleted) */
        get: operations["getActivity"];
        /** Replace a consulting activity */
        put: operations["updateActivity"];
        post?: never;
        /**
         * Delete (hide) a consulting activity
         * @description A soft delete: the activity disappears from every read while the row is kept for the record.
         */
        delete: operations["deleteActivity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultingactivity/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's consulting activities, paged, newest first (404 for a client that does not exist) */
        get: operations["listClientActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contracts, paged, newest start first; filters clientId, status and a start-date range (from/to, both included) */
        get: operations["listContracts"];
        put?: never;
        /** Create a contract with a client */
        post: operations["createContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract (404 once deleted) */
        get: operations["getContract"];
        /** Replace a contract */
        put: operations["updateContract"];
        post?: never;
        /**
         * Delete (hide) a contract; activities and revenue that name it keep the reference
         * @description A soft delete: the contract disappears from reads and new records cannot name it; its number becomes free.
         */
        delete: operations["deleteContract"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/engagement-letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contract’s engagement letter and its evidence
         * @description The newest letter of the contract: status, every time, the signer’s name, IP, user agent and sign-in method, both SHA-256 hashes and both documents.
         */
        get: operations["getLetter"];
        put?: never;
        /**
         * Send a contract’s engagement letter
         * @description Renders the template in the client’s language (or `language`) as a PDF, stores it as a document the client sees, records the letter with the PDF’s SHA-256 (status `sent`), and mails the client. The contract’s own status is not changed (it has no `sent`). Audited (`engagement_letter.send`).
         */
        post: operations["sendLetter"];
        /**
         * Withdraw the open engagement letter
         * @description The client can no longer see or sign it; a new one may be sent. Audited (`engagement_letter.withdraw`).
         */
        delete: operations["withdrawLetter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/engagement-letter/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the open engagement letter again
         * @description The same PDF; audited (`engagement_letter.resend`). 404 when no letter is open (none, or withdrawn).
         */
        post: operations["resendLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's contracts, paged, newest start first, each with its newest engagement letter's status (404 for a client that does not exist) */
        get: operations["listClientContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deadlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filings with a due date and filing schedules of current clients, one list soonest due first (overdue ones lead); filters state, kind, clientId, taxType, from/to
         * @description Query: DeadlineListQuery. A deadline is overdue when it is still open and due before the firm's today (BUSINESS_TIME_ZONE).
         */
        get: operations["listDeadlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deadlines/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deadline list (same filters and order, every page) as CSV, streamed (admin; audited as deadline.export)
         * @description Query: DeadlineExportQuery. UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.
         */
        get: operations["exportDeadlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Review a document request: accept it, or reject what arrived with a note the client sees
         * @description Accepting closes the request (no more uploads; accepting again changes nothing). Rejecting needs `reviewNote`; the client sees it in the portal and may upload again, which makes the request `submitted` again. Audited as document_request.review.
         */
        put: operations["reviewDocumentRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document: the row goes (audited as document.delete with its name and SHA-256), the bytes once no other document names them */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document: its bytes, checked against their SHA-256 (ranges supported)
         * @description The stored type, `Content-Disposition: attachment` with the file name (RFC 6266), `nosniff`, `no-store`, the SHA-256 as ETag; `Range` (one range) answers 206, `If-Range` with another ETag the whole file. Bytes that no longer match are never sent (500 `document_corrupted`).
         */
        get: operations["getDocumentContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is this PDF an engagement letter as sent or signed, to the byte? (admin)
         * @description multipart/form-data with one part named `file` (at most 64 MiB). 200 with the letter and its evidence when the file’s SHA-256 is a letter’s as sent (`version: original`) or as signed (`signed`); 422 `document_not_verified` otherwise, with the letter the file claims to be (its metadata) when it can still be read. Audited (`engagement_letter.verify`).
         */
        post: operations["verifyDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagement-letter-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Engagement-letter templates, paged, by name */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Create an engagement-letter template (admin)
         * @description Each body is rendered once with sample fields before it is stored: a body that does not parse, names an unknown field or filter, or passes the limits is 400 `invalid_template` naming it.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagement-letter-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One engagement-letter template */
        get: operations["getTemplate"];
        /**
         * Replace an engagement-letter template (admin)
         * @description Letters already sent keep the PDF they were sent as; only letters sent later use the new text.
         */
        put: operations["updateTemplate"];
        post?: never;
        /**
         * Delete an engagement-letter template (admin)
         * @description Letters sent from it keep their PDF.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagement-letter-templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a template for a contract
         * @description What the letter would say if it were sent now: the body in `language` (else the client’s, else the firm’s default; a language without a body falls back the same way), merged with the contract’s, its client’s and the firm’s fields. Changes nothing; audited on the contract (`engagement_letter_template.preview`).
         */
        post: operations["previewTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** FAQ entries, paged, by sortOrder */
        get: operations["listFaqs"];
        put?: never;
        /** Create an FAQ entry */
        post: operations["createFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One FAQ entry */
        get: operations["getFaq"];
        /** Replace an FAQ entry */
        put: operations["updateFaq"];
        post?: never;
        /** Delete an FAQ entry */
        delete: operations["deleteFaq"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put the whole FAQ in a new order
         * @description One request for the whole list (the admin’s ↑/↓): each entry gets sortOrder 10, 20, 30… in the order given, in one transaction with one audit entry (faq.reorder, the order before and after). 409 faq_order_stale when the ids are not exactly the stored entries.
         */
        put: operations["reorderFaqs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formulas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registered formulas, paged, optionally by status (admin) */
        get: operations["listFormulas"];
        put?: never;
        /**
         * Register a formula definition as a draft (admin)
         * @description The definition is validated against its own JSON Schema (draft 2020-12, $id schema://formula/<formula_id>), which is stored with it. A new formula starts as draft; move it with PUT /api/formulas/{formulaId}/status.
         */
        post: operations["registerFormula"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formulas/{formulaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One formula: its definition and lifecycle history (admin) */
        get: operations["getFormula"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formulas/{formulaId}/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A formula's JSON Schema, draft 2020-12, $id schema://formula/<formulaId> (admin) */
        get: operations["getFormulaSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formulas/{formulaId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a formula along its lifecycle: draft -> active -> deprecated -> retired (admin)
         * @description Records who and when in the history. Any other move, including to the current status, is a 409.
         */
        put: operations["changeFormulaStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for the website (a logo, a post’s cover or inline image)
         * @description multipart/form-data with one part named `file`, at most 10 MiB; JPEG, PNG, WebP, AVIF or GIF judged by its bytes. It is turned upright, its metadata dropped, and resized into widths of 320, 640, 960, 1280 and 1920 px (those up to its own) in WebP and AVIF, stored content-addressed and served at /images/{key}.{format} with immutable caching (docs/website.md, "Images").
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inquiries, paged, newest first, with status, text and date-range filters
         * @description Query: `InquiryQuery`. Answer: `InquiryPagedResponse`.
         */
        get: operations["listInquiries"];
        put?: never;
        /**
         * Send the contact form (anonymous, rate limited per client IP)
         * @description At most 5 submissions per client IP every 600 seconds (INQUIRY_RATE_LIMIT_MAX, INQUIRY_RATE_LIMIT_WINDOW_SECONDS). The hidden field `website` must stay empty: a filled one gets the same answer and is not stored.
         */
        post: operations["submitInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inquiry */
        get: operations["getInquiry"];
        /** Update an inquiry */
        put: operations["updateInquiry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiry/{id}/convert-to-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a client from an inquiry (once)
         * @description One transaction: the client is created from the inquiry (request fields override) and the inquiry becomes `converted` with its clientId. Converting again, or concurrently, is 409 naming the existing client.
         */
        post: operations["convertToClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiry/{id}/memo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or clear an inquiry's admin memo */
        put: operations["updateInquiryMemo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiry/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an inquiry's status
         * @description `converted` is refused here (400): it is set by convert-to-client. A converted inquiry keeps its status (409).
         */
        put: operations["updateInquiryStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outgoing mail, newest first, with delivery status, attempts and the last error (admin); never the bodies
         * @description Query: OutboxQuery.
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/outbox/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed (or sent) mail again, due now, with its attempts reset (admin); 409 when it is already pending */
        post: operations["resendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a sign-in link and code by mail (always 202, the same body)
         * @description A client with portal access gets a mail (in their language) with a link PORTAL_URL/#token=... and a 6-digit code, both valid 15 minutes and once. Any other address gets nothing; the answer and its timing do not tell them apart (the work runs after the response).
         */
        post: operations["requestSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a portal session with a passkey: the authenticator's answer to the sign-in options
         * @description Answers the token pair and sets the session cookie, as the link and code sign-in does; the session records the method `passkey`.
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin a passkey sign-in: the options for navigator.credentials.get()
         * @description Any client's passkey may answer (the authenticator offers the ones it holds for PORTAL_URL). Valid 5 minutes, once.
         */
        post: operations["createPasskeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a portal session: the refresh token (body or session cookie) is rotated; a reused one revokes the session */
        post: operations["refreshPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out of the portal: this session ends and the cookie is cleared */
        delete: operations["endPortalSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere: every one of the client's portal sessions ends, this one too */
        delete: operations["endAllPortalSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a portal session with a mailed link's token or its code
         * @description Answers the token pair and sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie (`__Host-taxdesk_portal` on https and localhost). Opening the link never signs in: only this POST does, so a mail scanner following it spends nothing. A code dies after 5 wrong tries; tries are throttled per email and per address (429 login_throttled, 15-minute windows).
         */
        post: operations["verifySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/deadlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Their pending filing schedules and filings not yet filed, by due date (the overdue first) */
        get: operations["listPortalDeadlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/document-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Their to-do list: the documents the firm asked for and has not accepted yet (open, submitted, rejected with a note), soonest due first, with what they uploaded */
        get: operations["listPortalDocumentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/document-requests/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one or more files against one of their document requests
         * @description multipart/form-data with up to 10 parts named `file`, each at most UPLOAD_MAX_MB (default 50 MB). The type is decided from the bytes (UPLOAD_TYPES: PDF, images, Office, CSV/text, ZIP); every file is scanned when CLAMD_URL is set. All files are stored or none: any refusal leaves nothing behind. The request becomes `submitted`; the file names are kept for display only.
         */
        post: operations["uploadRequestFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Their documents: what the firm shared with them and what they uploaded, newest first */
        get: operations["listPortalDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/documents/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of their documents (shared by the firm or uploaded by them); ranges supported
         * @description As GET /api/documents/{id}/content. Another client’s document and one the firm keeps to itself are 404 alike.
         */
        get: operations["getPortalDocumentContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Their engagements (contracts): service, period, fee, status, letter */
        get: operations["listPortalEngagements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the engagement letter of a contract, with a reason
         * @description Staff see the reason on the letter. Audited (`engagement_letter.decline`).
         */
        post: operations["declinePortalLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client’s engagement letter of a contract
         * @description The newest letter of the client’s contract that is not withdrawn, with the consent text to agree to and the `sha256` to send back when signing. 404 for another client’s contract.
         */
        get: operations["getPortalLetter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/letter/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The letter’s PDF (the signed one once signed)
         * @description Inline for the portal’s viewer, or `download=true` as an attachment. The first opening marks the letter `viewed`; every opening is audited (`engagement_letter.view`).
         */
        get: operations["getPortalLetterPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the engagement letter of a contract
         * @description Needs a portal session started within the last 15 minutes (403 `recent_sign_in_required`), `consent: true`, the full name, and the `sha256` of the letter shown; the stored PDF must still be the one sent (409 `letter_changed`). Stores the PDF with a certificate page as a new document, records its SHA-256 and the evidence, sets the contract’s `signedAt` (when it had none) and makes a `draft` contract `active` (audited as `contract.update` by the client). Audited (`engagement_letter.consent`, `engagement_letter.sign`).
         */
        post: operations["signPortalLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Their filings, filed and in progress, newest tax year first */
        get: operations["listPortalFilings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Their invoices (revenue entries): amount, due date, paid or not, with the total outstanding */
        get: operations["listPortalInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of their invoices, as the list shows it (a to-do links to it); another client's invoice is 404 */
        get: operations["getPortalInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of their invoices as a PDF, in their language; another client's invoice is 404 */
        get: operations["getPortalInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in client's details and the firm's contact details */
        get: operations["getPortalMe"];
        /** The client changes their own phone and postal address (audited; staff see it on the client) */
        put: operations["updatePortalMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's passkeys */
        get: operations["listPortalPasskeys"];
        put?: never;
        /** Finish adding a passkey: the authenticator's answer to the registration options, with a name (audited) */
        post: operations["createPortalPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename one of the client's passkeys (audited) */
        put: operations["updatePortalPasskey"];
        post?: never;
        /** Remove one of the client's passkeys: it signs in no more (audited) */
        delete: operations["deletePortalPasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/passkeys/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin adding a passkey: the options for navigator.credentials.create()
         * @description Relying party: PORTAL_URL (its host name is the RP ID). The challenge is stored for 5 minutes and spent by the first answer.
         */
        post: operations["createPortalPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portfolio/rebalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build a rebalance sheet with REBALANCE_ENGINE_V1 (admin)
         * @description Merges split snapshot rows, reads the regime from macro.REGIME_PRELIM first, parses quantities as exact decimals and sizes one order per symbol, never selling more than is available. A bad row is a 400 naming it.
         */
        post: operations["rebalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue entries, paged, newest invoice first; filters clientId, isPaid and invoice dates from/to (both included) */
        get: operations["listRevenue"];
        put?: never;
        /**
         * Record revenue (an invoiced amount); answers IdResp
         * @description The 201 carries `Location: /api/revenue-tracking/{id}`.
         */
        post: operations["createRevenue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One revenue entry */
        get: operations["getRevenue"];
        /**
         * Correct a revenue entry (description, amount, dates, contract); answers the entry
         * @description The totals and monthly reports follow. An unchanged save writes nothing and records no audit entry.
         */
        put: operations["updateRevenue"];
        post?: never;
        /**
         * Delete a mistaken revenue entry
         * @description The row is removed and leaves the totals; its fields stay in the audit entry.
         */
        delete: operations["deleteRevenue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entry's invoice as a PDF, in its client's language (docs/engagements.md, "Invoices")
         * @description Rendered on demand from the entry, its client and the site settings (invoicePaymentInstructions, invoiceTaxRatePercent); the same data gives the same bytes. inline; filename="invoice-<invoiceNumber>.pdf", no-store.
         */
        get: operations["getRevenueInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/{id}/invoice/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues the entry's invoice: mails its client, in their language, that it is ready in the portal (audited as revenue_entry.issue_invoice)
         * @description No body. Issuing again mails again; the entry keeps the last time as invoiceIssuedAt. 400 client_without_email when the client has no email address (docs/engagements.md, "Invoices").
         */
        post: operations["issueRevenueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a revenue entry paid; answers the entry */
        put: operations["markRevenuePaid"];
        post?: never;
        /**
         * Un-pay a revenue entry marked paid by mistake; answers the entry
         * @description Clears isPaid, paidAt and paymentMethod; the entry is pending again.
         */
        delete: operations["markRevenueUnpaid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's revenue entries, paged, newest invoice first (404 for a client that does not exist) */
        get: operations["listClientRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The revenue entries the list would show (same filters and order, every page) as CSV, streamed (admin; audited as revenue.export)
         * @description Query: RevenueExportQuery (clientId, isPaid, invoice dates from/to, both included; none means every entry). UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.
         */
        get: operations["exportRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue per month of a year by invoice date: total, paid, pending and count, all twelve months
         * @description Query: `MonthlyQry`. Answer: `MonthlyResp`.
         */
        get: operations["monthlyRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unpaid revenue entries, paged, the oldest due date first */
        get: operations["listPendingRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-tracking/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total, paid and pending revenue and the count, for invoice dates from/to (both included; all time without them)
         * @description Query: `DateRangeQry`. Answer: `TotalResp`.
         */
        get: operations["totalRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clients (name, email, phone, business number), inquiries, companies and posts matching the words, best first, from the database's text search
         * @description Query: SearchQuery. Every word must start a word of the record: "kim 010" finds Kim Minjun with phone 010-1234-5678. Deleted clients are not found.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitesettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site settings, whole (defaults until first saved) */
        get: operations["getSiteSettings"];
        /** Replace the site settings, whole (admin) */
        put: operations["saveSiteSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfiling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a tax filing (a return being prepared or filed) */
        post: operations["createFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfiling/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tax filing (404 once deleted) */
        get: operations["getFiling"];
        /** Replace a tax filing (status changes included) */
        put: operations["updateFiling"];
        post?: never;
        /**
         * Delete (hide) a tax filing
         * @description A soft delete: the filing disappears from every read while the row is kept for the record.
         */
        delete: operations["deleteFiling"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfiling/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's tax filings, paged, newest tax year first; filters status and taxYear (404 for a client that does not exist) */
        get: operations["listClientFilings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfiling/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tax filings (newest tax year first; filters clientId, status, taxYear) as CSV, streamed (admin; audited as filing.export)
         * @description Query: FilingExportQuery. Filings that are not deleted, a deleted client's included (as its list shows them). UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.
         */
        get: operations["exportFilings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfiling/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Filings still open (draft, in_progress) of current clients due within `days` (default 30), soonest first */
        get: operations["listUpcomingFilings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfilingschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Filing schedules, paged, by due date; filters completed, clientId and a due-date range (from/to, both included) */
        get: operations["listSchedules"];
        put?: never;
        /** Create a filing schedule (a due date to meet), optionally recurring */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfilingschedule/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One filing schedule */
        get: operations["getSchedule"];
        /**
         * Replace a schedule (tax type, period, due date, recurrence, notes, assignee); answers it
         * @description The client and the completion stay. An unchanged save writes nothing and records no audit entry.
         */
        put: operations["updateSchedule"];
        post?: never;
        /**
         * Delete a mistaken schedule
         * @description The row is removed (its fields stay in the audit entry); the schedule it followed no longer names it as its next.
         */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfilingschedule/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a schedule completed; a recurring one gets its next schedule in the same transaction */
        put: operations["completeSchedule"];
        post?: never;
        /**
         * Undo a completion: the schedule is pending again; answers it
         * @description The next schedule the completion created (a recurring one) is removed in the same transaction, unless it was changed or completed since.
         */
        delete: operations["reopenSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfilingschedule/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's filing schedules, paged, by due date (404 for a client that does not exist) */
        get: operations["listClientSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfilingschedule/pending-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many schedules are pending (not completed), for clients that are not deleted */
        get: operations["countPendingSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxfilingschedule/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending schedules of current clients due within `days` (default 30), soonest first
         * @description Overdue schedules are not "upcoming": list them with `completed=false&to=<yesterday>`.
         */
        get: operations["listUpcomingSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxprofile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tax profiles, paged, by client name (tax ids masked)
         * @description Profiles of deleted clients stay listed: they are the firm's records.
         */
        get: operations["listTaxProfiles"];
        put?: never;
        /** Create a client's tax profile (one per client) */
        post: operations["createTaxProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxprofile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a tax profile; answers it with the tax id in full */
        put: operations["updateTaxProfile"];
        post?: never;
        /**
         * Delete a tax profile
         * @description The row is removed (its fields stay in the audit entry, the tax id masked); the client may then be given a new profile.
         */
        delete: operations["deleteTaxProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxprofile/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's tax profile, tax id in full (404 when the client has none) */
        get: operations["getClientTaxProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxprofile/high-risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** High-risk profiles of current clients, soonest next filing first (tax ids masked) */
        get: operations["listHighRiskProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxprofile/upcoming-filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profiles of current clients whose next filing is due within `days` (default 30), soonest first (tax ids masked) */
        get: operations["listUpcomingFilingProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, paged (admin) */
        get: operations["listUsers"];
        put?: never;
        /** Create a user (admin) */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's role, name, email or disabled state (admin)
         * @description Takes effect on the user's next request: a demoted admin loses admin rights at once; disabling ends every session.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's second factors (admin): authenticator app, passkeys, recovery codes left, whether MFA_REQUIRED holds them */
        get: operations["getUserMfa"];
        put?: never;
        post?: never;
        /**
         * Reset a user's second factors (admin): authenticator app, recovery codes and passkeys are removed
         * @description For a user who lost their factors. Every session of the user ends (your own too, for your own account), the reset is audited (`mfa.reset`) and the user is mailed in their language. They sign in with their password next and, where MFA_REQUIRED holds them, enroll again.
         */
        delete: operations["resetUserMfa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign a user out everywhere: revoke all of the user's sessions (admin)
         * @description Their access tokens stop working on the next request; they must sign in again. Revoking your own sessions signs you out too.
         */
        delete: operations["revokeUserSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active users by name: the choices of assignee and consultant pickers (staff too)
         * @description Names and emails only, never roles or sessions; disabled users are left out.
         */
        get: operations["listUserDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, with the firm settings a screen formats with
         * @description The name and email to show ("Signed in as"), the user's language (null: the firm's), and `firm`: DEFAULT_LOCALE, CURRENCY with its decimals, BUSINESS_TIME_ZONE.
         */
        get: operations["getCurrentUser"];
        /**
         * Change the signed-in user's own language
         * @description Sets the language of the user's screens and mails (null: the firm's DEFAULT_LOCALE). Audited as `user.locale` when it changes.
         */
        put: operations["updateCurrentUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/mail-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which mails the signed-in user receives */
        get: operations["getMailPreferences"];
        /** Choose which mails the signed-in user receives */
        put: operations["updateMailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website/preview/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a post page from unsaved fields, as the website would
         * @description The whole HTML page of the post in the theme (layout, cover picture with its srcset, category, tags), marked noindex; the content sanitized as a save would keep it. Nothing is stored or audited. Absent when PUBLIC_SITE=off (the editor then previews the content alone).
         */
        post: operations["previewPostPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A website image file (public, immutable)
         * @description Only files made from an uploaded site image; any other name is 404.
         */
        get: operations["getImageFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: every dependency answers (database, and Redis when configured)
         * @description Load balancers take an instance out of rotation while this is 503. `checks` names each dependency (`database`, `redis` when `REDIS_URL` is set) as `up` or `down`, in the 503 problem too.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** robots.txt, naming the sitemap */
        get: operations["getRobots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/rss.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The RSS 2.0 feed of published posts
         * @description Every published post, newest first, with title, link, guid (the link, isPermaLink="true"), RFC 2822 pubDate, description and category, and atom:link rel="self". ?category=slug narrows it (404 for an unknown category). Carries ETag and Last-Modified and answers conditional requests with 304.
         */
        get: operations["getRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/sitemap-{part}.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One numbered file of a sitemap split past 50,000 URLs
         * @description Exists only while sitemap.xml is an index; otherwise 404.
         */
        get: operations["getSitemapPart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemap: site pages and every published post
         * @description A sitemaps.org urlset with <lastmod> for each URL; past 50,000 URLs, an index of sitemap-1.xml, sitemap-2.xml, ... Carries ETag and Last-Modified and answers conditional requests with 304.
         */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem details (application/problem+json). */
        ProblemDetails: {
            /**
             * @description Stable machine-readable error code (the table in docs/api.md says what each means).
             * @enum {string}
             */
            code: "bad_request" | "validation_failed" | "invalid_range" | "invalid_window" | "weak_password" | "current_password_incorrect" | "totp_code_incorrect" | "invalid_reset_token" | "client_not_found" | "company_not_found" | "contract_not_found" | "contract_not_for_client" | "document_link_invalid" | "category_not_found" | "slug_reserved" | "published_at_out_of_range" | "status_requires_conversion" | "filed_at_required" | "paid_fields_without_payment" | "formula_not_draft" | "formula_definition_invalid" | "passkey_not_verified" | "client_without_email" | "search_term_too_short" | "search_too_many_words" | "template_not_found" | "invalid_template" | "invalid_rebalance_input" | "unauthorized" | "invalid_token" | "token_expired" | "invalid_credentials" | "invalid_refresh_token" | "refresh_token_reused" | "session_ended" | "invalid_sign_in" | "invalid_mfa_token" | "invalid_mfa_code" | "invalid_passkey" | "session_expired" | "forbidden" | "mfa_enrollment_required" | "recent_sign_in_required" | "cross_site_request" | "not_found" | "route_not_found" | "method_not_allowed" | "payload_too_large" | "range_not_satisfiable" | "file_too_large" | "request_timeout" | "header_fields_too_large" | "uri_too_long" | "unsupported_media_type" | "document_not_verified" | "malware_detected" | "passkey_exists" | "document_request_not_submitted" | "document_request_closed" | "conflict" | "email_taken" | "name_taken" | "slug_taken" | "client_email_taken" | "company_code_taken" | "company_in_use" | "category_in_use" | "contract_number_taken" | "tax_profile_exists" | "schedule_already_completed" | "revenue_already_paid" | "revenue_total_limit" | "revenue_not_paid" | "schedule_not_completed" | "schedule_next_in_use" | "inquiry_already_converted" | "inquiry_converted" | "post_archived" | "post_changed" | "post_not_archived" | "last_admin" | "cannot_disable_self" | "mail_already_pending" | "letter_already_open" | "letter_already_signed" | "letter_not_open" | "letter_changed" | "faq_order_stale" | "invalid_status_transition" | "mfa_enrollment_not_started" | "passkey_required" | "mfa_not_enabled" | "formula_exists" | "formula_retired" | "rate_limited" | "login_throttled" | "client_closed_request" | "internal_error" | "document_corrupted" | "document_missing" | "unavailable" | "database_unreachable" | "counters_unavailable" | "hash_queue_full" | "admin_not_built" | "scanner_unavailable" | "portal_not_built";
            /** @description What happened and what to do, in the same language (the errors catalog, locales/*\/errors.json). */
            detail: string;
            /** @description Field path -> messages (English), for validation failures. */
            errors?: {
                [key: string]: string[];
            };
            /** @description With `errors`: one entry per field, to show next to it. */
            fieldErrors?: {
                /** @description What is wrong: required, type, enum, money, max_length, ... or the problem code of a domain rule. */
                code: string;
                /** @description A sentence for a person, in the Accept-Language (else DEFAULT_LOCALE) language. */
                detail: string;
                /** @description The field path, as a key of `errors`. */
                field: string;
            }[];
            instance: string;
            status: number;
            /** @description The code's title, in the Accept-Language (else DEFAULT_LOCALE) language. */
            title: string;
            traceId: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMonthlyStats: {
        parameters: {
            query?: {
                /** @description How many months, ending with the current one. */
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DashboardMonthlyStats, oldest month first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        months: {
                            /** @example 2026-11 */
                            month: string;
                            /** @description Clients created in the month (in the firm time zone) and not deleted. */
                            newClients: number;
                            /** @description Inquiries received in the month (in the firm time zone). */
                            newInquiries: number;
                            /** @description Of which paid. */
                            paid: number;
                            /** @description Invoiced in the month. */
                            revenue: number;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRecentInquiries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DashboardRecentInquiries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            email: string;
                            id: number;
                            name: string;
                            serviceType: string | null;
                            status: string;
                            subject: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DashboardSummary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Clients with status active (deleted ones excluded). */
                        activeClients: number;
                        /** @description Pending schedules plus open filings (draft, in_progress) of current clients due from today through today + 30. */
                        filingsDueIn30Days: number;
                        /** @description Inquiries with status new. */
                        newInquiries: number;
                        /** @description Pending schedules plus open filings of current clients whose due date has passed. */
                        overdueFilings: number;
                        /** @description Filing schedules not completed, of current clients. */
                        pendingSchedules: number;
                        /** @description Blog posts the public sees now. */
                        publishedPosts: number;
                        /** @description Revenue invoiced in the firm's current month. */
                        revenueThisMonth: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        today: string;
                        /** @description Sum of unpaid revenue entries, all time. */
                        unpaidRevenue: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getUpcomingFilings: {
        parameters: {
            query?: {
                /** @description Window length in days: due dates from today through today + days, both included (0 = due today). Today is the firm's day in BUSINESS_TIME_ZONE. */
                days?: number;
                /** @description At most this many items (soonest first). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DashboardUpcomingFilings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        from: string;
                        items: {
                            clientId: number;
                            clientName: string;
                            /** @description Days from today to the due date (0 = due today). */
                            daysLeft: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            /**
                             * @description schedule: a filing schedule (GET /api/taxfilingschedule/{id}); filing: a tax filing (GET /api/taxfiling/{id}).
                             * @enum {unknown}
                             */
                            kind: "schedule" | "filing";
                            period: string | null;
                            /** @description pending for schedules; the filing status for filings. */
                            status: string;
                            taxType: string;
                        }[];
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        to: string;
                        /** @description How many are due in the window, of which `items` shows the soonest `limit`. */
                        totalCount: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    validateConsistency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FeedValidationReport */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        checkedAt: string;
                        /** @description What was checked, e.g. urls, posts, items. */
                        counts: {
                            [key: string]: number;
                        };
                        errors: {
                            /** @description Stable check code, e.g. url_not_https (see docs/blog.md). */
                            code: string;
                            /** @description Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid". */
                            location: string;
                            message: string;
                        }[];
                        /** @description True when no error was found (warnings allowed). */
                        valid: boolean;
                        warnings: {
                            /** @description Stable check code, e.g. url_not_https (see docs/blog.md). */
                            code: string;
                            /** @description Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid". */
                            location: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    validateRss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FeedValidationReport */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        checkedAt: string;
                        /** @description What was checked, e.g. urls, posts, items. */
                        counts: {
                            [key: string]: number;
                        };
                        errors: {
                            /** @description Stable check code, e.g. url_not_https (see docs/blog.md). */
                            code: string;
                            /** @description Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid". */
                            location: string;
                            message: string;
                        }[];
                        /** @description True when no error was found (warnings allowed). */
                        valid: boolean;
                        warnings: {
                            /** @description Stable check code, e.g. url_not_https (see docs/blog.md). */
                            code: string;
                            /** @description Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid". */
                            location: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    validateSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FeedValidationReport */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        checkedAt: string;
                        /** @description What was checked, e.g. urls, posts, items. */
                        counts: {
                            [key: string]: number;
                        };
                        errors: {
                            /** @description Stable check code, e.g. url_not_https (see docs/blog.md). */
                            code: string;
                            /** @description Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid". */
                            location: string;
                            message: string;
                        }[];
                        /** @description True when no error was found (warnings allowed). */
                        valid: boolean;
                        warnings: {
                            /** @description Stable check code, e.g. url_not_https (see docs/blog.md). */
                            code: string;
                            /** @description Document, line and element path, e.g. "rss.xml:14 /rss/channel/item[2]/guid". */
                            location: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                /** @description true: published and inside the window now; false: every other one. */
                active?: boolean;
                isPinned?: boolean;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the title or content. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Announcement>: pinned first, then sortOrder, then newest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            content: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endsAt: string | null;
                            readonly id: number;
                            /** @description Published and inside its window right now. */
                            readonly isActive: boolean;
                            isPinned: boolean;
                            isPublished: boolean;
                            sortOrder: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            startsAt: string | null;
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text; line breaks are kept. */
                    content: string;
                    /**
                     * Format: date-time
                     * @description Shown until this moment (exclusive), after startsAt; null or left out: no end.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    endsAt?: string | null;
                    /** @default false */
                    isPinned?: boolean;
                    /** @default true */
                    isPublished?: boolean;
                    /**
                     * @description Lower comes first (after pinned ones).
                     * @default 0
                     */
                    sortOrder?: number;
                    /**
                     * Format: date-time
                     * @description Shown from this moment; null or left out: at once.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    startsAt?: string | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Announcement */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        endsAt: string | null;
                        readonly id: number;
                        /** @description Published and inside its window right now. */
                        readonly isActive: boolean;
                        isPinned: boolean;
                        isPublished: boolean;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        startsAt: string | null;
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Announcement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        endsAt: string | null;
                        readonly id: number;
                        /** @description Published and inside its window right now. */
                        readonly isActive: boolean;
                        isPinned: boolean;
                        isPublished: boolean;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        startsAt: string | null;
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the announcement: startsAt and endsAt left out become null. The read-only fields of the representation GET answers (id, isActive, createdAt, updatedAt) are accepted and ignored; any other unknown field is 400. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text; line breaks are kept. */
                    content: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /**
                     * Format: date-time
                     * @description Shown until this moment (exclusive), after startsAt; null or left out: no end.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    endsAt?: string | null;
                    readonly id?: number;
                    /** @description Published and inside its window right now. */
                    readonly isActive?: boolean;
                    isPinned: boolean;
                    isPublished: boolean;
                    /** @description Lower comes first (after pinned ones). */
                    sortOrder: number;
                    /**
                     * Format: date-time
                     * @description Shown from this moment; null or left out: at once.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    startsAt?: string | null;
                    title: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Announcement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        endsAt: string | null;
                        readonly id: number;
                        /** @description Published and inside its window right now. */
                        readonly isActive: boolean;
                        isPinned: boolean;
                        isPublished: boolean;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        startsAt: string | null;
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @example 2026-11-22T09:30:00.000Z */
                from?: string;
                /** @description e.g. client.update. */
                operation?: string;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description With recordType: one record's history (common codes: group/value). */
                recordId?: string;
                /** @description e.g. client, post, user. */
                recordType?: string;
                /** @example 2026-11-22T09:30:00.000Z */
                to?: string;
                /** @description A positive integer id. */
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<AuditEntry> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description Who acted: a staff user (userId), a portal client acting for themselves (clientId), or null for an anonymous act or the system. */
                            actorKind: ("staff" | "client") | null;
                            /** @description A bulk read (an export, a search, a page of this trail): what was read; null for a change. */
                            bulkRead: {
                                /** @description False when an export stopped before its last row. */
                                complete: boolean;
                                /** @description The query the reader sent (parameters left out are absent). */
                                filter: {
                                    [key: string]: unknown;
                                };
                                /** @description Rows the reader received. */
                                rows: number;
                            } | null;
                            /** @description Changed fields with their values before and after (null before on a create, null after on a delete); secrets [redacted]. */
                            changes: {
                                [key: string]: {
                                    after: unknown;
                                    before: unknown;
                                };
                            } | null;
                            /** @description The portal client who acted (actorKind client). */
                            clientId: number | null;
                            /** @description That client's name (read only). */
                            clientName: string | null;
                            id: number;
                            ip: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            occurredAt: string;
                            operation: string;
                            recordId: string | null;
                            recordType: string | null;
                            requestId: string | null;
                            /** @description The user's email (read only). */
                            userEmail: string | null;
                            /** @description Who acted; null for an anonymous attempt. */
                            userId: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ChangePasswordRequest */
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description MessageResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description LoginRequest */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description LoginResponse: the token pair, or for a user with a second factor the mfaToken of the second step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @description Refresh token lifetime in seconds. */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    } | {
                        /** @description Seconds until the mfaToken lapses. */
                        expiresIn: number;
                        /** @description What the second step takes. */
                        methods: ("totp" | "recovery_code" | "passkey")[];
                        /** @enum {boolean} */
                        mfaRequired: true;
                        /** @description Send it with a code to /api/auth/login/mfa (or /api/auth/session/mfa): single use, 5 minutes. */
                        mfaToken: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Email or password is incorrect (the same answer for an unknown email). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many failed attempts for this account or address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    completeMfaLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description MfaSignInRequest: the mfaToken with either `code` (an authenticator or recovery code) or `credential` (a passkey's answer to the options of POST /api/auth/login/mfa/passkey-options). */
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** @description AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it. */
                    credential?: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                    mfaToken: string;
                };
            };
        };
        responses: {
            /** @description MfaTokenPairResponse: the token pair of a completed two-step sign-in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @description Unused recovery codes left after this sign-in. */
                        recoveryCodesRemaining: number;
                        /** @description Refresh token lifetime in seconds. */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_mfa_token (unknown, used or expired mfaToken) or invalid_mfa_code. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many wrong codes; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createMfaPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description MfaPasskeyOptionsRequest */
        requestBody: {
            content: {
                "application/json": {
                    mfaToken: string;
                };
            };
        };
        responses: {
            /** @description PublicKeyCredentialRequestOptionsJSON: pass it to startAuthentication({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_mfa_token: unknown, used or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getMfaStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MfaStatusResponse: the signed-in user's second factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Required and none set up yet: until one is, every operation but enrolling answers 403 mfa_enrollment_required. */
                        enrollmentRequired: boolean;
                        /** @description The user's passkeys. */
                        passkeys: number;
                        /** @description The user signs in with a passkey alone when they choose (PUT /api/auth/mfa/passkey-sign-in). */
                        passkeySignIn: boolean;
                        recoveryCodesRemaining: number;
                        /** @description MFA_REQUIRED holds this user to having a second factor. */
                        required: boolean;
                        totp: {
                            confirmedAt: string | null;
                            enabled: boolean;
                            /** @description A secret was handed out and not yet confirmed. */
                            enrollmentPending: boolean;
                        };
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updatePasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PasskeySignInChoice */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Sign in with a passkey alone, without the password (needs a passkey). */
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description PasskeySignInChoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Sign in with a passkey alone, without the password (needs a passkey). */
                        enabled: boolean;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description passkey_required: turning it on needs a passkey. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RecoveryCodesRequest: exactly one of `code` (a current authenticator code) or `credential` (one of the user's passkeys answering the options of POST /api/auth/mfa/recovery-codes/passkey-options). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6 digits the authenticator app shows. */
                    code?: string;
                    /** @description AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it. */
                    credential?: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description RecoveryCodesResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Ten one-time codes, shown this once: the server keeps only their hashes. */
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description totp_code_incorrect: wrong, expired or already used code; passkey_not_verified: the passkey answer does not check; both or neither sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description mfa_not_enabled: no authenticator app is set up. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many wrong codes; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createRecoveryCodesPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialRequestOptionsJSON: pass it to startAuthentication({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description passkey_required: the user has no passkey. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    enrollTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TotpEnrollmentResponse: confirm with a code of this secret to turn it on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Base32, for typing into the app by hand. */
                        secret: string;
                        /** @description The otpauth:// URI, shown as a QR code. */
                        uri: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description AuthenticatorCodeRequest */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6 digits the authenticator app shows. */
                    code: string;
                };
            };
        };
        responses: {
            /** @description RecoveryCodesResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Ten one-time codes, shown this once: the server keeps only their hashes. */
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description totp_code_incorrect: the code is not a current one of the pending secret. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description mfa_enrollment_not_started: no secret was handed out. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many wrong codes; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    loginWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it. */
                    credential: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description TokenPairResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @description Refresh token lifetime in seconds. */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_passkey: the answer does not check, the passkey is unknown, its user is disabled or did not turn on passkey sign-in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many attempts; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPasskeyLoginOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialRequestOptionsJSON: pass it to startAuthentication({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PasskeyList: oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            id: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            lastUsedAt: string | null;
                            name: string;
                            /** @description A multi-device passkey (kept in a password manager or platform account). */
                            synced: boolean;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description RegistrationCredential: navigator.credentials.create()'s answer as @simplewebauthn/browser's startRegistration() gives it. */
                    credential: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                            transports?: string[];
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                    /** @description A name its owner recognises the passkey by ("iPhone", "Work laptop"). */
                    name: string;
                };
            };
        };
        responses: {
            /** @description StaffPasskeyAdded: the new passkey (and, for a first factor, the recovery codes). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastUsedAt: string | null;
                        name: string;
                        /** @description With the user's first second factor: ten one-time recovery codes, shown this once. */
                        recoveryCodes?: string[];
                        /** @description A multi-device passkey (kept in a password manager or platform account). */
                        synced: boolean;
                    };
                };
            };
            /** @description passkey_not_verified: the ceremony expired or was answered already, or the answer does not check. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description passkey_exists: this authenticator is registered already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updatePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name its owner recognises the passkey by ("iPhone", "Work laptop"). */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Passkey: never its key or credential id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastUsedAt: string | null;
                        name: string;
                        /** @description A multi-device passkey (kept in a password manager or platform account). */
                        synced: boolean;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not a passkey of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not a passkey of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialCreationOptionsJSON: pass it to startRegistration({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rp: {
                            id?: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RefreshTokenRequest */
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description TokenPairResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @description Refresh token lifetime in seconds. */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unknown, expired, revoked or reused refresh token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ResetPasswordRequest, in one of two forms: `{ email }` asks for a reset link (always the same answer), `{ token, newPassword }` completes the reset and signs out every session. */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    newPassword?: string;
                    token?: string;
                };
            };
        };
        responses: {
            /** @description MessageResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description LoginRequest */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description SessionStartResponse: the access token (refresh token in the cookie), or the mfaToken of the second step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds: refresh before it ends. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    } | {
                        /** @description Seconds until the mfaToken lapses. */
                        expiresIn: number;
                        /** @description What the second step takes. */
                        methods: ("totp" | "recovery_code" | "passkey")[];
                        /** @enum {boolean} */
                        mfaRequired: true;
                        /** @description Send it with a code to /api/auth/login/mfa (or /api/auth/session/mfa): single use, 5 minutes. */
                        mfaToken: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Email or password is incorrect. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site (Origin or Sec-Fetch-Site): cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many failed attempts; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was no session). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site (Origin or Sec-Fetch-Site): cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    completeMfaSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description MfaSignInRequest: the mfaToken with either `code` (an authenticator or recovery code) or `credential` (a passkey's answer to the options of POST /api/auth/login/mfa/passkey-options). */
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** @description AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it. */
                    credential?: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                    mfaToken: string;
                };
            };
        };
        responses: {
            /** @description MfaSessionResponse: the access token of a completed two-step sign-in (refresh token in the cookie). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds: refresh before it ends. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @description Unused recovery codes left after this sign-in. */
                        recoveryCodesRemaining: number;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_mfa_token or invalid_mfa_code. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site: cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many wrong codes; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPasskeySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it. */
                    credential: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description SessionResponse: the access token; the refresh token travels only in the HttpOnly cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds: refresh before it ends. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_passkey. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site: cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many attempts; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SessionResponse: the access token; the refresh token travels only in the HttpOnly cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Access token lifetime in seconds: refresh before it ends. */
                        expiresIn: number;
                        /**
                         * @description Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one (GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.
                         * @enum {boolean}
                         */
                        mfaEnrollmentRequired?: true;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No cookie, or an unknown, expired, revoked or reused refresh token (the cookie is cleared). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site (Origin or Sec-Fetch-Site): cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SessionListResponse: the signed-in user's live sessions, most recently used first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @description Sign-in.
                             */
                            createdAt: string;
                            /** @description The session of the access token making this request. */
                            current: boolean;
                            /**
                             * Format: date-time
                             * @description When it ends unless refreshed (never past the absolute lifetime).
                             */
                            expiresAt: string;
                            /** @description Use it to revoke the session. */
                            id: number;
                            /** @description The address it was last used from. */
                            ip: string | null;
                            /**
                             * Format: date-time
                             * @description The last sign-in or token refresh (not every request).
                             */
                            lastUsedAt: string;
                            /** @description The browser or client that last used the session. */
                            userAgent: string | null;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every other session has ended (also when there was none). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session has ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No live session of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPublishedPosts: {
        parameters: {
            query?: {
                /** @description A category slug (an alternative to categoryId). */
                category?: string;
                /** @description A positive integer id. */
                categoryId?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<BlogPostSummary>: published posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            authorName: string | null;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            categoryId: number | null;
                            coverImageUrl: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            excerpt: string | null;
                            id: number;
                            publishedAt: string | null;
                            slug: string;
                            /** @description Plain text: the excerpt, or the start of the content when there is none. */
                            summary: string;
                            tags: string[];
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                            /** @description The public address: {SITE_URL}/blog/{slug}. */
                            url: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new post. The slug is made from the title when absent. */
        requestBody: {
            content: {
                "application/json": {
                    authorName?: string | null;
                    categoryId?: number | null;
                    /** @description HTML; sanitized on save (see docs/blog.md). */
                    content: string;
                    coverImageUrl?: string | null;
                    excerpt?: string | null;
                    metaDescription?: string | null;
                    metaTitle?: string | null;
                    publishedAt?: string | null;
                    /** @description Lowercase letters, digits and single hyphens, e.g. "2026-income-tax-guide". */
                    slug?: string;
                    /**
                     * @description draft or published (a future publishedAt schedules the post). Archiving is DELETE.
                     * @default draft
                     */
                    status?: "draft" | "published";
                    tags?: string[];
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archivedAt: string | null;
                        authorName: string | null;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        categoryId: number | null;
                        /** @description Sanitized HTML. */
                        content: string;
                        coverImageUrl: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        excerpt: string | null;
                        id: number;
                        metaDescription: string | null;
                        metaTitle: string | null;
                        publishedAt: string | null;
                        slug: string;
                        status: "draft" | "published" | "archived";
                        /** @description Plain text: the excerpt, or the start of the content when there is none. */
                        summary: string;
                        tags: string[];
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        /** @description The public address: {SITE_URL}/blog/{slug}. */
                        url: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The slug is used by another post (slug_taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description The whole post; absent optional fields are cleared, except slug. The read-only fields of a BlogPost (as GET returns it) are accepted and ignored; updatedAt guards against overwriting a newer save. */
        requestBody: {
            content: {
                "application/json": {
                    readonly archivedAt?: string | null;
                    authorName?: string | null;
                    readonly category?: {
                        id: number;
                        name: string;
                        slug: string;
                    } | null;
                    categoryId?: number | null;
                    /** @description HTML; sanitized on save (see docs/blog.md). */
                    content: string;
                    coverImageUrl?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    excerpt?: string | null;
                    readonly id?: number;
                    metaDescription?: string | null;
                    metaTitle?: string | null;
                    publishedAt?: string | null;
                    /** @description Absent: the current slug stays (addresses do not change with the title). */
                    slug?: string;
                    /** @description draft or published (a future publishedAt schedules the post). Archiving is DELETE. */
                    status: "draft" | "published";
                    /** @description Plain text: the excerpt, or the start of the content when there is none. */
                    readonly summary?: string;
                    tags?: string[];
                    title: string;
                    /**
                     * Format: date-time
                     * @description The updatedAt the edit started from (as GET answered it): when the stored post is newer, 409 post_changed and nothing is saved. Absent: saved over whatever is stored.
                     */
                    updatedAt?: string;
                    /** @description The public address: {SITE_URL}/blog/{slug}. */
                    readonly url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archivedAt: string | null;
                        authorName: string | null;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        categoryId: number | null;
                        /** @description Sanitized HTML. */
                        content: string;
                        coverImageUrl: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        excerpt: string | null;
                        id: number;
                        metaDescription: string | null;
                        metaTitle: string | null;
                        publishedAt: string | null;
                        slug: string;
                        status: "draft" | "published" | "archived";
                        /** @description Plain text: the excerpt, or the start of the content when there is none. */
                        summary: string;
                        tags: string[];
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        /** @description The public address: {SITE_URL}/blog/{slug}. */
                        url: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The slug is taken (slug_taken), the post is archived (post_archived) or was saved since the updatedAt sent (post_changed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    archivePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    restorePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archivedAt: string | null;
                        authorName: string | null;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        categoryId: number | null;
                        /** @description Sanitized HTML. */
                        content: string;
                        coverImageUrl: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        excerpt: string | null;
                        id: number;
                        metaDescription: string | null;
                        metaTitle: string | null;
                        publishedAt: string | null;
                        slug: string;
                        status: "draft" | "published" | "archived";
                        /** @description Plain text: the excerpt, or the start of the content when there is none. */
                        summary: string;
                        tags: string[];
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        /** @description The public address: {SITE_URL}/blog/{slug}. */
                        url: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The post is not archived (post_not_archived). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPublishedPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lowercase letters, digits and single hyphens, e.g. "2026-income-tax-guide". */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorName: string | null;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        categoryId: number | null;
                        /** @description Sanitized HTML. */
                        content: string;
                        coverImageUrl: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        excerpt: string | null;
                        id: number;
                        metaDescription: string | null;
                        metaTitle: string | null;
                        publishedAt: string | null;
                        slug: string;
                        /** @description Plain text: the excerpt, or the start of the content when there is none. */
                        summary: string;
                        tags: string[];
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        /** @description The public address: {SITE_URL}/blog/{slug}. */
                        url: string;
                    };
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPosts: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                categoryId?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                search?: string;
                /** @description published includes scheduled posts; scheduled: published with a publishedAt still to come. */
                status?: "draft" | "published" | "scheduled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<BlogPostSummary> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            archivedAt: string | null;
                            authorName: string | null;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            categoryId: number | null;
                            coverImageUrl: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            excerpt: string | null;
                            id: number;
                            publishedAt: string | null;
                            slug: string;
                            status: "draft" | "published" | "archived";
                            /** @description Plain text: the excerpt, or the start of the content when there is none. */
                            summary: string;
                            tags: string[];
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                            /** @description The public address: {SITE_URL}/blog/{slug}. */
                            url: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archivedAt: string | null;
                        authorName: string | null;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        categoryId: number | null;
                        /** @description Sanitized HTML. */
                        content: string;
                        coverImageUrl: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        excerpt: string | null;
                        id: number;
                        metaDescription: string | null;
                        metaTitle: string | null;
                        publishedAt: string | null;
                        slug: string;
                        status: "draft" | "published" | "archived";
                        /** @description Plain text: the excerpt, or the start of the content when there is none. */
                        summary: string;
                        tags: string[];
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        /** @description The public address: {SITE_URL}/blog/{slug}. */
                        url: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listAllPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BlogPostListResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            archivedAt: string | null;
                            authorName: string | null;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            categoryId: number | null;
                            coverImageUrl: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            excerpt: string | null;
                            id: number;
                            publishedAt: string | null;
                            slug: string;
                            status: "draft" | "published" | "archived";
                            /** @description Plain text: the excerpt, or the start of the content when there is none. */
                            summary: string;
                            tags: string[];
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                            /** @description The public address: {SITE_URL}/blog/{slug}. */
                            url: string;
                        }[];
                        /** @description Every post that matches, even past the items returned. */
                        totalCount: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listArchivedPosts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<BlogPostSummary> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            archivedAt: string | null;
                            authorName: string | null;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            categoryId: number | null;
                            coverImageUrl: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            excerpt: string | null;
                            id: number;
                            publishedAt: string | null;
                            slug: string;
                            status: "draft" | "published" | "archived";
                            /** @description Plain text: the excerpt, or the start of the content when there is none. */
                            summary: string;
                            tags: string[];
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                            /** @description The public address: {SITE_URL}/blog/{slug}. */
                            url: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    previewPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A post’s content (and excerpt) as the editor has it now, not saved. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description HTML; sanitized on save (see docs/blog.md). */
                    content: string;
                    excerpt?: string | null;
                };
            };
        };
        responses: {
            /** @description PostPreview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether sanitizing removed or rewrote anything. */
                        changed: boolean;
                        /** @description The HTML as a save would keep it: sanitized by the same policy. */
                        content: string;
                        /** @description The plain-text summary a save would make (listings, RSS). */
                        summary: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret of the feed URL. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCalendarFeedStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether the user has a live feed URL. */
                        active: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string | null;
                        /**
                         * Format: date-time
                         * @description When a calendar app last fetched the feed.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastUsedAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /** @description The secret feed URL: shown this once, stored only as a hash. Subscribe to it in a calendar app. */
                        url: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            description: string | null;
                            id: number;
                            name: string;
                            /** @description Posts in the category, archived ones included. */
                            postCount: number;
                            slug: string;
                            sortOrder: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        totalCount: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                    /** @description Made from the name when absent (on update: the current slug stays). */
                    slug?: string;
                    /** @default 0 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string | null;
                        id: number;
                        name: string;
                        /** @description Posts in the category, archived ones included. */
                        postCount: number;
                        slug: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The slug is used by another category (slug_taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string | null;
                        id: number;
                        name: string;
                        /** @description Posts in the category, archived ones included. */
                        postCount: number;
                        slug: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description The read-only fields of a Category (as GET returns it) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    description?: string | null;
                    readonly id?: number;
                    name: string;
                    /** @description Posts in the category, archived ones included. */
                    readonly postCount?: number;
                    /** @description Made from the name when absent (on update: the current slug stays). */
                    slug?: string;
                    /** @default 0 */
                    sortOrder?: number;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string | null;
                        id: number;
                        name: string;
                        /** @description Posts in the category, archived ones included. */
                        postCount: number;
                        slug: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The slug is used by another category (slug_taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Posts (archived ones included) still use the category (category_in_use, with postCount). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description individual | business */
                clientType?: "individual" | "business";
                /** @description A positive integer id. */
                companyId?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the name, email, phone or business number. */
                search?: string;
                /** @description Order: name (default) or createdAt, "-" for descending; ties by id. */
                sort?: "name" | "-name" | "createdAt" | "-createdAt";
                /** @description active | inactive */
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Client> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            address: string | null;
                            businessNumber: string | null;
                            /**
                             * @description individual | business
                             * @enum {unknown}
                             */
                            clientType: "individual" | "business";
                            companyId: number | null;
                            /** @description The company's name (read only). */
                            companyName: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            email: string | null;
                            id: number;
                            /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                            locale: ("en" | "ko") | null;
                            name: string;
                            notes: string | null;
                            phone: string | null;
                            remindByEmail: boolean;
                            /** @description The inquiry this client was converted from (read only). */
                            sourceInquiryId: number | null;
                            /**
                             * @description active | inactive
                             * @enum {unknown}
                             */
                            status: "active" | "inactive";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    businessNumber?: string | null;
                    /**
                     * @description individual | business
                     * @enum {unknown}
                     */
                    clientType: "individual" | "business";
                    /** @description A company of the company group. */
                    companyId?: number | null;
                    /**
                     * Format: email
                     * @description Unique among clients that are not deleted (any letter case); stored lowercased.
                     */
                    email?: string | null;
                    /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                    locale?: ("en" | "ko") | null;
                    name: string;
                    notes?: string | null;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    /**
                     * @description Mail the client a reminder before each filing and schedule is due (REMINDER_DAYS, docs/automation.md); needs an email.
                     * @default false
                     */
                    remindByEmail?: boolean;
                    /**
                     * @description active (default) | inactive
                     * @default active
                     * @enum {unknown}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Client */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        /**
                         * @description individual | business
                         * @enum {unknown}
                         */
                        clientType: "individual" | "business";
                        companyId: number | null;
                        /** @description The company's name (read only). */
                        companyName: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        name: string;
                        notes: string | null;
                        phone: string | null;
                        remindByEmail: boolean;
                        /** @description The inquiry this client was converted from (read only). */
                        sourceInquiryId: number | null;
                        /**
                         * @description active | inactive
                         * @enum {unknown}
                         */
                        status: "active" | "inactive";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Another client has the email (`client_email_taken`, with `existingClientId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client, with its portal access (invited, ended, last sign-in) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        /**
                         * @description individual | business
                         * @enum {unknown}
                         */
                        clientType: "individual" | "business";
                        companyId: number | null;
                        /** @description The company's name (read only). */
                        companyName: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        name: string;
                        notes: string | null;
                        phone: string | null;
                        /** @description PortalAccess */
                        portal: {
                            /** @description Invited and not ended: the client may sign in to the portal. */
                            active: boolean;
                            /**
                             * Format: date-time
                             * @description When staff ended the access (null while active or never invited).
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            endedAt: string | null;
                            /**
                             * Format: date-time
                             * @description The latest invitation.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            invitedAt: string | null;
                            /**
                             * Format: date-time
                             * @description The client's latest portal sign-in.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            lastSignInAt: string | null;
                        };
                        remindByEmail: boolean;
                        /** @description The inquiry this client was converted from (read only). */
                        sourceInquiryId: number | null;
                        /**
                         * @description active | inactive
                         * @enum {unknown}
                         */
                        status: "active" | "inactive";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the client: optional fields left out become null (remindByEmail false). The read-only fields of a Client (as GET returns it) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    businessNumber?: string | null;
                    /**
                     * @description individual | business
                     * @enum {unknown}
                     */
                    clientType: "individual" | "business";
                    /** @description A company of the company group. */
                    companyId?: number | null;
                    /** @description The company's name (read only). */
                    readonly companyName?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /**
                     * Format: email
                     * @description Unique among clients that are not deleted (any letter case); stored lowercased.
                     */
                    email?: string | null;
                    readonly id?: number;
                    /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                    locale?: ("en" | "ko") | null;
                    name: string;
                    notes?: string | null;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    /** @description As GET returns it: accepted and ignored. */
                    readonly portal?: {
                        /** @description Invited and not ended: the client may sign in to the portal. */
                        active: boolean;
                        /**
                         * Format: date-time
                         * @description When staff ended the access (null while active or never invited).
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        endedAt: string | null;
                        /**
                         * Format: date-time
                         * @description The latest invitation.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        invitedAt: string | null;
                        /**
                         * Format: date-time
                         * @description The client's latest portal sign-in.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastSignInAt: string | null;
                    };
                    /**
                     * @description Mail the client a reminder before each filing and schedule is due (REMINDER_DAYS, docs/automation.md); needs an email.
                     * @default false
                     */
                    remindByEmail?: boolean;
                    /** @description The inquiry this client was converted from (read only). */
                    readonly sourceInquiryId?: number | null;
                    /**
                     * @description active | inactive
                     * @enum {unknown}
                     */
                    status: "active" | "inactive";
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        /**
                         * @description individual | business
                         * @enum {unknown}
                         */
                        clientType: "individual" | "business";
                        companyId: number | null;
                        /** @description The company's name (read only). */
                        companyName: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        name: string;
                        notes: string | null;
                        phone: string | null;
                        remindByEmail: boolean;
                        /** @description The inquiry this client was converted from (read only). */
                        sourceInquiryId: number | null;
                        /**
                         * @description active | inactive
                         * @enum {unknown}
                         */
                        status: "active" | "inactive";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Another client has the email (`client_email_taken`, with `existingClientId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listDocumentRequests: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description open: nothing uploaded yet | submitted: the client uploaded, waiting for review | accepted | rejected: the client sees reviewNote and may upload again */
                status?: "open" | "submitted" | "accepted" | "rejected";
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<DocumentRequest> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description The staff member told when the client uploads. */
                            assignedTo: number | null;
                            assignedToName: string | null;
                            clientId: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            createdBy: number | null;
                            description: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            /** @description What was uploaded against it, oldest first. */
                            files: {
                                clientId: number;
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                createdAt: string;
                                /** @description For display only (cleaned: no path, no control characters, at most 200 characters). */
                                fileName: string;
                                id: number;
                                /** @description Decided from the bytes when it was stored. */
                                mediaType: string;
                                /**
                                 * @description client_upload | staff_upload | engagement_letter | invoice
                                 * @enum {unknown}
                                 */
                                origin: "client_upload" | "staff_upload" | "engagement_letter" | "invoice";
                                /** @description The request it was uploaded against. */
                                requestId: number | null;
                                /**
                                 * @description clean: the virus scanner saw every byte; unscanned: no scanner was configured (or CLAMD_FAIL_OPEN let it pass).
                                 * @enum {unknown}
                                 */
                                scan: "clean" | "unscanned";
                                /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                                sha256: string;
                                /** @description Bytes. */
                                size: number;
                                /** @description The staff member who uploaded it. */
                                uploadedBy: number | null;
                                uploadedByName: string | null;
                                /**
                                 * @description Who stored it: staff, the client (portal), or the firm’s own system (a generated letter or invoice).
                                 * @enum {unknown}
                                 */
                                uploader: "staff" | "client" | "system";
                                visibleToClient: boolean;
                            }[];
                            filingId: number | null;
                            id: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            reviewedAt: string | null;
                            reviewedBy: number | null;
                            /** @description Staff’s note to the client, shown with a rejection. */
                            reviewNote: string | null;
                            scheduleId: number | null;
                            /**
                             * @description open: nothing uploaded yet | submitted: the client uploaded, waiting for review | accepted | rejected: the client sees reviewNote and may upload again
                             * @enum {unknown}
                             */
                            status: "open" | "submitted" | "accepted" | "rejected";
                            /**
                             * Format: date-time
                             * @description The client’s last upload against it.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            submittedAt: string | null;
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createDocumentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An active staff member told when the client uploads; default: the one creating it. */
                    assignedTo?: number | null;
                    /** @description What exactly to upload; the client reads it. */
                    description?: string | null;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    dueDate: string;
                    /** @description A filing of the same client. */
                    filingId?: number | null;
                    /** @description A filing schedule of the same client. */
                    scheduleId?: number | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description DocumentRequest */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The staff member told when the client uploads. */
                        assignedTo: number | null;
                        assignedToName: string | null;
                        clientId: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        createdBy: number | null;
                        description: string | null;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string;
                        /** @description What was uploaded against it, oldest first. */
                        files: {
                            clientId: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /** @description For display only (cleaned: no path, no control characters, at most 200 characters). */
                            fileName: string;
                            id: number;
                            /** @description Decided from the bytes when it was stored. */
                            mediaType: string;
                            /**
                             * @description client_upload | staff_upload | engagement_letter | invoice
                             * @enum {unknown}
                             */
                            origin: "client_upload" | "staff_upload" | "engagement_letter" | "invoice";
                            /** @description The request it was uploaded against. */
                            requestId: number | null;
                            /**
                             * @description clean: the virus scanner saw every byte; unscanned: no scanner was configured (or CLAMD_FAIL_OPEN let it pass).
                             * @enum {unknown}
                             */
                            scan: "clean" | "unscanned";
                            /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                            sha256: string;
                            /** @description Bytes. */
                            size: number;
                            /** @description The staff member who uploaded it. */
                            uploadedBy: number | null;
                            uploadedByName: string | null;
                            /**
                             * @description Who stored it: staff, the client (portal), or the firm’s own system (a generated letter or invoice).
                             * @enum {unknown}
                             */
                            uploader: "staff" | "client" | "system";
                            visibleToClient: boolean;
                        }[];
                        filingId: number | null;
                        id: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        reviewedAt: string | null;
                        reviewedBy: number | null;
                        /** @description Staff’s note to the client, shown with a rejection. */
                        reviewNote: string | null;
                        scheduleId: number | null;
                        /**
                         * @description open: nothing uploaded yet | submitted: the client uploaded, waiting for review | accepted | rejected: the client sees reviewNote and may upload again
                         * @enum {unknown}
                         */
                        status: "open" | "submitted" | "accepted" | "rejected";
                        /**
                         * Format: date-time
                         * @description The client’s last upload against it.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        submittedAt: string | null;
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description A field is invalid, or filingId/scheduleId names another client’s record (`document_link_invalid`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such client (or it was deleted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClientDocuments: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description A positive integer id. */
                requestId?: number;
                visibleToClient?: boolean;
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Document> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            clientId: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /** @description For display only (cleaned: no path, no control characters, at most 200 characters). */
                            fileName: string;
                            id: number;
                            /** @description Decided from the bytes when it was stored. */
                            mediaType: string;
                            /**
                             * @description client_upload | staff_upload | engagement_letter | invoice
                             * @enum {unknown}
                             */
                            origin: "client_upload" | "staff_upload" | "engagement_letter" | "invoice";
                            /** @description The request it was uploaded against. */
                            requestId: number | null;
                            /**
                             * @description clean: the virus scanner saw every byte; unscanned: no scanner was configured (or CLAMD_FAIL_OPEN let it pass).
                             * @enum {unknown}
                             */
                            scan: "clean" | "unscanned";
                            /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                            sha256: string;
                            /** @description Bytes. */
                            size: number;
                            /** @description The staff member who uploaded it. */
                            uploadedBy: number | null;
                            uploadedByName: string | null;
                            /**
                             * @description Who stored it: staff, the client (portal), or the firm’s own system (a generated letter or invoice).
                             * @enum {unknown}
                             */
                            uploader: "staff" | "client" | "system";
                            visibleToClient: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    uploadClientDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StoredFiles */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every file stored, in the order they were sent. */
                        files: {
                            fileName: string;
                            id: number;
                            mediaType: string;
                            /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                            sha256: string;
                            size: number;
                        }[];
                        /** @description The first file’s document id. */
                        id: number;
                        /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                        sha256: string;
                    };
                };
            };
            /** @description No part named `file`, another field, visibleToClient not true/false, or a body cut short. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such client (or it was deleted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A file over UPLOAD_MAX_MB (`file_too_large`), or too many parts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A file whose content is not an accepted type (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The virus scanner found something (`malware_detected`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The virus scanner cannot be reached (`scanner_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePortalAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPortalInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PortalAccess */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Invited and not ended: the client may sign in to the portal. */
                        active: boolean;
                        /**
                         * Format: date-time
                         * @description When staff ended the access (null while active or never invited).
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        endedAt: string | null;
                        /**
                         * Format: date-time
                         * @description The latest invitation.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        invitedAt: string | null;
                        /**
                         * Format: date-time
                         * @description The client's latest portal sign-in.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastSignInAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportClients: {
        parameters: {
            query?: {
                /** @description individual | business */
                clientType?: "individual" | "business";
                /** @description A positive integer id. */
                companyId?: number;
                /** @description Text in the name, email, phone or business number. */
                search?: string;
                /** @description Order: name (default) or createdAt, "-" for descending; ties by id. */
                sort?: "name" | "-name" | "createdAt" | "-createdAt";
                /** @description active | inactive */
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description clients-<date>.csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listLogs: {
        parameters: {
            query?: {
                fingerprint?: string;
                /** @description From this moment on (included); a date means the start of that day (UTC). */
                from?: string;
                /** @description One or several levels: level=warn&level=error or level=warn,error. */
                level?: string[];
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the message (case-insensitive). */
                search?: string;
                source?: string;
                /** @description Up to this moment (included); a date means the end of that day (UTC). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<ClientLogEntry> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            context: {
                                [key: string]: unknown;
                            } | null;
                            fingerprint: string;
                            id: number;
                            /**
                             * @description debug | info | warn | error
                             * @enum {unknown}
                             */
                            level: "debug" | "info" | "warn" | "error";
                            message: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            occurredAt: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            receivedAt: string;
                            source: string | null;
                            stack: string | null;
                            url: string | null;
                            userAgent: string | null;
                            userId: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    ingestLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: {
                        /** @description Free JSON object, at most 8192 bytes serialized. */
                        context?: {
                            [key: string]: unknown;
                        } | null;
                        /**
                         * @description debug | info | warn | error
                         * @enum {unknown}
                         */
                        level: "debug" | "info" | "warn" | "error";
                        message: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        occurredAt?: string;
                        /** @description What reported it, e.g. admin-ui, api-client. */
                        source?: string | null;
                        stack?: string | null;
                        url?: string | null;
                        userAgent?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description LogBatchResponse */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many entries were stored (the whole batch). */
                        stored: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    purgeLogs: {
        parameters: {
            query: {
                /** @description Entries that occurred before this moment are removed; a date means the start of that day (UTC). */
                before: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ClientLogPurgeResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listLogGroups: {
        parameters: {
            query?: {
                /** @description From this moment on (included); a date means the start of that day (UTC). */
                from?: string;
                /** @description One or several levels: level=warn&level=error or level=warn,error. */
                level?: string[];
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the message (case-insensitive). */
                search?: string;
                source?: string;
                /** @description Up to this moment (included); a date means the end of that day (UTC). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<ClientLogGroup> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            count: number;
                            fingerprint: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            firstSeen: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            lastSeen: string;
                            /** @description Every level the problem was reported at. */
                            levels: ("debug" | "info" | "warn" | "error")[];
                            /** @description The latest entry of the group. */
                            sample: {
                                id: number;
                                /**
                                 * @description debug | info | warn | error
                                 * @enum {unknown}
                                 */
                                level: "debug" | "info" | "warn" | "error";
                                message: string;
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                occurredAt: string;
                                source: string | null;
                                stack: string | null;
                                url: string | null;
                            };
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    summarizeLogs: {
        parameters: {
            query?: {
                /** @description From this moment on (included); a date means the start of that day (UTC). */
                from?: string;
                /** @description One or several levels: level=warn&level=error or level=warn,error. */
                level?: string[];
                /** @description Text in the message (case-insensitive). */
                search?: string;
                source?: string;
                /** @description Up to this moment (included); a date means the end of that day (UTC). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ClientLogSummary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description UTC days with entries, oldest first. */
                        byDay: {
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            day: string;
                            debug: number;
                            error: number;
                            info: number;
                            total: number;
                            warn: number;
                        }[];
                        byLevel: {
                            debug: number;
                            error: number;
                            info: number;
                            warn: number;
                        };
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        to: string;
                        /** @description The ten most frequent problems, with the latest message of each. */
                        topFingerprints: {
                            count: number;
                            fingerprint: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            lastSeen: string;
                            /**
                             * @description debug | info | warn | error
                             * @enum {unknown}
                             */
                            level: "debug" | "info" | "warn" | "error";
                            message: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getActiveCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Common codes, ordered by group, sortOrder and value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attributes: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            group: string;
                            isActive: boolean;
                            name: string;
                            sortOrder: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every group that has codes, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            activeCount: number;
                            codeCount: number;
                            group: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: {
                /** @description Only active (true) or inactive (false) codes; both when left out. */
                isActive?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description No white space anywhere.
                 * @example TAX_TYPE
                 */
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Common codes, ordered by group, sortOrder and value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attributes: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            group: string;
                            isActive: boolean;
                            name: string;
                            sortOrder: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description No white space anywhere.
                 * @example TAX_TYPE
                 */
                group: string;
                /**
                 * @description No white space anywhere.
                 * @example VAT
                 */
                value: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Common code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: {
                            [key: string]: unknown;
                        } | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        group: string;
                        isActive: boolean;
                        name: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        value: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    upsertCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description No white space anywhere.
                 * @example TAX_TYPE
                 */
                group: string;
                /**
                 * @description No white space anywhere.
                 * @example VAT
                 */
                value: string;
            };
            cookie?: never;
        };
        /** @description The whole code: fields left out take their defaults (sortOrder 0, isActive true, attributes null). Group and value come from the path (in the body, as GET returns them, they are accepted and ignored, as are the timestamps). There is no description field. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Free JSON object (at most 4096 characters as JSON). */
                    attributes?: {
                        [key: string]: unknown;
                    } | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    readonly group?: string;
                    /** @default true */
                    isActive?: boolean;
                    name: string;
                    /** @default 0 */
                    sortOrder?: number;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                    readonly value?: string;
                };
            };
        };
        responses: {
            /** @description Common code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: {
                            [key: string]: unknown;
                        } | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        group: string;
                        isActive: boolean;
                        name: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        value: string;
                    };
                };
            };
            /** @description Common code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: {
                            [key: string]: unknown;
                        } | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        group: string;
                        isActive: boolean;
                        name: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                        value: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description No white space anywhere.
                 * @example TAX_TYPE
                 */
                group: string;
                /**
                 * @description No white space anywhere.
                 * @example VAT
                 */
                value: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                isActive?: boolean;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the code, name or business number. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Company>, ordered by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            address: string | null;
                            businessNumber: string | null;
                            code: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            email: string | null;
                            id: number;
                            isActive: boolean;
                            name: string;
                            phone: string | null;
                            representative: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    businessNumber?: string | null;
                    /**
                     * @description Letters, digits, _ . - (starting with a letter or digit); unique whatever the letter case.
                     * @example ACME-01
                     */
                    code: string;
                    /** Format: email */
                    email?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    name: string;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    representative?: string | null;
                };
            };
        };
        responses: {
            /** @description Company */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        code: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        isActive: boolean;
                        name: string;
                        phone: string | null;
                        representative: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The code is already used (`company_code_taken`, with `existingCompanyId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Company */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        code: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        isActive: boolean;
                        name: string;
                        phone: string | null;
                        representative: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the company: optional fields left out become null. The read-only fields of a Company (as GET returns it) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    businessNumber?: string | null;
                    /**
                     * @description Letters, digits, _ . - (starting with a letter or digit); unique whatever the letter case.
                     * @example ACME-01
                     */
                    code: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /** Format: email */
                    email?: string | null;
                    readonly id?: number;
                    isActive: boolean;
                    name: string;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    representative?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Company */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        code: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        isActive: boolean;
                        name: string;
                        phone: string | null;
                        representative: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The code is already used by another company (`company_code_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Clients still point at the company (`company_in_use`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCompanyByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Letters, digits, _ . - (starting with a letter or digit); unique whatever the letter case.
                 * @example ACME-01
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Company */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        businessNumber: string | null;
                        code: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string | null;
                        id: number;
                        isActive: boolean;
                        name: string;
                        phone: string | null;
                        representative: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listActivities: {
        parameters: {
            query?: {
                billable?: boolean;
                /** @description A positive integer id. */
                clientId?: number;
                /** @description A positive integer id. */
                contractId?: number;
                /** @example 2026-11-22 */
                from?: string;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<ConsultingActivity> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            activityDate: string;
                            activityType: string;
                            billable: boolean;
                            /** @description Set on create; an activity stays with its client. */
                            clientId: number;
                            /** @description The client's name. */
                            readonly clientName: string;
                            consultant: string | null;
                            contractId: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            durationMinutes: number | null;
                            readonly id: number;
                            notes: string | null;
                            subject: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    activityDate: string;
                    /** @description e.g. meeting, call, email, review. */
                    activityType: string;
                    /** @default true */
                    billable?: boolean;
                    /** @description A positive integer id. */
                    clientId: number;
                    consultant?: string | null;
                    /** @description A current contract of the same client (400 otherwise). */
                    contractId?: number | null;
                    /** @description Minutes spent, at most one day. */
                    durationMinutes?: number | null;
                    notes?: string | null;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description ConsultingActivity */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        activityDate: string;
                        activityType: string;
                        billable: boolean;
                        /** @description Set on create; an activity stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        consultant: string | null;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        durationMinutes: number | null;
                        readonly id: number;
                        notes: string | null;
                        subject: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ConsultingActivity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        activityDate: string;
                        activityType: string;
                        billable: boolean;
                        /** @description Set on create; an activity stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        consultant: string | null;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        durationMinutes: number | null;
                        readonly id: number;
                        notes: string | null;
                        subject: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the activity (its client stays): optional fields left out become null; billable is required. The read-only fields of an activity (as GET returns it) are accepted and ignored; clientId may not change. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    activityDate: string;
                    /** @description e.g. meeting, call, email, review. */
                    activityType: string;
                    billable: boolean;
                    /** @description Set on create; an activity stays with its client. */
                    readonly clientId?: number;
                    /** @description The client's name. */
                    readonly clientName?: string;
                    consultant?: string | null;
                    /** @description A current contract of the same client (400 otherwise). */
                    contractId?: number | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /** @description Minutes spent, at most one day. */
                    durationMinutes?: number | null;
                    readonly id?: number;
                    notes?: string | null;
                    subject: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description ConsultingActivity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        activityDate: string;
                        activityType: string;
                        billable: boolean;
                        /** @description Set on create; an activity stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        consultant: string | null;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        durationMinutes: number | null;
                        readonly id: number;
                        notes: string | null;
                        subject: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClientActivities: {
        parameters: {
            query?: {
                /** @example 2026-11-22 */
                from?: string;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<ConsultingActivity> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            activityDate: string;
                            activityType: string;
                            billable: boolean;
                            /** @description Set on create; an activity stays with its client. */
                            clientId: number;
                            /** @description The client's name. */
                            readonly clientName: string;
                            consultant: string | null;
                            contractId: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            durationMinutes: number | null;
                            readonly id: number;
                            notes: string | null;
                            subject: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listContracts: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /** @example 2026-11-22 */
                from?: string;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description draft | active | completed | terminated */
                status?: "draft" | "active" | "completed" | "terminated";
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Contract> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description Set on create; a contract stays with its client. */
                            clientId: number;
                            /** @description The client's name. */
                            readonly clientName: string;
                            contractNumber: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            endDate: string | null;
                            feeAmount: number | null;
                            /**
                             * @description fixed | hourly | retainer
                             * @enum {unknown}
                             */
                            feeType: "fixed" | "hourly" | "retainer";
                            readonly id: number;
                            notes: string | null;
                            serviceType: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedAt: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            startDate: string;
                            /**
                             * @description draft | active | completed | terminated
                             * @enum {unknown}
                             */
                            status: "draft" | "active" | "completed" | "terminated";
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A positive integer id. */
                    clientId: number;
                    /** @description Unique among contracts that are not deleted. */
                    contractNumber?: string | null;
                    /**
                     * Format: date
                     * @description On or after startDate.
                     * @example 2026-11-22
                     */
                    endDate?: string | null;
                    /**
                     * Format: money
                     * @example 1234.5
                     */
                    feeAmount?: number | null;
                    /**
                     * @description fixed | hourly | retainer
                     * @enum {unknown}
                     */
                    feeType: "fixed" | "hourly" | "retainer";
                    notes?: string | null;
                    /** @description e.g. bookkeeping, tax_filing, advisory. */
                    serviceType?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    signedAt?: string | null;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    startDate: string;
                    /**
                     * @description draft | active | completed | terminated
                     * @enum {unknown}
                     */
                    status?: "draft" | "active" | "completed" | "terminated";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Contract */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Set on create; a contract stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        contractNumber: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        endDate: string | null;
                        feeAmount: number | null;
                        /**
                         * @description fixed | hourly | retainer
                         * @enum {unknown}
                         */
                        feeType: "fixed" | "hourly" | "retainer";
                        readonly id: number;
                        notes: string | null;
                        serviceType: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        startDate: string;
                        /**
                         * @description draft | active | completed | terminated
                         * @enum {unknown}
                         */
                        status: "draft" | "active" | "completed" | "terminated";
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The contract number is taken (`contract_number_taken`, with `existingContractId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Contract */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Set on create; a contract stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        contractNumber: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        endDate: string | null;
                        feeAmount: number | null;
                        /**
                         * @description fixed | hourly | retainer
                         * @enum {unknown}
                         */
                        feeType: "fixed" | "hourly" | "retainer";
                        readonly id: number;
                        notes: string | null;
                        serviceType: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        startDate: string;
                        /**
                         * @description draft | active | completed | terminated
                         * @enum {unknown}
                         */
                        status: "draft" | "active" | "completed" | "terminated";
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the contract (its client stays): optional fields left out become null; status is required. The read-only fields of a Contract (as GET returns it) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Set on create; a contract stays with its client. */
                    readonly clientId?: number;
                    /** @description The client's name. */
                    readonly clientName?: string;
                    /** @description Unique among contracts that are not deleted. */
                    contractNumber?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /**
                     * Format: date
                     * @description On or after startDate.
                     * @example 2026-11-22
                     */
                    endDate?: string | null;
                    /**
                     * Format: money
                     * @example 1234.5
                     */
                    feeAmount?: number | null;
                    /**
                     * @description fixed | hourly | retainer
                     * @enum {unknown}
                     */
                    feeType: "fixed" | "hourly" | "retainer";
                    readonly id?: number;
                    notes?: string | null;
                    /** @description e.g. bookkeeping, tax_filing, advisory. */
                    serviceType?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    signedAt?: string | null;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    startDate: string;
                    /**
                     * @description draft | active | completed | terminated
                     * @enum {unknown}
                     */
                    status: "draft" | "active" | "completed" | "terminated";
                    title: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Contract */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Set on create; a contract stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        contractNumber: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        endDate: string | null;
                        feeAmount: number | null;
                        /**
                         * @description fixed | hourly | retainer
                         * @enum {unknown}
                         */
                        feeType: "fixed" | "hourly" | "retainer";
                        readonly id: number;
                        notes: string | null;
                        serviceType: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        startDate: string;
                        /**
                         * @description draft | active | completed | terminated
                         * @enum {unknown}
                         */
                        status: "draft" | "active" | "completed" | "terminated";
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The contract number is taken (`contract_number_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An engagement letter with its evidence */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        contractId: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        declinedAt: string | null;
                        declineReason: string | null;
                        /** @description The PDF as sent (a client document). */
                        documentId: number | null;
                        id: number;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastReminderAt: string | null;
                        originalSha256: string;
                        remindersSent: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        resentAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string;
                        sentBy: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        /** @description The PDF with its certificate page, once signed. */
                        signedDocumentId: number | null;
                        signedSha256: string | null;
                        signer: {
                            /** @description The consent text agreed to, as shown. */
                            consentText: string | null;
                            ip: string | null;
                            /** @description How the portal session was started: link, code or passkey. */
                            method: string | null;
                            /** @description The full name the client typed. */
                            name: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedInAt: string | null;
                            userAgent: string | null;
                        } | null;
                        /**
                         * @description sent | viewed | signed | declined | withdrawn
                         * @enum {unknown}
                         */
                        status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                        /** @description Null once the template was deleted. */
                        templateId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        viewedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        withdrawnAt: string | null;
                        withdrawnBy: number | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    sendLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The letter’s language; default the client’s, else the firm’s (a template without that body falls back).
                     * @enum {unknown}
                     */
                    language?: "en" | "ko";
                    /** @description A positive integer id. */
                    templateId: number;
                };
            };
        };
        responses: {
            /** @description An engagement letter with its evidence */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        contractId: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        declinedAt: string | null;
                        declineReason: string | null;
                        /** @description The PDF as sent (a client document). */
                        documentId: number | null;
                        id: number;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastReminderAt: string | null;
                        originalSha256: string;
                        remindersSent: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        resentAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string;
                        sentBy: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        /** @description The PDF with its certificate page, once signed. */
                        signedDocumentId: number | null;
                        signedSha256: string | null;
                        signer: {
                            /** @description The consent text agreed to, as shown. */
                            consentText: string | null;
                            ip: string | null;
                            /** @description How the portal session was started: link, code or passkey. */
                            method: string | null;
                            /** @description The full name the client typed. */
                            name: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedInAt: string | null;
                            userAgent: string | null;
                        } | null;
                        /**
                         * @description sent | viewed | signed | declined | withdrawn
                         * @enum {unknown}
                         */
                        status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                        /** @description Null once the template was deleted. */
                        templateId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        viewedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        withdrawnAt: string | null;
                        withdrawnBy: number | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The contract has a letter waiting for signature (`letter_already_open`) or a signed one (`letter_already_signed`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    withdrawLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The letter is signed (`letter_already_signed`) or declined (`letter_not_open`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    resendLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An engagement letter with its evidence */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        contractId: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        declinedAt: string | null;
                        declineReason: string | null;
                        /** @description The PDF as sent (a client document). */
                        documentId: number | null;
                        id: number;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastReminderAt: string | null;
                        originalSha256: string;
                        remindersSent: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        resentAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string;
                        sentBy: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        /** @description The PDF with its certificate page, once signed. */
                        signedDocumentId: number | null;
                        signedSha256: string | null;
                        signer: {
                            /** @description The consent text agreed to, as shown. */
                            consentText: string | null;
                            ip: string | null;
                            /** @description How the portal session was started: link, code or passkey. */
                            method: string | null;
                            /** @description The full name the client typed. */
                            name: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedInAt: string | null;
                            userAgent: string | null;
                        } | null;
                        /**
                         * @description sent | viewed | signed | declined | withdrawn
                         * @enum {unknown}
                         */
                        status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                        /** @description Null once the template was deleted. */
                        templateId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        viewedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        withdrawnAt: string | null;
                        withdrawnBy: number | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The letter is signed (`letter_already_signed`) or declined (`letter_not_open`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClientContracts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description draft | active | completed | terminated */
                status?: "draft" | "active" | "completed" | "terminated";
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<ClientContract> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description Set on create; a contract stays with its client. */
                            clientId: number;
                            /** @description The client's name. */
                            readonly clientName: string;
                            contractNumber: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            endDate: string | null;
                            feeAmount: number | null;
                            /**
                             * @description fixed | hourly | retainer
                             * @enum {unknown}
                             */
                            feeType: "fixed" | "hourly" | "retainer";
                            readonly id: number;
                            /** @description The newest engagement letter sent for the contract (a withdrawn one too); null when none was sent. */
                            letter: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                sentAt: string;
                                /**
                                 * @description sent | viewed | signed | declined | withdrawn
                                 * @enum {unknown}
                                 */
                                status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                            } | null;
                            notes: string | null;
                            serviceType: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedAt: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            startDate: string;
                            /**
                             * @description draft | active | completed | terminated
                             * @enum {unknown}
                             */
                            status: "draft" | "active" | "completed" | "terminated";
                            title: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listDeadlines: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /**
                 * @description Due on or after this date.
                 * @example 2026-11-22
                 */
                from?: string;
                /** @description filing | schedule */
                kind?: "filing" | "schedule";
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description open (default): schedules not completed and filings in draft or in_progress, overdue ones included; overdue: open and due before the firm's today; done: completed schedules and filings from filed on; all. */
                state?: "open" | "overdue" | "done" | "all";
                /** @description Exactly this tax type (e.g. VAT). */
                taxType?: string;
                /**
                 * @description Due on or before this date.
                 * @example 2026-11-22
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Deadline> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            clientId: number;
                            clientName: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            /** @description The id of the filing or of the schedule. */
                            id: number;
                            /**
                             * @description filing | schedule
                             * @enum {unknown}
                             */
                            kind: "filing" | "schedule";
                            /** @description Still open and due before the firm's today. */
                            overdue: boolean;
                            period: string | null;
                            /** @description Schedules only: monthly, quarterly or yearly. */
                            recurrence: string | null;
                            /** @description A schedule's pending or completed; a filing's status. */
                            status: string;
                            taxType: string;
                            /** @description Filings only. */
                            taxYear: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportDeadlines: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /**
                 * @description Due on or after this date.
                 * @example 2026-11-22
                 */
                from?: string;
                /** @description filing | schedule */
                kind?: "filing" | "schedule";
                /** @description open (default): schedules not completed and filings in draft or in_progress, overdue ones included; overdue: open and due before the firm's today; done: completed schedules and filings from filed on; all. */
                state?: "open" | "overdue" | "done" | "all";
                /** @description Exactly this tax type (e.g. VAT). */
                taxType?: string;
                /**
                 * @description Due on or before this date.
                 * @example 2026-11-22
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deadlines-<date>.csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    reviewDocumentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Staff’s review: accept what arrived, or reject it with a note the client sees (they may then upload again). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required when rejecting: what is wrong or missing. The client reads it. */
                    reviewNote?: string | null;
                    /**
                     * @description accepted | rejected (with reviewNote, which the client sees)
                     * @enum {unknown}
                     */
                    status: "accepted" | "rejected";
                };
            };
        };
        responses: {
            /** @description DocumentRequest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The staff member told when the client uploads. */
                        assignedTo: number | null;
                        assignedToName: string | null;
                        clientId: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        createdBy: number | null;
                        description: string | null;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string;
                        /** @description What was uploaded against it, oldest first. */
                        files: {
                            clientId: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /** @description For display only (cleaned: no path, no control characters, at most 200 characters). */
                            fileName: string;
                            id: number;
                            /** @description Decided from the bytes when it was stored. */
                            mediaType: string;
                            /**
                             * @description client_upload | staff_upload | engagement_letter | invoice
                             * @enum {unknown}
                             */
                            origin: "client_upload" | "staff_upload" | "engagement_letter" | "invoice";
                            /** @description The request it was uploaded against. */
                            requestId: number | null;
                            /**
                             * @description clean: the virus scanner saw every byte; unscanned: no scanner was configured (or CLAMD_FAIL_OPEN let it pass).
                             * @enum {unknown}
                             */
                            scan: "clean" | "unscanned";
                            /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                            sha256: string;
                            /** @description Bytes. */
                            size: number;
                            /** @description The staff member who uploaded it. */
                            uploadedBy: number | null;
                            uploadedByName: string | null;
                            /**
                             * @description Who stored it: staff, the client (portal), or the firm’s own system (a generated letter or invoice).
                             * @enum {unknown}
                             */
                            uploader: "staff" | "client" | "system";
                            visibleToClient: boolean;
                        }[];
                        filingId: number | null;
                        id: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        reviewedAt: string | null;
                        reviewedBy: number | null;
                        /** @description Staff’s note to the client, shown with a rejection. */
                        reviewNote: string | null;
                        scheduleId: number | null;
                        /**
                         * @description open: nothing uploaded yet | submitted: the client uploaded, waiting for review | accepted | rejected: the client sees reviewNote and may upload again
                         * @enum {unknown}
                         */
                        status: "open" | "submitted" | "accepted" | "rejected";
                        /**
                         * Format: date-time
                         * @description The client’s last upload against it.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        submittedAt: string | null;
                        title: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such request. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Rejecting a request nothing was uploaded against (`document_request_not_submitted`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such document. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDocumentContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its stored type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The asked range of the file (`Content-Range`). */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such document. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The range starts past the end (`range_not_satisfiable`, `Content-Range: bytes *\/size`). */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": Record<string, never>;
                };
            };
            /** @description The stored bytes failed their check (`document_corrupted`) or are gone (`document_missing`): never sent. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": Record<string, never>;
                };
            };
        };
    };
    verifyDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter a PDF is, byte for byte */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An engagement letter with its evidence */
                        letter: {
                            clientId: number;
                            contractId: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            declinedAt: string | null;
                            declineReason: string | null;
                            /** @description The PDF as sent (a client document). */
                            documentId: number | null;
                            id: number;
                            /**
                             * @description A supported language: en | ko.
                             * @enum {unknown}
                             */
                            language: "en" | "ko";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            lastReminderAt: string | null;
                            originalSha256: string;
                            remindersSent: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            resentAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            sentAt: string;
                            sentBy: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedAt: string | null;
                            /** @description The PDF with its certificate page, once signed. */
                            signedDocumentId: number | null;
                            signedSha256: string | null;
                            signer: {
                                /** @description The consent text agreed to, as shown. */
                                consentText: string | null;
                                ip: string | null;
                                /** @description How the portal session was started: link, code or passkey. */
                                method: string | null;
                                /** @description The full name the client typed. */
                                name: string;
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                signedInAt: string | null;
                                userAgent: string | null;
                            } | null;
                            /**
                             * @description sent | viewed | signed | declined | withdrawn
                             * @enum {unknown}
                             */
                            status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                            /** @description Null once the template was deleted. */
                            templateId: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            viewedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            withdrawnAt: string | null;
                            withdrawnBy: number | null;
                        };
                        /** @enum {boolean} */
                        matches: true;
                        sha256: string;
                        size: number;
                        /**
                         * @description original: the letter as sent; signed: with its certificate page.
                         * @enum {unknown}
                         */
                        version: "original" | "signed";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The file is over 64 MiB (`file_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The file matches no letter (`document_not_verified`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the name. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Template>, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            bodies: {
                                en: string | null;
                                ko: string | null;
                            };
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            readonly id: number;
                            name: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One body per language; at least one. A letter in a language without a body uses the firm’s default language’s body, else the other one. */
                    bodies: {
                        /** @description Markdown with Liquid merge fields ({{client.name}}, {{contract.fee}}, {{firm.name}}, {{letter.date}}; docs/engagements.md lists them). Values are escaped for Markdown. */
                        en?: string | null;
                        /** @description Markdown with Liquid merge fields ({{client.name}}, {{contract.fee}}, {{firm.name}}, {{letter.date}}; docs/engagements.md lists them). Values are escaped for Markdown. */
                        ko?: string | null;
                    };
                    /** @description Unique. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Engagement-letter template */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bodies: {
                            en: string | null;
                            ko: string | null;
                        };
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        readonly id: number;
                        name: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Another template has the name (`name_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Engagement-letter template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bodies: {
                            en: string | null;
                            ko: string | null;
                        };
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        readonly id: number;
                        name: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the template: a body left out becomes null. The read-only fields (as GET returns them) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description One body per language; at least one. A letter in a language without a body uses the firm’s default language’s body, else the other one. */
                    bodies: {
                        /** @description Markdown with Liquid merge fields ({{client.name}}, {{contract.fee}}, {{firm.name}}, {{letter.date}}; docs/engagements.md lists them). Values are escaped for Markdown. */
                        en?: string | null;
                        /** @description Markdown with Liquid merge fields ({{client.name}}, {{contract.fee}}, {{firm.name}}, {{letter.date}}; docs/engagements.md lists them). Values are escaped for Markdown. */
                        ko?: string | null;
                    };
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    readonly id?: number;
                    /** @description Unique. */
                    name: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Engagement-letter template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bodies: {
                            en: string | null;
                            ko: string | null;
                        };
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        readonly id: number;
                        name: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Another template has the name (`name_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    previewTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A positive integer id. */
                    contractId: number;
                    /**
                     * @description A supported language: en | ko.
                     * @enum {unknown}
                     */
                    language?: "en" | "ko";
                };
            };
        };
        responses: {
            /** @description A template rendered for a contract */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractId: number;
                        /** @description The same as sanitized HTML, for showing in the admin. */
                        html: string;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /** @description The merged Markdown, as the letter’s PDF is laid out from it. */
                        markdown: string;
                        templateId: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listFaqs: {
        parameters: {
            query?: {
                category?: string;
                isPublished?: boolean;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the question or answer. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<Faq>, by sortOrder then id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            answer: string;
                            category: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            id: number;
                            isPublished: boolean;
                            question: string;
                            sortOrder: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text; line breaks are kept. */
                    answer: string;
                    category?: string | null;
                    /** @default true */
                    isPublished?: boolean;
                    question: string;
                    /**
                     * @description Lower comes first.
                     * @default 0
                     */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description FAQ entry */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string;
                        category: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        isPublished: boolean;
                        question: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FAQ entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string;
                        category: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        isPublished: boolean;
                        question: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the entry: a category left out becomes null. The read-only fields of an entry (as GET returns it) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text; line breaks are kept. */
                    answer: string;
                    category?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    readonly id?: number;
                    isPublished: boolean;
                    question: string;
                    /** @description Lower comes first. */
                    sortOrder: number;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description FAQ entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string;
                        category: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        isPublished: boolean;
                        question: string;
                        sortOrder: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    reorderFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The whole list in its new order. The entries get sortOrder 10, 20, 30… in that order; a list that is not exactly the stored entries (one added or deleted since it was read) is refused with faq_order_stale. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every entry’s id once, in the new order. */
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every entry, in the new order. */
                        items: {
                            answer: string;
                            category: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            id: number;
                            isPublished: boolean;
                            question: string;
                            sortOrder: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listFormulas: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                status?: "draft" | "active" | "deprecated" | "retired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<FormulaSummary> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            formulaId: string;
                            owner: string;
                            /** @description schema://formula/<formulaId> */
                            schemaId: string;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            status: "draft" | "active" | "deprecated" | "retired";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    registerFormula: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A formula definition record (schema://formula/<formula_id>). Registered as draft. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The formula's identifier; a const in its schema. */
                    formula_id: string;
                    inputs: string[];
                    outputs: string[];
                    owner: string;
                    /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                    status: "draft" | "active" | "deprecated" | "retired";
                    x_formula_inputs?: string[];
                    x_formula_outputs?: unknown[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        createdBy: number | null;
                        /** @description A formula definition record (schema://formula/<formula_id>). Registered as draft. */
                        definition: {
                            /** @description The formula's identifier; a const in its schema. */
                            formula_id: string;
                            inputs: string[];
                            outputs: string[];
                            owner: string;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            status: "draft" | "active" | "deprecated" | "retired";
                            x_formula_inputs?: string[];
                            x_formula_outputs?: unknown[];
                        };
                        formulaId: string;
                        /** @description Every lifecycle change, oldest first. */
                        history: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changedAt: string;
                            /** @description User id; null when seeded at first start. */
                            changedBy: number | null;
                            /** @description null for the registration. */
                            fromStatus: ("draft" | "active" | "deprecated" | "retired") | null;
                            note: string | null;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            toStatus: "draft" | "active" | "deprecated" | "retired";
                        }[];
                        owner: string;
                        /** @description schema://formula/<formulaId> */
                        schemaId: string;
                        /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                        status: "draft" | "active" | "deprecated" | "retired";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A formula with this formula_id is already registered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFormula: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A formula identifier, e.g. RS_MOMENTUM_V1. */
                formulaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        createdBy: number | null;
                        /** @description A formula definition record (schema://formula/<formula_id>). Registered as draft. */
                        definition: {
                            /** @description The formula's identifier; a const in its schema. */
                            formula_id: string;
                            inputs: string[];
                            outputs: string[];
                            owner: string;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            status: "draft" | "active" | "deprecated" | "retired";
                            x_formula_inputs?: string[];
                            x_formula_outputs?: unknown[];
                        };
                        formulaId: string;
                        /** @description Every lifecycle change, oldest first. */
                        history: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changedAt: string;
                            /** @description User id; null when seeded at first start. */
                            changedBy: number | null;
                            /** @description null for the registration. */
                            fromStatus: ("draft" | "active" | "deprecated" | "retired") | null;
                            note: string | null;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            toStatus: "draft" | "active" | "deprecated" | "retired";
                        }[];
                        owner: string;
                        /** @description schema://formula/<formulaId> */
                        schemaId: string;
                        /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                        status: "draft" | "active" | "deprecated" | "retired";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFormulaSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A formula identifier, e.g. RS_MOMENTUM_V1. */
                formulaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The formula's JSON Schema (draft 2020-12), $id schema://formula/<formulaId>. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    changeFormulaStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A formula identifier, e.g. RS_MOMENTUM_V1. */
                formulaId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                    status: "draft" | "active" | "deprecated" | "retired";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        createdBy: number | null;
                        /** @description A formula definition record (schema://formula/<formula_id>). Registered as draft. */
                        definition: {
                            /** @description The formula's identifier; a const in its schema. */
                            formula_id: string;
                            inputs: string[];
                            outputs: string[];
                            owner: string;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            status: "draft" | "active" | "deprecated" | "retired";
                            x_formula_inputs?: string[];
                            x_formula_outputs?: unknown[];
                        };
                        formulaId: string;
                        /** @description Every lifecycle change, oldest first. */
                        history: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            changedAt: string;
                            /** @description User id; null when seeded at first start. */
                            changedBy: number | null;
                            /** @description null for the registration. */
                            fromStatus: ("draft" | "active" | "deprecated" | "retired") | null;
                            note: string | null;
                            /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                            toStatus: "draft" | "active" | "deprecated" | "retired";
                        }[];
                        owner: string;
                        /** @description schema://formula/<formulaId> */
                        schemaId: string;
                        /** @description Lifecycle: draft -> active -> deprecated -> retired. */
                        status: "draft" | "active" | "deprecated" | "retired";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not the next status of the lifecycle (code invalid_status_transition). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SiteImage: an uploaded image and the responsive files made from it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: {
                            bytes: number;
                            format: "webp" | "avif";
                            height: number;
                            key: string;
                            url: string;
                            width: number;
                        }[];
                        height: number;
                        id: number;
                        srcset: {
                            /** @description A srcset value: "URL 320w, URL 640w, ..." (smallest first). */
                            avif: string;
                            /** @description A srcset value: "URL 320w, URL 640w, ..." (smallest first). */
                            webp: string;
                        };
                        /** @description The largest WebP file, absolute (from SITE_URL): use it as the src or coverImageUrl; the pages add srcset. */
                        url: string;
                        width: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The file is over the size limit (`file_too_large`); nothing was stored. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not multipart/form-data (`unsupported_media_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listInquiries: {
        parameters: {
            query?: {
                /**
                 * @description First day received (inclusive), in the firm's time zone.
                 * @example 2026-11-22
                 */
                from?: string;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description Text in the name, email, phone or subject. */
                search?: string;
                /** @description new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final. */
                status?: "new" | "in_progress" | "contacted" | "converted" | "closed" | "spam";
                /**
                 * @description Last day received (inclusive), in the firm's time zone.
                 * @example 2026-11-22
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description InquiryPagedResponse: newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            adminMemo: string | null;
                            /** @description The client created by conversion. */
                            clientId: number | null;
                            companyName: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            convertedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            email: string;
                            id: number;
                            message: string;
                            name: string;
                            phone: string | null;
                            serviceType: string | null;
                            /**
                             * @description new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final.
                             * @enum {unknown}
                             */
                            status: "new" | "in_progress" | "contacted" | "converted" | "closed" | "spam";
                            subject: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    submitInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The contact form. */
        requestBody: {
            content: {
                "application/json": {
                    companyName?: string | null;
                    /** Format: email */
                    email: string;
                    message: string;
                    name: string;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    /** @description The service asked about (free text; a common-code value suits). */
                    serviceType?: string | null;
                    subject: string;
                    /** @description Honeypot: render it hidden and leave it empty. A filled one is dropped silently. */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Acknowledgement of the contact form. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many submissions from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Inquiry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminMemo: string | null;
                        /** @description The client created by conversion. */
                        clientId: number | null;
                        companyName: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        convertedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string;
                        id: number;
                        message: string;
                        name: string;
                        phone: string | null;
                        serviceType: string | null;
                        /**
                         * @description new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final.
                         * @enum {unknown}
                         */
                        status: "new" | "in_progress" | "contacted" | "converted" | "closed" | "spam";
                        subject: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces what the sender wrote (optional contact fields left out become null). status and adminMemo have their own operations: left out, they stay as they are. The read-only fields of an Inquiry (as GET returns it) are accepted and ignored; clientId may not change. */
        requestBody: {
            content: {
                "application/json": {
                    adminMemo?: string | null;
                    /** @description The client created by conversion. */
                    readonly clientId?: number | null;
                    companyName?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly convertedAt?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /** Format: email */
                    email: string;
                    readonly id?: number;
                    message: string;
                    name: string;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    /** @description The service asked about (free text; a common-code value suits). */
                    serviceType?: string | null;
                    /**
                     * @description new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final.
                     * @enum {unknown}
                     */
                    status?: "new" | "in_progress" | "contacted" | "converted" | "closed" | "spam";
                    subject: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Inquiry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminMemo: string | null;
                        /** @description The client created by conversion. */
                        clientId: number | null;
                        companyName: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        convertedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        email: string;
                        id: number;
                        message: string;
                        name: string;
                        phone: string | null;
                        serviceType: string | null;
                        /**
                         * @description new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final.
                         * @enum {unknown}
                         */
                        status: "new" | "in_progress" | "contacted" | "converted" | "closed" | "spam";
                        subject: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A status change of a converted inquiry (`inquiry_converted`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    convertToClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description ConvertToClientRequest: overrides of the new client's fields. Left out: name, email and phone come from the inquiry, clientType is business when the inquiry names a company (else individual), status is active, the rest null. */
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    businessNumber?: string | null;
                    /**
                     * @description individual | business
                     * @enum {unknown}
                     */
                    clientType?: "individual" | "business";
                    /** @description A company of the company group. */
                    companyId?: number | null;
                    /**
                     * Format: email
                     * @description Unique among clients that are not deleted (any letter case); stored lowercased.
                     */
                    email?: string | null;
                    name?: string;
                    notes?: string | null;
                    /** @example +82 2-1234-5678 */
                    phone?: string | null;
                    /**
                     * @description active | inactive
                     * @enum {unknown}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description ConvertToClientResponse */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        inquiryId: number;
                        message: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Already converted (`inquiry_already_converted`, with `clientId`), or the email belongs to another client (`client_email_taken`, with `existingClientId`: override email). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateInquiryMemo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description UpdateAdminMemoRequest (null clears it) */
        requestBody: {
            content: {
                "application/json": {
                    adminMemo: string | null;
                };
            };
        };
        responses: {
            /** @description MessageResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateInquiryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description UpdateStatusRequest */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final.
                     * @enum {unknown}
                     */
                    status: "new" | "in_progress" | "contacted" | "converted" | "closed" | "spam";
                };
            };
        };
        responses: {
            /** @description MessageResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The inquiry is converted (`inquiry_converted`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description pending: waiting for its first attempt or a retry; sent; failed: refused for good or out of attempts. */
                status?: "pending" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<OutboxEmail> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description Delivery attempts so far. */
                            attempts: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            id: number;
                            /** @description The mail server's answer to the last failed attempt. */
                            lastError: string | null;
                            /**
                             * Format: date-time
                             * @description When a pending mail is tried next.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            nextAttemptAt: string | null;
                            recipient: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            sentAt: string | null;
                            /** @description pending: waiting for its first attempt or a retry; sent; failed: refused for good or out of attempts. */
                            status: "pending" | "sent" | "failed";
                            subject: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    resendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Delivery attempts so far. */
                        attempts: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        /** @description The mail server's answer to the last failed attempt. */
                        lastError: string | null;
                        /**
                         * Format: date-time
                         * @description When a pending mail is tried next.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        nextAttemptAt: string | null;
                        recipient: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string | null;
                        /** @description pending: waiting for its first attempt or a retry; sent; failed: refused for good or out of attempts. */
                        status: "pending" | "sent" | "failed";
                        subject: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    requestSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description SignInLinkResponse: the same for every address, known or not. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How long a mailed link and code stay valid. */
                        expiresInMinutes: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it. */
                    credential: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description PortalTokenPair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For `Authorization: Bearer` on /api/portal routes (audience taxdesk-portal). */
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /** @description Refresh token lifetime in seconds (never past the absolute session lifetime). */
                        refreshExpiresIn: number;
                        /** @description Also set as the HttpOnly session cookie. */
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_passkey: unknown or removed passkey, used or expired challenge, a signature or counter that does not check, or access ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site (Origin or Sec-Fetch-Site): cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPasskeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialRequestOptionsJSON: pass it to startAuthentication({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    refreshPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The refresh token, or no body (or {}) to use the session cookie. */
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                };
            };
        };
        responses: {
            /** @description PortalTokenPair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For `Authorization: Bearer` on /api/portal routes (audience taxdesk-portal). */
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /** @description Refresh token lifetime in seconds (never past the absolute session lifetime). */
                        refreshExpiresIn: number;
                        /** @description Also set as the HttpOnly session cookie. */
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or an unknown, expired, revoked or reused one, or the access was ended (the cookie is cleared). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site (Origin or Sec-Fetch-Site): cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many requests from this address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    endPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    endAllPortalSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out everywhere. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    verifySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Either { token } or { email, code }. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6-digit code of the mail, with `email`. */
                    code?: string;
                    /** Format: email */
                    email?: string;
                    /** @description The link's `token` (from its URL fragment). */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description PortalTokenPair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For `Authorization: Bearer` on /api/portal routes (audience taxdesk-portal). */
                        accessToken: string;
                        /** @description Access token lifetime in seconds. */
                        expiresIn: number;
                        /** @description Refresh token lifetime in seconds (never past the absolute session lifetime). */
                        refreshExpiresIn: number;
                        /** @description Also set as the HttpOnly session cookie. */
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description invalid_sign_in: unknown, used, expired or dead link or code. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Sent from another site (Origin or Sec-Fetch-Site): cross_site_request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too many codes tried; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPortalDeadlines: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<PortalDeadline> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            /**
                             * @description A pending filing schedule, or a filing not yet filed.
                             * @enum {unknown}
                             */
                            kind: "schedule" | "filing";
                            /** @description Due before today (the firm's time zone). */
                            overdue: boolean;
                            period: string | null;
                            /** @description The firm's code for the tax (common codes, group tax_type). */
                            taxType: string;
                            /** @description The firm's word for the tax (its common code's label in the client's language, else its name, else the code). */
                            taxTypeLabel: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPortalDocumentRequests: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<PortalDocumentRequest> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            files: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                createdAt: string;
                                fileName: string;
                                /** @description true: the firm shared it; false: the client uploaded it. */
                                fromFirm: boolean;
                                id: number;
                                mediaType: string;
                                requestId: number | null;
                                /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                                sha256: string;
                                size: number;
                            }[];
                            id: number;
                            /** @description The due date has passed (the firm’s time zone) and the request is not accepted. */
                            overdue: boolean;
                            /** @description Why the firm rejected what was uploaded (status rejected). */
                            reviewNote: string | null;
                            /**
                             * @description open: nothing uploaded yet | submitted: the client uploaded, waiting for review | accepted | rejected: the client sees reviewNote and may upload again
                             * @enum {unknown}
                             */
                            status: "open" | "submitted" | "accepted" | "rejected";
                            title: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    uploadRequestFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StoredFiles */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every file stored, in the order they were sent. */
                        files: {
                            fileName: string;
                            id: number;
                            mediaType: string;
                            /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                            sha256: string;
                            size: number;
                        }[];
                        /** @description The first file’s document id. */
                        id: number;
                        /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                        sha256: string;
                    };
                };
            };
            /** @description No part named `file`, another field, or a body cut short (`bad_request`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such request of theirs. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The request was accepted already (`document_request_closed`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A file over UPLOAD_MAX_MB (`file_too_large`, `limitBytes`), or too many parts (`payload_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A file whose content is not an accepted type (`unsupported_media_type`, `detectedType`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The virus scanner found something (`malware_detected`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The virus scanner cannot be reached (`scanner_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPortalDocuments: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<PortalDocument> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            fileName: string;
                            /** @description true: the firm shared it; false: the client uploaded it. */
                            fromFirm: boolean;
                            id: number;
                            mediaType: string;
                            requestId: number | null;
                            /** @description SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag). */
                            sha256: string;
                            size: number;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPortalDocumentContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its stored type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The asked range of the file (`Content-Range`). */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such document of theirs. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The range starts past the end (`range_not_satisfiable`, `Content-Range: bytes *\/size`). */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": Record<string, never>;
                };
            };
            /** @description The stored bytes failed their check (`document_corrupted`) or are gone (`document_missing`): never sent. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": Record<string, never>;
                };
            };
        };
    };
    listPortalEngagements: {
        parameters: {
            query?: {
                /** @description waiting: only the engagements whose letter waits for the client’s signature (the to-do list). */
                letter?: "waiting";
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<PortalEngagement> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            contractNumber: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            endDate: string | null;
                            /** @description In major units of the firm currency. */
                            feeAmount: number | null;
                            /** @description fixed | hourly | retainer */
                            feeType: string;
                            /** @description The fee type in the client's language. */
                            feeTypeLabel: string;
                            id: number;
                            /** @description The newest engagement letter that is not withdrawn; null when none was sent. */
                            letter: {
                                /**
                                 * Format: date-time
                                 * @example 2026-11-22T09:30:00.000Z
                                 */
                                sentAt: string;
                                /**
                                 * @description sent and viewed wait for the signature (GET /api/portal/engagements/{id}/letter).
                                 * @enum {unknown}
                                 */
                                status: "sent" | "viewed" | "signed" | "declined";
                            } | null;
                            serviceType: string | null;
                            /** @description The firm's word for the service (common codes, group service_type) in the client's language, else the code. */
                            serviceTypeLabel: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            signedAt: string | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            startDate: string;
                            /** @description draft | active | completed | terminated */
                            status: string;
                            /** @description The status in the client's language. */
                            statusLabel: string;
                            title: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    declinePortalLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why, for the firm. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description An engagement letter as the client sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What the client agrees to by signing (ESIGN Act 101(c) style), in the letter’s language. */
                        consentText: string;
                        contractId: number;
                        /** @description The engagement’s title. */
                        contractTitle: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        declinedAt: string | null;
                        documentId: number | null;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string;
                        /** @description SHA-256 of the PDF as sent: send it back when signing. */
                        sha256: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        signedDocumentId: number | null;
                        signedSha256: string | null;
                        signerName: string | null;
                        /**
                         * @description sent | viewed | signed | declined | withdrawn
                         * @enum {unknown}
                         */
                        status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        viewedAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Signed already (`letter_already_signed`) or declined (`letter_not_open`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPortalLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An engagement letter as the client sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What the client agrees to by signing (ESIGN Act 101(c) style), in the letter’s language. */
                        consentText: string;
                        contractId: number;
                        /** @description The engagement’s title. */
                        contractTitle: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        declinedAt: string | null;
                        documentId: number | null;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string;
                        /** @description SHA-256 of the PDF as sent: send it back when signing. */
                        sha256: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        signedDocumentId: number | null;
                        signedSha256: string | null;
                        signerName: string | null;
                        /**
                         * @description sent | viewed | signed | declined | withdrawn
                         * @enum {unknown}
                         */
                        status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        viewedAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPortalLetterPdf: {
        parameters: {
            query?: {
                /** @description true: as an attachment; default inline, for the portal’s viewer. */
                download?: boolean;
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    signPortalLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The consent text was read and agreed to.
                     * @enum {boolean}
                     */
                    consent: true;
                    /** @description The signer’s full name, as typed. */
                    fullName: string;
                    /** @description The `sha256` of the letter the client was shown. */
                    sha256: string;
                };
            };
        };
        responses: {
            /** @description An engagement letter as the client sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What the client agrees to by signing (ESIGN Act 101(c) style), in the letter’s language. */
                        consentText: string;
                        contractId: number;
                        /** @description The engagement’s title. */
                        contractTitle: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        declinedAt: string | null;
                        documentId: number | null;
                        /**
                         * @description A supported language: en | ko.
                         * @enum {unknown}
                         */
                        language: "en" | "ko";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        sentAt: string;
                        /** @description SHA-256 of the PDF as sent: send it back when signing. */
                        sha256: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        signedAt: string | null;
                        signedDocumentId: number | null;
                        signedSha256: string | null;
                        signerName: string | null;
                        /**
                         * @description sent | viewed | signed | declined | withdrawn
                         * @enum {unknown}
                         */
                        status: "sent" | "viewed" | "signed" | "declined" | "withdrawn";
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        viewedAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The session was started more than 15 minutes ago (`recent_sign_in_required`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Signed already (`letter_already_signed`), declined (`letter_not_open`), or not the letter sent (`letter_changed`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPortalFilings: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<PortalFiling> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description In major units of the firm currency. */
                            amountDue: number | null;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            filedAt: string | null;
                            id: number;
                            period: string | null;
                            /** @description In major units of the firm currency. */
                            refundAmount: number | null;
                            /** @description draft | in_progress | filed | accepted | rejected | amended */
                            status: string;
                            /** @description The status in the client's language. */
                            statusLabel: string;
                            taxType: string;
                            /** @description The firm's word for the tax (its common code's label in the client's language, else its name, else the code). */
                            taxTypeLabel: string;
                            taxYear: number;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPortalInvoices: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<PortalInvoice> with the total outstanding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description In major units of the firm currency. */
                            amount: number;
                            description: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            invoiceDate: string;
                            /** @description YYYY-NNNN; the PDF is GET /api/portal/invoices/{id}/pdf. */
                            invoiceNumber: string;
                            isPaid: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            paidAt: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        /** @description The sum of every unpaid invoice, in major units. */
                        totalOutstanding: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPortalInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PortalInvoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description In major units of the firm currency. */
                        amount: number;
                        description: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        invoiceDate: string;
                        /** @description YYYY-NNNN; the PDF is GET /api/portal/invoices/{id}/pdf. */
                        invoiceNumber: string;
                        isPaid: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        paidAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPortalInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description invoice-<invoiceNumber>.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPortalMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PortalMe: the signed-in client as the firm has them, with the firm to contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        email: string | null;
                        /** @description The firm's contact details, from the site settings; its language (DEFAULT_LOCALE, what a client with `locale` null reads) and currency. */
                        firm: {
                            address: string | null;
                            /** @description ISO 4217 code of every amount the portal shows (CURRENCY), e.g. KRW. */
                            currency: string;
                            email: string | null;
                            /**
                             * @description A language of the catalogs: en (English) | ko (Korean).
                             * @enum {unknown}
                             */
                            locale: "en" | "ko";
                            name: string;
                            phone: string | null;
                            website: string;
                        };
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        name: string;
                        phone: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updatePortalMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The client changes only their phone and postal address (null clears one); what else GET answered is accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    address: string | null;
                    readonly email?: string | null;
                    /** @description As GET returns it: accepted and ignored. */
                    readonly firm?: {
                        address: string | null;
                        /** @description ISO 4217 code of every amount the portal shows (CURRENCY), e.g. KRW. */
                        currency: string;
                        email: string | null;
                        /**
                         * @description A language of the catalogs: en (English) | ko (Korean).
                         * @enum {unknown}
                         */
                        locale: "en" | "ko";
                        name: string;
                        phone: string | null;
                        website: string;
                    };
                    /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                    readonly locale?: ("en" | "ko") | null;
                    readonly name?: string;
                    /** @example +82 2-1234-5678 */
                    phone: string | null;
                };
            };
        };
        responses: {
            /** @description PortalMe: the signed-in client as the firm has them, with the firm to contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string | null;
                        email: string | null;
                        /** @description The firm's contact details, from the site settings; its language (DEFAULT_LOCALE, what a client with `locale` null reads) and currency. */
                        firm: {
                            address: string | null;
                            /** @description ISO 4217 code of every amount the portal shows (CURRENCY), e.g. KRW. */
                            currency: string;
                            email: string | null;
                            /**
                             * @description A language of the catalogs: en (English) | ko (Korean).
                             * @enum {unknown}
                             */
                            locale: "en" | "ko";
                            name: string;
                            phone: string | null;
                            website: string;
                        };
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        name: string;
                        phone: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPortalPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PasskeyList: oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            id: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            lastUsedAt: string | null;
                            name: string;
                            /** @description A multi-device passkey (kept in a password manager or platform account). */
                            synced: boolean;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPortalPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description RegistrationCredential: navigator.credentials.create()'s answer as @simplewebauthn/browser's startRegistration() gives it. */
                    credential: {
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @description What the browser answered of the extensions asked for. */
                        clientExtensionResults: {
                            appid?: boolean;
                            credProps?: {
                                rk?: boolean;
                            };
                            hmacCreateSecret?: boolean;
                        };
                        /** @description The credential id, base64url. */
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                            transports?: string[];
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                    /** @description A name its owner recognises the passkey by ("iPhone", "Work laptop"). */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Passkey: never its key or credential id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastUsedAt: string | null;
                        name: string;
                        /** @description A multi-device passkey (kept in a password manager or platform account). */
                        synced: boolean;
                    };
                };
            };
            /** @description passkey_not_verified: the ceremony expired or was answered already, or the answer does not check. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description passkey_exists: this authenticator is registered already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updatePortalPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name its owner recognises the passkey by ("iPhone", "Work laptop"). */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Passkey: never its key or credential id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        id: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        lastUsedAt: string | null;
                        name: string;
                        /** @description A multi-device passkey (kept in a password manager or platform account). */
                        synced: boolean;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such passkey of the client. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePortalPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such passkey of the client. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createPortalPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialCreationOptionsJSON: pass it to startRegistration({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rp: {
                            id?: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    rebalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Market readings. The regime is macro.REGIME_PRELIM, else macro.REGIME, else NEUTRAL. */
                    macro?: {
                        [key: string]: unknown;
                    };
                    options?: {
                        /** @description Decimal places of order quantities (default 6). */
                        quantityScale?: number;
                        /**
                         * @description An exact decimal. Send a string ("0.5", "12.000001", "1e-3"); a JSON number is taken only up to 15 significant digits.
                         * @example 12.000001
                         */
                        tolerance?: string | number;
                    };
                    snapshot: {
                        /**
                         * @description An exact decimal. Send a string ("0.5", "12.000001", "1e-3"); a JSON number is taken only up to 15 significant digits.
                         * @example 12.000001
                         */
                        cash?: string | number;
                        /** @description Broker rows; one symbol may be split over several rows. */
                        rows: {
                            /**
                             * @description An exact decimal. Send a string ("0.5", "12.000001", "1e-3"); a JSON number is taken only up to 15 significant digits.
                             * @example 12.000001
                             */
                            availableQuantity: string | number;
                            /**
                             * @description An exact decimal. Send a string ("0.5", "12.000001", "1e-3"); a JSON number is taken only up to 15 significant digits.
                             * @example 12.000001
                             */
                            price: string | number;
                            /**
                             * @description An exact decimal. Send a string ("0.5", "12.000001", "1e-3"); a JSON number is taken only up to 15 significant digits.
                             * @example 12.000001
                             */
                            quantity: string | number;
                            /** @description 1-32 characters without spaces; rows of one symbol are merged. */
                            symbol: string;
                        }[];
                    };
                    /** @description Per regime, the target weight (0..1) of each symbol; a regime's weights add up to at most 1. */
                    targets: {
                        [key: string]: {
                            [key: string]: string | number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description A rebalance sheet: one row per symbol held or targeted, sorted by symbol. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        engine: "REBALANCE_ENGINE_V1";
                        quantityScale: number;
                        regime: string;
                        regimeSource: "macro.REGIME_PRELIM" | "macro.REGIME" | "default";
                        rows: {
                            /** @description An exact decimal in plain notation. */
                            availableQuantity: string;
                            /** @description An exact decimal in plain notation. */
                            currentWeight: string;
                            /** @description An exact decimal in plain notation. */
                            heldQuantity: string;
                            /** @description An exact decimal in plain notation. */
                            marketValue: string;
                            /** @description Snapshot rows merged into this position. */
                            mergedRows: number;
                            /** @description Signed: positive buys, negative sells (never more than availableQuantity). */
                            orderQuantity: string;
                            /** @description An exact decimal in plain notation. */
                            orderValue: string;
                            price: string | null;
                            /** @description BUY, SELL_READY, SELL_BLOCKED, HOLD, or WATCH_EXIT_SIGNAL for a symbol that is not held (docs/portfolio.md). */
                            signal: "BUY" | "SELL_READY" | "SELL_BLOCKED" | "HOLD" | "WATCH_EXIT_SIGNAL";
                            symbol: string;
                            /** @description An exact decimal in plain notation. */
                            targetWeight: string;
                        }[];
                        /** @description An exact decimal in plain notation. */
                        tolerance: string;
                        totals: {
                            /** @description An exact decimal in plain notation. */
                            buyValue: string;
                            /** @description An exact decimal in plain notation. */
                            cash: string;
                            /** @description An exact decimal in plain notation. */
                            cashAfter: string;
                            /** @description An exact decimal in plain notation. */
                            marketValue: string;
                            /** @description An exact decimal in plain notation. */
                            sellValue: string;
                            /** @description An exact decimal in plain notation. */
                            totalValue: string;
                        };
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description REBALANCE_ENGINE_V1 is retired in the formula registry. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listRevenue: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /** @example 2026-11-22 */
                from?: string;
                isPaid?: boolean;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revenue entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            amount: number;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            contractId: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            description: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            invoiceDate: string;
                            /**
                             * Format: date-time
                             * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            invoiceIssuedAt: string | null;
                            /**
                             * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                             * @example 2027-0001
                             */
                            invoiceNumber: string;
                            isPaid: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            paidAt: string | null;
                            paymentMethod: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createRevenue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @description Amount invoiced, more than 0, at most two decimals.
                     * @example 1234.5
                     */
                    amount: number;
                    /** @description A positive integer id. */
                    clientId: number;
                    /** @description A current contract of the same client (400 otherwise). */
                    contractId?: number | null;
                    description: string;
                    /**
                     * Format: date
                     * @description On or after invoiceDate.
                     * @example 2026-11-22
                     */
                    dueDate?: string | null;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    invoiceDate: string;
                    /**
                     * @description Record an entry that is already paid.
                     * @default false
                     */
                    isPaid?: boolean;
                    /**
                     * Format: date-time
                     * @description With isPaid: when it was paid (default now).
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    paidAt?: string | null;
                    /** @description e.g. bank_transfer, card, cash. */
                    paymentMethod?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRevenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        invoiceDate: string;
                        /**
                         * Format: date-time
                         * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        invoiceIssuedAt: string | null;
                        /**
                         * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                         * @example 2027-0001
                         */
                        invoiceNumber: string;
                        isPaid: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        paidAt: string | null;
                        paymentMethod: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateRevenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces what was invoiced; the client stays, and payment is changed only by /paid (PUT marks it paid, DELETE un-pays). The read-only fields of an entry (as GET returns it) are accepted and ignored; clientId may not change. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @description Amount invoiced, more than 0, at most two decimals.
                     * @example 1234.5
                     */
                    amount: number;
                    readonly clientId?: number;
                    /** @description The client's name (read only). */
                    readonly clientName?: string;
                    /** @description A current contract of the same client (400 otherwise). */
                    contractId?: number | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    description: string;
                    /**
                     * Format: date
                     * @description On or after invoiceDate.
                     * @example 2026-11-22
                     */
                    dueDate?: string | null;
                    readonly id?: number;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    invoiceDate: string;
                    /**
                     * Format: date-time
                     * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly invoiceIssuedAt?: string | null;
                    /**
                     * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                     * @example 2027-0001
                     */
                    readonly invoiceNumber?: string;
                    readonly isPaid?: boolean;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly paidAt?: string | null;
                    readonly paymentMethod?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        invoiceDate: string;
                        /**
                         * Format: date-time
                         * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        invoiceIssuedAt: string | null;
                        /**
                         * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                         * @example 2027-0001
                         */
                        invoiceNumber: string;
                        isPaid: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        paidAt: string | null;
                        paymentMethod: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteRevenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRevenueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description invoice-<invoiceNumber>.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    issueRevenueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mail is queued (the mail queue delivers it). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        invoiceNumber: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        issuedAt: string;
                        mailedTo: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    markRevenuePaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description paidAt defaults to now. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    paidAt?: string;
                    /** @description e.g. bank_transfer, card, cash. */
                    paymentMethod?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        invoiceDate: string;
                        /**
                         * Format: date-time
                         * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        invoiceIssuedAt: string | null;
                        /**
                         * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                         * @example 2027-0001
                         */
                        invoiceNumber: string;
                        isPaid: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        paidAt: string | null;
                        paymentMethod: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Already paid (`revenue_already_paid`, with `paidAt`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    markRevenueUnpaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        contractId: number | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        description: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        invoiceDate: string;
                        /**
                         * Format: date-time
                         * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        invoiceIssuedAt: string | null;
                        /**
                         * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                         * @example 2027-0001
                         */
                        invoiceNumber: string;
                        isPaid: boolean;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        paidAt: string | null;
                        paymentMethod: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not paid (`revenue_not_paid`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClientRevenue: {
        parameters: {
            query?: {
                /** @example 2026-11-22 */
                from?: string;
                isPaid?: boolean;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revenue entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            amount: number;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            contractId: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            description: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            invoiceDate: string;
                            /**
                             * Format: date-time
                             * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            invoiceIssuedAt: string | null;
                            /**
                             * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                             * @example 2027-0001
                             */
                            invoiceNumber: string;
                            isPaid: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            paidAt: string | null;
                            paymentMethod: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportRevenue: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /** @example 2026-11-22 */
                from?: string;
                isPaid?: boolean;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description revenue-<date>.csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    monthlyRevenue: {
        parameters: {
            query?: {
                /** @description Calendar year (default: the firm's current year). */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All twelve months, by invoice date; months without revenue are zeros. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        months: {
                            count: number;
                            month: number;
                            paid: number;
                            /** @description Invoiced and not paid. */
                            pending: number;
                            /** @description Everything invoiced. */
                            total: number;
                        }[];
                        year: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listPendingRevenue: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revenue entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            amount: number;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            contractId: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            description: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            invoiceDate: string;
                            /**
                             * Format: date-time
                             * @description When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            invoiceIssuedAt: string | null;
                            /**
                             * @description The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. It stays when the invoice date changes, and a deleted entry's number is never given again (docs/engagements.md, "Invoices").
                             * @example 2027-0001
                             */
                            invoiceNumber: string;
                            isPaid: boolean;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            paidAt: string | null;
                            paymentMethod: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    totalRevenue: {
        parameters: {
            query?: {
                /** @example 2026-11-22 */
                from?: string;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        paid: number;
                        /** @description Invoiced and not paid. */
                        pending: number;
                        /** @description Everything invoiced. */
                        total: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                /** @description At most this many results (default 20). */
                limit?: number;
                /** @description What to find: every word must start a word of the record (so it works as you type). */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Best match first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description Contact details, code, status: what tells two results apart. */
                            detail: string;
                            /** @description The id of the client, inquiry, company or post. */
                            id: number;
                            kind: "client" | "inquiry" | "company" | "post";
                            /** @description A client's or company's name, an inquiry's subject, a post's title. */
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Site settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mail the sender of an inquiry that it arrived; the mail quotes nothing they typed. */
                        acknowledgeInquiries: boolean;
                        address: string | null;
                        /** @description The theme colour, #rrggbb in lowercase (links, buttons, the header line); null: the theme’s own. Pick one with AA contrast on white. */
                        brandColour: string | null;
                        /** @example Mon-Fri 09:00-18:00 */
                        businessHours: string | null;
                        /** Format: email */
                        contactEmail: string | null;
                        /** @example +82 2-1234-5678 */
                        contactPhone: string | null;
                        defaultMetaDescription: string | null;
                        defaultMetaTitle: string | null;
                        /**
                         * @description How to pay, printed on every invoice: bank, account number, holder, reference to quote. null: no payment section.
                         * @example Bank: Hana Bank
                         *     Account: 123-456789-01234
                         *     Holder: Hanbit Tax
                         */
                        invoicePaymentInstructions: string | null;
                        /** @description The tax (VAT) included in invoiced amounts, in percent (10 in Korea); invoices show the supply value and the tax within the total. null: no tax line. */
                        invoiceTaxRatePercent: number | null;
                        /** @description A site image (POST /api/images) shown as the logo; null: the site name in text. */
                        logoImageId: number | null;
                        /** @description The logo image’s largest WebP file, absolute (from SITE_URL); null without a logo. Read-only: set logoImageId. */
                        logoUrl: string | null;
                        /** @description Mail the contact address when an inquiry arrives (docs/automation.md). */
                        notifyNewInquiries: boolean;
                        /** @description How many of the newest published posts the RSS feed lists (also per category); null lists every post. */
                        rssItemLimit: number | null;
                        siteDescription: string | null;
                        siteName: string;
                        /**
                         * Format: uri
                         * @description The public site's address.
                         * @example https://www.example-tax.com
                         */
                        siteUrl: string;
                        socialLinks: {
                            name: string;
                            url: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description null until the settings are first saved (the values are then the defaults).
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    saveSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The whole record: every field is required (null clears an optional one), but for the mail switches, the look (brandColour, logoImageId) and the invoice fields (invoicePaymentInstructions, invoiceTaxRatePercent), which stay as they are when left out. updatedAt and logoUrl (as GET returns them) are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Mail the sender of an inquiry that it arrived; the mail quotes nothing they typed. */
                    acknowledgeInquiries?: boolean;
                    address: string | null;
                    /** @description The theme colour, #rrggbb in lowercase (links, buttons, the header line); null: the theme’s own. Pick one with AA contrast on white. */
                    brandColour?: string | null;
                    /** @example Mon-Fri 09:00-18:00 */
                    businessHours: string | null;
                    /** Format: email */
                    contactEmail: string | null;
                    /** @example +82 2-1234-5678 */
                    contactPhone: string | null;
                    defaultMetaDescription: string | null;
                    defaultMetaTitle: string | null;
                    /**
                     * @description How to pay, printed on every invoice: bank, account number, holder, reference to quote. null: no payment section.
                     * @example Bank: Hana Bank
                     *     Account: 123-456789-01234
                     *     Holder: Hanbit Tax
                     */
                    invoicePaymentInstructions?: string | null;
                    /** @description The tax (VAT) included in invoiced amounts, in percent (10 in Korea); invoices show the supply value and the tax within the total. null: no tax line. */
                    invoiceTaxRatePercent?: number | null;
                    /** @description A site image (POST /api/images) shown as the logo; null: the site name in text. */
                    logoImageId?: number | null;
                    /** @description The logo image’s largest WebP file, absolute (from SITE_URL); null without a logo. Read-only: set logoImageId. */
                    readonly logoUrl?: string | null;
                    /** @description Mail the contact address when an inquiry arrives (docs/automation.md). */
                    notifyNewInquiries?: boolean;
                    /** @description How many of the newest published posts the RSS feed lists (also per category); null lists every post. */
                    rssItemLimit: number | null;
                    siteDescription: string | null;
                    siteName: string;
                    /**
                     * Format: uri
                     * @description The public site's address.
                     * @example https://www.example-tax.com
                     */
                    siteUrl: string;
                    socialLinks: {
                        /** @description Unique within the list, e.g. "Instagram". */
                        name: string;
                        /**
                         * Format: uri
                         * @example https://www.example-tax.com
                         */
                        url: string;
                    }[];
                    /**
                     * Format: date-time
                     * @description null until the settings are first saved (the values are then the defaults).
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Site settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mail the sender of an inquiry that it arrived; the mail quotes nothing they typed. */
                        acknowledgeInquiries: boolean;
                        address: string | null;
                        /** @description The theme colour, #rrggbb in lowercase (links, buttons, the header line); null: the theme’s own. Pick one with AA contrast on white. */
                        brandColour: string | null;
                        /** @example Mon-Fri 09:00-18:00 */
                        businessHours: string | null;
                        /** Format: email */
                        contactEmail: string | null;
                        /** @example +82 2-1234-5678 */
                        contactPhone: string | null;
                        defaultMetaDescription: string | null;
                        defaultMetaTitle: string | null;
                        /**
                         * @description How to pay, printed on every invoice: bank, account number, holder, reference to quote. null: no payment section.
                         * @example Bank: Hana Bank
                         *     Account: 123-456789-01234
                         *     Holder: Hanbit Tax
                         */
                        invoicePaymentInstructions: string | null;
                        /** @description The tax (VAT) included in invoiced amounts, in percent (10 in Korea); invoices show the supply value and the tax within the total. null: no tax line. */
                        invoiceTaxRatePercent: number | null;
                        /** @description A site image (POST /api/images) shown as the logo; null: the site name in text. */
                        logoImageId: number | null;
                        /** @description The logo image’s largest WebP file, absolute (from SITE_URL); null without a logo. Read-only: set logoImageId. */
                        logoUrl: string | null;
                        /** @description Mail the contact address when an inquiry arrives (docs/automation.md). */
                        notifyNewInquiries: boolean;
                        /** @description How many of the newest published posts the RSS feed lists (also per category); null lists every post. */
                        rssItemLimit: number | null;
                        siteDescription: string | null;
                        siteName: string;
                        /**
                         * Format: uri
                         * @description The public site's address.
                         * @example https://www.example-tax.com
                         */
                        siteUrl: string;
                        socialLinks: {
                            name: string;
                            url: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description null until the settings are first saved (the values are then the defaults).
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createFiling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @example 1234.5
                     */
                    amountDue?: number | null;
                    /** @description The user responsible (an active user): the staff digest lists it first for them. Left out or null: nobody. */
                    assigneeUserId?: number | null;
                    /** @description A positive integer id. */
                    clientId: number;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    dueDate?: string | null;
                    /**
                     * Format: date-time
                     * @description When the return was filed: required once status is filed, accepted, rejected or amended.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    filedAt?: string | null;
                    memo?: string | null;
                    /** @description e.g. 2026-H2, 2026-Q4. */
                    period?: string | null;
                    /**
                     * Format: money
                     * @example 1234.5
                     */
                    refundAmount?: number | null;
                    /**
                     * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                     * @enum {unknown}
                     */
                    status?: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                    /** @description e.g. VAT, income, corporate. */
                    taxType: string;
                    taxYear: number;
                };
            };
        };
        responses: {
            /** @description TaxFiling */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountDue: number | null;
                        assigneeUserId: number | null;
                        /** @description Set on create; a filing stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        filedAt: string | null;
                        readonly id: number;
                        memo: string | null;
                        period: string | null;
                        refundAmount: number | null;
                        /**
                         * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                         * @enum {unknown}
                         */
                        status: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                        taxType: string;
                        taxYear: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TaxFiling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountDue: number | null;
                        assigneeUserId: number | null;
                        /** @description Set on create; a filing stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        filedAt: string | null;
                        readonly id: number;
                        memo: string | null;
                        period: string | null;
                        refundAmount: number | null;
                        /**
                         * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                         * @enum {unknown}
                         */
                        status: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                        taxType: string;
                        taxYear: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateFiling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the filing (its client stays): optional fields left out become null; status is required. The read-only fields of a filing (as GET returns it) are accepted and ignored; clientId may not change. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @example 1234.5
                     */
                    amountDue?: number | null;
                    /** @description The user responsible (an active user): the staff digest lists it first for them. Left out or null: nobody. */
                    assigneeUserId?: number | null;
                    /** @description Set on create; a filing stays with its client. */
                    readonly clientId?: number;
                    /** @description The client's name. */
                    readonly clientName?: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    dueDate?: string | null;
                    /**
                     * Format: date-time
                     * @description When the return was filed: required once status is filed, accepted, rejected or amended.
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    filedAt?: string | null;
                    readonly id?: number;
                    memo?: string | null;
                    /** @description e.g. 2026-H2, 2026-Q4. */
                    period?: string | null;
                    /**
                     * Format: money
                     * @example 1234.5
                     */
                    refundAmount?: number | null;
                    /**
                     * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                     * @enum {unknown}
                     */
                    status: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                    /** @description e.g. VAT, income, corporate. */
                    taxType: string;
                    taxYear: number;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description TaxFiling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountDue: number | null;
                        assigneeUserId: number | null;
                        /** @description Set on create; a filing stays with its client. */
                        clientId: number;
                        /** @description The client's name. */
                        readonly clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        filedAt: string | null;
                        readonly id: number;
                        memo: string | null;
                        period: string | null;
                        refundAmount: number | null;
                        /**
                         * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                         * @enum {unknown}
                         */
                        status: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                        taxType: string;
                        taxYear: number;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        readonly updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteFiling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClientFilings: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required. */
                status?: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                taxYear?: number;
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxFiling> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            amountDue: number | null;
                            assigneeUserId: number | null;
                            /** @description Set on create; a filing stays with its client. */
                            clientId: number;
                            /** @description The client's name. */
                            readonly clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            filedAt: string | null;
                            readonly id: number;
                            memo: string | null;
                            period: string | null;
                            refundAmount: number | null;
                            /**
                             * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                             * @enum {unknown}
                             */
                            status: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                            taxType: string;
                            taxYear: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportFilings: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /** @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required. */
                status?: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                taxYear?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description tax-filings-<date>.csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listUpcomingFilings: {
        parameters: {
            query?: {
                /** @description Window length in days: due dates from today through today + days, both included (0 = due today). Today is the firm's day in BUSINESS_TIME_ZONE. */
                days?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxFiling> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            amountDue: number | null;
                            assigneeUserId: number | null;
                            /** @description Set on create; a filing stays with its client. */
                            clientId: number;
                            /** @description The client's name. */
                            readonly clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            filedAt: string | null;
                            readonly id: number;
                            memo: string | null;
                            period: string | null;
                            refundAmount: number | null;
                            /**
                             * @description draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.
                             * @enum {unknown}
                             */
                            status: "draft" | "in_progress" | "filed" | "accepted" | "rejected" | "amended";
                            taxType: string;
                            taxYear: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            readonly updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description A positive integer id. */
                clientId?: number;
                /** @description true: completed only; false: pending only. */
                completed?: boolean;
                /** @example 2026-11-22 */
                from?: string;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxFilingSchedule> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            assigneeUserId: number | null;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            isCompleted: boolean;
                            /** @description The schedule created when this recurring one was completed. */
                            nextScheduleId: number | null;
                            notes: string | null;
                            period: string | null;
                            recurrence: ("monthly" | "quarterly" | "yearly") | null;
                            taxType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The user responsible (an active user): the staff digest lists it first for them; the next schedule of a recurring one keeps it. */
                    assigneeUserId?: number | null;
                    /** @description A positive integer id. */
                    clientId: number;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    dueDate: string;
                    notes?: string | null;
                    /** @description e.g. 2026-Q4, 2026-11, 2026. */
                    period?: string | null;
                    recurrence?: ("monthly" | "quarterly" | "yearly") | null;
                    /** @description e.g. VAT, income, withholding, corporate. */
                    taxType: string;
                };
            };
        };
        responses: {
            /** @description TaxFilingSchedule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeUserId: number | null;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        completedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string;
                        id: number;
                        isCompleted: boolean;
                        /** @description The schedule created when this recurring one was completed. */
                        nextScheduleId: number | null;
                        notes: string | null;
                        period: string | null;
                        recurrence: ("monthly" | "quarterly" | "yearly") | null;
                        taxType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TaxFilingSchedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeUserId: number | null;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        completedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string;
                        id: number;
                        isCompleted: boolean;
                        /** @description The schedule created when this recurring one was completed. */
                        nextScheduleId: number | null;
                        notes: string | null;
                        period: string | null;
                        recurrence: ("monthly" | "quarterly" | "yearly") | null;
                        taxType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description UpdateScheduleRequest: the schedule replaced (what is left out becomes null); the client and the completion stay. The read-only fields of a schedule (as GET returns it) are accepted and ignored; clientId may not change. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The user responsible (an active user): the staff digest lists it first for them; the next schedule of a recurring one keeps it. */
                    assigneeUserId?: number | null;
                    readonly clientId?: number;
                    /** @description The client's name (read only). */
                    readonly clientName?: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly completedAt?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    dueDate: string;
                    readonly id?: number;
                    readonly isCompleted?: boolean;
                    /** @description The schedule created when this recurring one was completed. */
                    readonly nextScheduleId?: number | null;
                    notes?: string | null;
                    /** @description e.g. 2026-Q4, 2026-11, 2026. */
                    period?: string | null;
                    recurrence?: ("monthly" | "quarterly" | "yearly") | null;
                    /** @description e.g. VAT, income, withholding, corporate. */
                    taxType: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description TaxFilingSchedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeUserId: number | null;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        completedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string;
                        id: number;
                        isCompleted: boolean;
                        /** @description The schedule created when this recurring one was completed. */
                        nextScheduleId: number | null;
                        notes: string | null;
                        period: string | null;
                        recurrence: ("monthly" | "quarterly" | "yearly") | null;
                        taxType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    completeSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CompleteScheduleResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The next schedule, created in the same transaction, for a recurring one. */
                        nextSchedule: {
                            assigneeUserId: number | null;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            isCompleted: boolean;
                            /** @description The schedule created when this recurring one was completed. */
                            nextScheduleId: number | null;
                            notes: string | null;
                            period: string | null;
                            recurrence: ("monthly" | "quarterly" | "yearly") | null;
                            taxType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        } | null;
                        /** @description TaxFilingSchedule */
                        schedule: {
                            assigneeUserId: number | null;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            isCompleted: boolean;
                            /** @description The schedule created when this recurring one was completed. */
                            nextScheduleId: number | null;
                            notes: string | null;
                            period: string | null;
                            recurrence: ("monthly" | "quarterly" | "yearly") | null;
                            taxType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Already completed (`schedule_already_completed`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    reopenSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TaxFilingSchedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeUserId: number | null;
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        completedAt: string | null;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        dueDate: string;
                        id: number;
                        isCompleted: boolean;
                        /** @description The schedule created when this recurring one was completed. */
                        nextScheduleId: number | null;
                        notes: string | null;
                        period: string | null;
                        recurrence: ("monthly" | "quarterly" | "yearly") | null;
                        taxType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not completed (`schedule_not_completed`), or the next schedule was changed since (`schedule_next_in_use`, with `nextScheduleId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listClientSchedules: {
        parameters: {
            query?: {
                /** @description true: completed only; false: pending only. */
                completed?: boolean;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description A positive integer id. */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxFilingSchedule> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            assigneeUserId: number | null;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            isCompleted: boolean;
                            /** @description The schedule created when this recurring one was completed. */
                            nextScheduleId: number | null;
                            notes: string | null;
                            period: string | null;
                            recurrence: ("monthly" | "quarterly" | "yearly") | null;
                            taxType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    countPendingSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PendingCountResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Schedules not completed, of clients that are not deleted. */
                        count: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listUpcomingSchedules: {
        parameters: {
            query?: {
                /** @description Window length in days: due dates from today through today + days, both included (0 = due today). Today is the firm's day in BUSINESS_TIME_ZONE. */
                days?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxFilingSchedule> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            assigneeUserId: number | null;
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            dueDate: string;
                            id: number;
                            isCompleted: boolean;
                            /** @description The schedule created when this recurring one was completed. */
                            nextScheduleId: number | null;
                            notes: string | null;
                            period: string | null;
                            recurrence: ("monthly" | "quarterly" | "yearly") | null;
                            taxType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listTaxProfiles: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description low | medium | high */
                riskLevel?: "low" | "medium" | "high";
                /** @description Text in the client's name or the taxpayer type. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxProfile> (taxId masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            fiscalYearEnd: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            nextFilingDueDate: string | null;
                            notes: string | null;
                            /**
                             * @description low | medium | high
                             * @enum {unknown}
                             */
                            riskLevel: "low" | "medium" | "high";
                            riskNotes: string | null;
                            /** @description In full on single-profile reads; masked to the last four characters in lists. */
                            taxId: string | null;
                            taxpayerType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createTaxProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A positive integer id. */
                    clientId: number;
                    /**
                     * @description Last day of the fiscal year, MM-DD (e.g. 12-31, 03-31).
                     * @example 12-31
                     */
                    fiscalYearEnd?: string | null;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    nextFilingDueDate?: string | null;
                    notes?: string | null;
                    /**
                     * @description low | medium | high
                     * @enum {unknown}
                     */
                    riskLevel?: "low" | "medium" | "high";
                    riskNotes?: string | null;
                    /** @description Tax identification number (sensitive: masked in list views). */
                    taxId?: string | null;
                    /** @description e.g. individual, sole_proprietor, corporation. */
                    taxpayerType: string;
                };
            };
        };
        responses: {
            /** @description TaxProfile */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        fiscalYearEnd: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        nextFilingDueDate: string | null;
                        notes: string | null;
                        /**
                         * @description low | medium | high
                         * @enum {unknown}
                         */
                        riskLevel: "low" | "medium" | "high";
                        riskNotes: string | null;
                        /** @description In full on single-profile reads; masked to the last four characters in lists. */
                        taxId: string | null;
                        taxpayerType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The client already has a profile (`tax_profile_exists`, with `existingProfileId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateTaxProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Replaces the profile (its client stays): optional fields left out become null; riskLevel is required. The read-only fields of a TaxProfile (as GET returns it) are accepted and ignored; clientId may not change. */
        requestBody: {
            content: {
                "application/json": {
                    readonly clientId?: number;
                    /** @description The client's name (read only). */
                    readonly clientName?: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly createdAt?: string;
                    /**
                     * @description Last day of the fiscal year, MM-DD (e.g. 12-31, 03-31).
                     * @example 12-31
                     */
                    fiscalYearEnd?: string | null;
                    readonly id?: number;
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    nextFilingDueDate?: string | null;
                    notes?: string | null;
                    /**
                     * @description low | medium | high
                     * @enum {unknown}
                     */
                    riskLevel: "low" | "medium" | "high";
                    riskNotes?: string | null;
                    /** @description Tax identification number (sensitive: masked in list views). */
                    taxId?: string | null;
                    /** @description e.g. individual, sole_proprietor, corporation. */
                    taxpayerType: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T09:30:00.000Z
                     */
                    readonly updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description TaxProfile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        fiscalYearEnd: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        nextFilingDueDate: string | null;
                        notes: string | null;
                        /**
                         * @description low | medium | high
                         * @enum {unknown}
                         */
                        riskLevel: "low" | "medium" | "high";
                        riskNotes: string | null;
                        /** @description In full on single-profile reads; masked to the last four characters in lists. */
                        taxId: string | null;
                        taxpayerType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteTaxProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getClientTaxProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TaxProfile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        /** @description The client's name (read only). */
                        clientName: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        createdAt: string;
                        fiscalYearEnd: string | null;
                        id: number;
                        /**
                         * Format: date
                         * @example 2026-11-22
                         */
                        nextFilingDueDate: string | null;
                        notes: string | null;
                        /**
                         * @description low | medium | high
                         * @enum {unknown}
                         */
                        riskLevel: "low" | "medium" | "high";
                        riskNotes: string | null;
                        /** @description In full on single-profile reads; masked to the last four characters in lists. */
                        taxId: string | null;
                        taxpayerType: string;
                        /**
                         * Format: date-time
                         * @example 2026-11-22T09:30:00.000Z
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listHighRiskProfiles: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxProfile> (taxId masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            fiscalYearEnd: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            nextFilingDueDate: string | null;
                            notes: string | null;
                            /**
                             * @description low | medium | high
                             * @enum {unknown}
                             */
                            riskLevel: "low" | "medium" | "high";
                            riskNotes: string | null;
                            /** @description In full on single-profile reads; masked to the last four characters in lists. */
                            taxId: string | null;
                            taxpayerType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listUpcomingFilingProfiles: {
        parameters: {
            query?: {
                /** @description Window length in days: due dates from today through today + days, both included (0 = due today). Today is the firm's day in BUSINESS_TIME_ZONE. */
                days?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<TaxProfile> (taxId masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            clientId: number;
                            /** @description The client's name (read only). */
                            clientName: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            createdAt: string;
                            fiscalYearEnd: string | null;
                            id: number;
                            /**
                             * Format: date
                             * @example 2026-11-22
                             */
                            nextFilingDueDate: string | null;
                            notes: string | null;
                            /**
                             * @description low | medium | high
                             * @enum {unknown}
                             */
                            riskLevel: "low" | "medium" | "high";
                            riskNotes: string | null;
                            /** @description In full on single-profile reads; masked to the last four characters in lists. */
                            taxId: string | null;
                            taxpayerType: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                /** @description Items per page (at most 100). */
                pageSize?: number;
                /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                role?: "admin" | "staff";
                /** @description Text in the email or name. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PaginatedResponse<User> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdAt: string;
                            disabled: boolean;
                            displayName: string | null;
                            email: string;
                            id: number;
                            /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                            locale: ("en" | "ko") | null;
                            /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                            role: "admin" | "staff";
                            /** @description SecondFactors: a user's second factors as admins see them (never a secret); DELETE /api/users/{id}/mfa resets them. */
                            secondFactors: {
                                /** @description Passkeys of the user (staff sign-in). */
                                passkeys: number;
                                /** @description Unused recovery codes left. */
                                recoveryCodes: number;
                                /** @description MFA_REQUIRED holds this user to having a second factor. */
                                required: boolean;
                                /** @description An authenticator app is set up. */
                                totp: boolean;
                            };
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    /** Format: email */
                    email: string;
                    /** @description At least 12 characters, not a common password. */
                    password: string;
                    /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                    role: "admin" | "staff";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                        role: "admin" | "staff";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The email is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description The read-only fields of a User (as GET returns it) are accepted and ignored, the language among them (each user chooses their own: PUT /api/users/me) and the second factors (DELETE /api/users/{id}/mfa resets them). */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    readonly createdAt?: string;
                    /** @description A disabled user cannot sign in; their sessions end. */
                    disabled: boolean;
                    displayName: string | null;
                    /**
                     * Format: email
                     * @description The sign-in address; left out or unchanged, it stays. A change is audited and spends any reset link sent to the old address; 409 email_taken when another user has it.
                     */
                    email?: string;
                    readonly id?: number;
                    /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                    readonly locale?: ("en" | "ko") | null;
                    /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                    role: "admin" | "staff";
                    /** @description SecondFactors: a user's second factors as admins see them (never a secret); DELETE /api/users/{id}/mfa resets them. */
                    readonly secondFactors?: {
                        /** @description Passkeys of the user (staff sign-in). */
                        passkeys: number;
                        /** @description Unused recovery codes left. */
                        recoveryCodes: number;
                        /** @description MFA_REQUIRED holds this user to having a second factor. */
                        required: boolean;
                        /** @description An authenticator app is set up. */
                        totp: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                        role: "admin" | "staff";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The change would leave no active admin, or disables yourself. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getUserMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SecondFactors: a user's second factors as admins see them (never a secret); DELETE /api/users/{id}/mfa resets them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Passkeys of the user (staff sign-in). */
                        passkeys: number;
                        /** @description Unused recovery codes left. */
                        recoveryCodes: number;
                        /** @description MFA_REQUIRED holds this user to having a second factor. */
                        required: boolean;
                        /** @description An authenticator app is set up. */
                        totp: boolean;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    resetUserMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The factors are gone and the user is signed out everywhere. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    revokeUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive integer id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session of the user has ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Only for roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listUserDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UserDirectory: active users by name, at most 1,000: the choices of assignee and consultant pickers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            email: string;
                            id: number;
                            /** @description The display name, or the email when the user has none. */
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user (name, email, language) and the firm settings a screen formats with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        /** @description The firm's settings a screen formats with. */
                        firm: {
                            /** @description The currency of every amount the API carries. */
                            currency: {
                                /** @description ISO 4217 code (CURRENCY), e.g. KRW or EUR. */
                                code: string;
                                /** @description Decimals an amount takes: 0 for KRW, 2 for EUR. API amounts are in major units with at most this many. */
                                digits: number;
                            };
                            /**
                             * @description A language of the catalogs: en (English) | ko (Korean).
                             * @enum {unknown}
                             */
                            locale: "en" | "ko";
                            /** @description The firm's IANA time zone (BUSINESS_TIME_ZONE): the day dates and months are counted in. */
                            timeZone: string;
                        };
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                        role: "admin" | "staff";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What a user changes of their own account: their language. The other fields of GET /api/users/me are accepted and ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    readonly createdAt?: string;
                    readonly disabled?: boolean;
                    readonly displayName?: string | null;
                    readonly email?: string;
                    /** @description The firm's settings a screen formats with. */
                    readonly firm?: {
                        /** @description The currency of every amount the API carries. */
                        currency: {
                            /** @description ISO 4217 code (CURRENCY), e.g. KRW or EUR. */
                            code: string;
                            /** @description Decimals an amount takes: 0 for KRW, 2 for EUR. API amounts are in major units with at most this many. */
                            digits: number;
                        };
                        /**
                         * @description A language of the catalogs: en (English) | ko (Korean).
                         * @enum {unknown}
                         */
                        locale: "en" | "ko";
                        /** @description The firm's IANA time zone (BUSINESS_TIME_ZONE): the day dates and months are counted in. */
                        timeZone: string;
                    };
                    readonly id?: number;
                    /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                    locale: ("en" | "ko") | null;
                    /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                    readonly role?: "admin" | "staff";
                };
            };
        };
        responses: {
            /** @description The signed-in user (name, email, language) and the firm settings a screen formats with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        /** @description The firm's settings a screen formats with. */
                        firm: {
                            /** @description The currency of every amount the API carries. */
                            currency: {
                                /** @description ISO 4217 code (CURRENCY), e.g. KRW or EUR. */
                                code: string;
                                /** @description Decimals an amount takes: 0 for KRW, 2 for EUR. API amounts are in major units with at most this many. */
                                digits: number;
                            };
                            /**
                             * @description A language of the catalogs: en (English) | ko (Korean).
                             * @enum {unknown}
                             */
                            locale: "en" | "ko";
                            /** @description The firm's IANA time zone (BUSINESS_TIME_ZONE): the day dates and months are counted in. */
                            timeZone: string;
                        };
                        id: number;
                        /** @description The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE. */
                        locale: ("en" | "ko") | null;
                        /** @description admin: everything; staff: all but users, site settings and common-code writes. */
                        role: "admin" | "staff";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getMailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which mails the signed-in user receives (docs/automation.md). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The staff digest each working morning: deadlines overdue and due within 7 days, unpaid revenue, unanswered inquiries. */
                        digest: boolean;
                        /** @description A mail for each inquiry that arrives through the contact form. */
                        newInquiries: boolean;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    updateMailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Both switches. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The staff digest each working morning: deadlines overdue and due within 7 days, unpaid revenue, unanswered inquiries. */
                    digest: boolean;
                    /** @description A mail for each inquiry that arrives through the contact form. */
                    newInquiries: boolean;
                };
            };
        };
        responses: {
            /** @description Which mails the signed-in user receives (docs/automation.md). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The staff digest each working morning: deadlines overdue and due within 7 days, unpaid revenue, unanswered inquiries. */
                        digest: boolean;
                        /** @description A mail for each inquiry that arrives through the contact form. */
                        newInquiries: boolean;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    previewPostPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A post as the editor has it now, not saved, and the language of the page to render. */
        requestBody: {
            content: {
                "application/json": {
                    authorName?: string | null;
                    categoryId?: number | null;
                    /** @description HTML; sanitized on save (see docs/blog.md). */
                    content: string;
                    coverImageUrl?: string | null;
                    excerpt?: string | null;
                    /** @description The site language to render the page in. */
                    locale: "en" | "ko";
                    metaDescription?: string | null;
                    metaTitle?: string | null;
                    publishedAt?: string | null;
                    /** @description Lowercase letters, digits and single hyphens, e.g. "2026-income-tax-guide". */
                    slug?: string;
                    tags?: string[];
                    title: string;
                };
            };
        };
        responses: {
            /** @description PostPagePreview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The whole page as the website would serve it, marked noindex; the content sanitized by the policy of every save. */
                        html: string;
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Missing, expired or invalid bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getImageFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description {key}.webp or {key}.avif */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            [key: string]: "up" | "down";
                        };
                        database: string;
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description A dependency cannot be reached (`checks` says which). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRobots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Crawler rules and the sitemap URL ({SITE_URL}/{SITE_PREFIX}/sitemap.xml). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRss: {
        parameters: {
            query?: {
                /** @description A category slug: only its posts. */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match / If-Modified-Since is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSitemapPart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file number, from 1. */
                part: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A sitemap urlset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match / If-Modified-Since is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap or sitemap index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified: the copy named by If-None-Match / If-Modified-Since is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (problem+json with `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unexpected error; the body never shows internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
}
