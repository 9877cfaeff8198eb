-- blog/repository.ts updatePostRow (postgres); written by npm run sql:review

update "blog_posts"
set
  "slug" = $1,
  "title" = $2,
  "excerpt" = $3,
  "summary" = $4,
  "content" = $5,
  "category_id" = $6,
  "tags" = $7,
  "cover_image_url" = $8,
  "author_name" = $9,
  "meta_title" = $10,
  "meta_description" = $11,
  "status" = $12,
  "published_at" = $13,
  "updated_at" = $14
where
  "id" = $15
  and "status" <> $16;
-- parameters: ["vat-deadlines","VAT deadlines",null,"When VAT is due","<p>VAT</p>",3,"[\"vat\"]",null,"Tax team",null,null,"published","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,"archived"]
