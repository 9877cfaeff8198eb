-- engagement-letters/repository.ts withdrawLetter (postgres); written by npm run sql:review

update "engagement_letters"
set
  "status" = $1,
  "withdrawn_at" = $2,
  "withdrawn_by" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "status" in ($6, $7);
-- parameters: ["withdrawn","2026-11-20T10:00:00.000Z",1,"2026-11-20T10:00:00.000Z",5,"sent","viewed"]
