-- inquiries/repository.ts linkClient (postgres); written by npm run sql:review

update "inquiries"
set
  "client_id" = $1
where
  "id" = $2;
-- parameters: [8,7]
