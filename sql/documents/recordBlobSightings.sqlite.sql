-- documents/repository.ts recordBlobSightings (sqlite); written by npm run sql:review

insert into
  "document_blob_sightings" ("blob_key", "first_seen_at", "last_seen_at")
values
  (?, ?, ?),
  (?, ?, ?)
on conflict ("blob_key") do update
set
  "last_seen_at" = ?
returning
  "blob_key",
  "first_seen_at";
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
