-- engagement-letters/repository.ts declineLetter (sqlite); written by npm run sql:review

update "engagement_letters"
set
  "status" = ?,
  "declined_at" = ?,
  "decline_reason" = ?,
  "viewed_at" = coalesce(viewed_at, ?),
  "updated_at" = ?
where
  "id" = ?
  and "status" in (?, ?);
-- parameters: ["declined","2026-11-20T10:00:00.000Z","The fee is too high.","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5,"sent","viewed"]
