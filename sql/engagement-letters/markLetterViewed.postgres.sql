-- engagement-letters/repository.ts markLetterViewed (postgres); written by npm run sql:review

update "engagement_letters"
set
  "status" = $1,
  "viewed_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" = $5;
-- parameters: ["viewed","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5,"sent"]
