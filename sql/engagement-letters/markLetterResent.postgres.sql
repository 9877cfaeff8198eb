-- engagement-letters/repository.ts markLetterResent (postgres); written by npm run sql:review

update "engagement_letters"
set
  "resent_at" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "status" in ($4, $5);
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5,"sent","viewed"]
