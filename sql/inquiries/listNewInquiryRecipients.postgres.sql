-- inquiries/repository.ts listNewInquiryRecipients (postgres); written by npm run sql:review

select
  "email",
  "locale"
from
  "users"
where
  "mail_new_inquiries" = $1
  and "disabled_at" is null
order by
  "id";
-- parameters: [true]
