-- revenue-tracking/repository.ts nextInvoiceNumber (postgres); written by npm run sql:review

insert into
  "invoice_sequences" ("year", "last_number")
values
  ($1, $2)
on conflict ("year") do update
set
  "last_number" = "invoice_sequences"."last_number" + 1
returning
  "last_number";
-- parameters: [2026,1]
