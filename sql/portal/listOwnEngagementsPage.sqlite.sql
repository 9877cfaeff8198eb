-- portal/repository.ts listOwnEngagementsPage (sqlite); written by npm run sql:review

select
  "contracts"."id",
  "title",
  "contract_number",
  "service_type",
  "fee_type",
  "fee_amount",
  "start_date",
  "end_date",
  "contracts"."status",
  "contracts"."signed_at",
  "letter"."status" as "letter_status",
  "letter"."sent_at" as "letter_sent_at",
  count(*) over () as "page_full_count"
from
  "contracts"
  left join "engagement_letters" as "letter" on "letter"."id" = (
    select
      max("newest"."id") as "id"
    from
      "engagement_letters" as "newest"
    where
      "newest"."contract_id" = "contracts"."id"
      and "newest"."status" <> ?
  )
where
  "contracts"."client_id" = ?
  and "contracts"."deleted_at" is null
  and "letter"."status" in (?, ?)
order by
  "start_date" desc,
  "contracts"."id" desc
limit
  ?
offset
  ?;
-- parameters: ["withdrawn",7,"sent","viewed",20,20]

select
  count(*) as "total"
from
  "contracts"
  left join "engagement_letters" as "letter" on "letter"."id" = (
    select
      max("newest"."id") as "id"
    from
      "engagement_letters" as "newest"
    where
      "newest"."contract_id" = "contracts"."id"
      and "newest"."status" <> ?
  )
where
  "contracts"."client_id" = ?
  and "contracts"."deleted_at" is null
  and "letter"."status" in (?, ?);
-- parameters: ["withdrawn",7,"sent","viewed"]
