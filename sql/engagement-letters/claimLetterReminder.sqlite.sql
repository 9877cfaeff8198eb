-- engagement-letters/repository.ts claimLetterReminder (sqlite); written by npm run sql:review

update "engagement_letters"
set
  "reminders_sent" = ?,
  "last_reminder_at" = ?
where
  "id" = ?
  and "reminders_sent" = ?
  and "status" in (?, ?);
-- parameters: [1,"2026-11-20T10:00:00.000Z",5,0,"sent","viewed"]
