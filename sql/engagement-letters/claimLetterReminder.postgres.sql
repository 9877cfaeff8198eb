-- engagement-letters/repository.ts claimLetterReminder (postgres); written by npm run sql:review

update "engagement_letters"
set
  "reminders_sent" = $1,
  "last_reminder_at" = $2
where
  "id" = $3
  and "reminders_sent" = $4
  and "status" in ($5, $6);
-- parameters: [1,"2026-11-20T10:00:00.000Z",5,0,"sent","viewed"]
