-- admin-dashboard/repository.ts summary (sqlite); written by npm run sql:review

select
  (
    select
      coalesce(sum(clients), 0)
    from
      client_counts
    where
      status = 'active'
  ) as active_clients,
  (
    select
      count(*)
    from
      inquiries
    where
      status = 'new'
  ) as new_inquiries,
  work.pending_schedules,
  work.due,
  work.overdue,
  revenue.unpaid_revenue,
  revenue.revenue_this_month,
  (
    select
      count(*)
    from
      blog_posts
    where
      status = 'published'
      and published_at <= ?
  ) as published_posts
from
  (
    select
      coalesce(
        sum(
          case
            when kind = 'schedule' then open_items
          end
        ),
        0
      ) as pending_schedules,
      coalesce(
        sum(
          case
            when due_date >= ?
            and due_date <= ? then open_items
          end
        ),
        0
      ) as due,
      coalesce(
        sum(
          case
            when due_date < ? then open_items
          end
        ),
        0
      ) as overdue
    from
      open_work_counts
  ) work
  cross join (
    select
      coalesce(sum(total - paid), 0) as unpaid_revenue,
      coalesce(
        sum(
          case
            when month_start = ? then total
          end
        ),
        0
      ) as revenue_this_month
    from
      revenue_monthly_totals
  ) revenue;
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20","2026-12-20","2026-11-20","2026-11-01"]
