-- inquiries/repository.ts likelyNextInquiryId (postgres); written by npm run sql:review

select
  max("id") as "last"
from
  "inquiries";
-- parameters: []
