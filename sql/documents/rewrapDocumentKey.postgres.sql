-- documents/repository.ts rewrapDocumentKey (postgres); written by npm run sql:review

update "documents"
set
  "encryption_key_id" = $1,
  "wrapped_key" = $2
where
  "id" = $3
  and "wrapped_key" = $4;
-- parameters: ["0123456789ab","bmV3LXdyYXBwZWQ",9,"b2xkLXdyYXBwZWQ"]
