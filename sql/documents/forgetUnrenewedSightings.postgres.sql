-- documents/repository.ts forgetUnrenewedSightings (postgres); written by npm run sql:review

delete from "document_blob_sightings"
where
  "last_seen_at" < $1;
-- parameters: ["2026-11-20T10:00:00.000Z"]
