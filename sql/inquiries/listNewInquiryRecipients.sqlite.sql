-- inquiries/repository.ts listNewInquiryRecipients (sqlite); written by npm run sql:review

select
  "email",
  "locale"
from
  "users"
where
  "mail_new_inquiries" = ?
  and "disabled_at" is null
order by
  "id";
-- parameters: [true]
