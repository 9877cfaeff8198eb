-- engagement-letters/repository.ts withdrawLetter (sqlite); written by npm run sql:review

update "engagement_letters"
set
  "status" = ?,
  "withdrawn_at" = ?,
  "withdrawn_by" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" in (?, ?);
-- parameters: ["withdrawn","2026-11-20T10:00:00.000Z",1,"2026-11-20T10:00:00.000Z",5,"sent","viewed"]
