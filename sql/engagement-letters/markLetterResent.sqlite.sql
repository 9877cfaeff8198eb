-- engagement-letters/repository.ts markLetterResent (sqlite); written by npm run sql:review

update "engagement_letters"
set
  "resent_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" in (?, ?);
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5,"sent","viewed"]
