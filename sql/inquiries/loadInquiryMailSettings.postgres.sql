-- inquiries/repository.ts loadInquiryMailSettings (postgres); written by npm run sql:review

select
  "notify_new_inquiries",
  "acknowledge_inquiries",
  "contact_email"
from
  "site_settings"
where
  "id" = $1;
-- parameters: [1]
