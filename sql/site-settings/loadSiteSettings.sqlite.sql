-- site-settings/repository.ts loadSiteSettings (sqlite); written by npm run sql:review

select
  "site_name",
  "site_description",
  "site_url",
  "contact_email",
  "contact_phone",
  "address",
  "business_hours",
  "social_links",
  "default_meta_title",
  "default_meta_description",
  "rss_item_limit",
  "notify_new_inquiries",
  "acknowledge_inquiries",
  "brand_colour",
  "logo_image_id",
  "invoice_payment_instructions",
  "invoice_tax_rate_percent",
  "updated_at"
from
  "site_settings"
where
  "id" = ?;
-- parameters: [1]
