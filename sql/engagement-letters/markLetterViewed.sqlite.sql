-- engagement-letters/repository.ts markLetterViewed (sqlite); written by npm run sql:review

update "engagement_letters"
set
  "status" = ?,
  "viewed_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" = ?;
-- parameters: ["viewed","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5,"sent"]
