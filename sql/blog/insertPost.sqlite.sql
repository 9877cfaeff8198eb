-- blog/repository.ts insertPost (sqlite); written by npm run sql:review

insert into
  "blog_posts" (
    "slug",
    "title",
    "excerpt",
    "summary",
    "content",
    "category_id",
    "tags",
    "cover_image_url",
    "author_name",
    "meta_title",
    "meta_description",
    "status",
    "published_at",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: ["vat-deadlines","VAT deadlines",null,"When VAT is due","<p>VAT</p>",3,"[\"vat\"]",null,"Tax team",null,null,"published","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
