-- admin-dashboard/repository.ts monthlyStats (postgres); written by npm run sql:review

select
  'created' as kind,
  p.column1 as range_index,
  (
    select
      coalesce(sum(c.created), 0)
    from
      creation_counts c
    where
      c.record_type = 'client'
      and c.bucket_start >= p.column2
      and c.bucket_start < p.column3
  ) as a,
  (
    select
      coalesce(sum(c.created), 0)
    from
      creation_counts c
    where
      c.record_type = 'inquiry'
      and c.bucket_start >= p.column2
      and c.bucket_start < p.column3
  ) as b
from
  (
    values
      (
        0,
        cast($1 as timestamptz),
        cast($2 as timestamptz)
      ),
      (
        0,
        cast($3 as timestamptz),
        cast($4 as timestamptz)
      ),
      (
        1,
        cast($5 as timestamptz),
        cast($6 as timestamptz)
      ),
      (
        1,
        cast($7 as timestamptz),
        cast($8 as timestamptz)
      )
  ) as p
union all
select
  'created' as kind,
  case month_start
    when $9 then 0
    when $10 then 1
  end as range_index,
  case
    when record_type = 'client' then created
    else 0
  end as a,
  case
    when record_type = 'inquiry' then created
    else 0
  end as b
from
  creation_month_counts
where
  record_type in ('client', 'inquiry')
  and month_start in ($11, $12)
union all
select
  'revenue' as kind,
  case month_start
    when $13 then 0
    when $14 then 1
  end as range_index,
  total as a,
  paid as b
from
  revenue_monthly_totals
where
  month_start in ($15, $16);
-- parameters: ["2026-09-30T15:00:00.000Z","2026-10-01T12:00:00.000Z","2026-10-31T10:00:00.000Z","2026-10-31T15:00:00.000Z","2026-10-31T15:00:00.000Z","2026-11-01T12:00:00.000Z","2026-11-30T10:00:00.000Z","2026-11-30T15:00:00.000Z","2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z","2026-10-01T00:00:00.000Z","2026-11-01T00:00:00.000Z","2026-10-01","2026-11-01","2026-10-01","2026-11-01"]
