-- client-logs/repository.ts addToKeptCounts (postgres); written by npm run sql:review

insert into
  "client_log_counts" ("hour", "level", "source", "entries")
values
  ($1, $2, $3, $4)
on conflict ("hour", "level", "source") do update
set
  "entries" = "client_log_counts"."entries" + "excluded"."entries"
returning
  "hour",
  "level",
  "source",
  "entries";
-- parameters: ["2026-11-20T10:00:00.000Z","error","admin",2]

insert into
  "client_log_totals" ("level", "source", "entries")
values
  ($1, $2, $3)
on conflict ("level", "source") do update
set
  "entries" = "client_log_totals"."entries" + "excluded"."entries"
returning
  "level",
  "source",
  "entries";
-- parameters: ["error","admin",2]
