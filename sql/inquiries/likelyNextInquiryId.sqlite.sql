-- inquiries/repository.ts likelyNextInquiryId (sqlite); written by npm run sql:review

select
  max("id") as "last"
from
  "inquiries";
-- parameters: []
