-- portal/repository.ts listOwnEngagementsPage (sqlite); written by npm run sql:review

select
  "id",
  "title",
  "contract_number",
  "service_type",
  "fee_type",
  "fee_amount",
  "start_date",
  "end_date",
  "status",
  "signed_at",
  (
    select
      "newest"."status"
    from
      "engagement_letters" as "newest"
    where
      "newest"."contract_id" = "contracts"."id"
      and "newest"."status" <> ?
    order by
      "newest"."id" desc
    limit
      ?
  ) as "letter_status",
  (
    select
      "newest"."sent_at"
    from
      "engagement_letters" as "newest"
    where
      "newest"."contract_id" = "contracts"."id"
      and "newest"."status" <> ?
    order by
      "newest"."id" desc
    limit
      ?
  ) as "letter_sent_at",
  count(*) over () as "page_full_count"
from
  "contracts"
where
  "contracts"."client_id" = ?
  and "contracts"."deleted_at" is null
  and exists (
    select
      "open"."id"
    from
      "engagement_letters" as "open"
    where
      "open"."contract_id" = "contracts"."id"
      and "open"."status" in (?, ?)
  )
order by
  "start_date" desc,
  "contracts"."id" desc
limit
  ?
offset
  ?;
-- parameters: ["withdrawn",1,"withdrawn",1,7,"sent","viewed",20,20]

select
  count(*) as "total"
from
  "contracts"
where
  "contracts"."client_id" = ?
  and "contracts"."deleted_at" is null
  and exists (
    select
      "open"."id"
    from
      "engagement_letters" as "open"
    where
      "open"."contract_id" = "contracts"."id"
      and "open"."status" in (?, ?)
  );
-- parameters: [7,"sent","viewed"]
