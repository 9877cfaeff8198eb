-- site-settings/repository.ts upsertSiteSettings (postgres); written by npm run sql:review

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
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15,
    $16,
    $17
  )
on conflict ("id") do update
set
  "site_name" = $18,
  "site_description" = $19,
  "site_url" = $20,
  "contact_email" = $21,
  "contact_phone" = $22,
  "address" = $23,
  "business_hours" = $24,
  "social_links" = $25,
  "default_meta_title" = $26,
  "default_meta_description" = $27,
  "rss_item_limit" = $28,
  "notify_new_inquiries" = $29,
  "acknowledge_inquiries" = $30,
  "brand_colour" = $31,
  "logo_image_id" = $32,
  "updated_at" = $33
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
