-- documents/repository.ts forgetBlobSighting (postgres); written by npm run sql:review

delete from "document_blob_sightings"
where
  "blob_key" = $1;
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]
