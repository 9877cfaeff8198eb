-- engagement-letters/repository.ts declineLetter (postgres); written by npm run sql:review

update "engagement_letters"
set
  "status" = $1,
  "declined_at" = $2,
  "decline_reason" = $3,
  "viewed_at" = coalesce(viewed_at, $4),
  "updated_at" = $5
where
  "id" = $6
  and "status" in ($7, $8);
-- parameters: ["declined","2026-11-20T10:00:00.000Z","The fee is too high.","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5,"sent","viewed"]
