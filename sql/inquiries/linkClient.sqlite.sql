-- inquiries/repository.ts linkClient (sqlite); written by npm run sql:review

update "inquiries"
set
  "client_id" = ?
where
  "id" = ?;
-- parameters: [8,7]
