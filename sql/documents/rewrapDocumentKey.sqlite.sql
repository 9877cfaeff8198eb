-- documents/repository.ts rewrapDocumentKey (sqlite); written by npm run sql:review

update "documents"
set
  "encryption_key_id" = ?,
  "wrapped_key" = ?
where
  "id" = ?
  and "wrapped_key" = ?;
-- parameters: ["0123456789ab","bmV3LXdyYXBwZWQ",9,"b2xkLXdyYXBwZWQ"]
