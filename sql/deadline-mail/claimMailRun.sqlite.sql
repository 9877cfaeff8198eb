-- deadline-mail/repository.ts claimMailRun (sqlite); written by npm run sql:review

insert into
  "mail_runs" ("mailing", "day", "ran_at")
values
  (?, ?, ?)
on conflict ("mailing", "day") do nothing
returning
  "mailing";
-- parameters: ["digest","2026-11-20","2026-11-20T10:00:00.000Z"]
