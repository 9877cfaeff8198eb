-- documents/repository.ts forgetBlobSighting (sqlite); written by npm run sql:review

delete from "document_blob_sightings"
where
  "blob_key" = ?;
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]
