-- documents/repository.ts recordBlobSightings (postgres); written by npm run sql:review

insert into
  "document_blob_sightings" ("blob_key", "first_seen_at", "last_seen_at")
values
  ($1, $2, $3),
  ($4, $5, $6)
on conflict ("blob_key") do update
set
  "last_seen_at" = $7
returning
  "blob_key",
  "first_seen_at";
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
