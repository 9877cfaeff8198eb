-- documents/repository.ts forgetUnrenewedSightings (sqlite); written by npm run sql:review

delete from "document_blob_sightings"
where
  "last_seen_at" < ?;
-- parameters: ["2026-11-20T10:00:00.000Z"]
