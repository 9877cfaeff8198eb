-- inquiries/repository.ts loadInquiryMailSettings (sqlite); written by npm run sql:review

select
  "notify_new_inquiries",
  "acknowledge_inquiries",
  "contact_email"
from
  "site_settings"
where
  "id" = ?;
-- parameters: [1]
