-- site-settings/repository.ts upsertSiteSettings (sqlite); written by npm run sql:review

insert into
  "site_settings" (
    "id",
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
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("id") do update
set
  "site_name" = ?,
  "site_description" = ?,
  "site_url" = ?,
  "contact_email" = ?,
  "contact_phone" = ?,
  "address" = ?,
  "business_hours" = ?,
  "social_links" = ?,
  "default_meta_title" = ?,
  "default_meta_description" = ?,
  "rss_item_limit" = ?,
  "notify_new_inquiries" = ?,
  "acknowledge_inquiries" = ?,
  "brand_colour" = ?,
  "logo_image_id" = ?,
  "updated_at" = ?
returning
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
  "updated_at";
-- parameters: [1,"Kim & Partners",null,"https://example.com","office@example.com",null,null,null,"[{\"name\":\"Blog\",\"url\":\"https://example.com/blog\"}]",null,null,20,true,true,"#1a4d8f",null,"2026-11-20T10:00:00.000Z","Kim & Partners",null,"https://example.com","office@example.com",null,null,null,"[{\"name\":\"Blog\",\"url\":\"https://example.com/blog\"}]",null,null,20,true,true,"#1a4d8f",null,"2026-11-20T10:00:00.000Z"]
