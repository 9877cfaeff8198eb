-- audit-log/repository.ts purgeBefore (postgres); written by npm run sql:review

delete from "audit_log"
where
  "id" in (
    select
      "id"
    from
      "audit_log"
    where
      "occurred_at" < $1
    limit
      $2
  );
-- parameters: ["2025-11-20T00:00:00.000Z",5000]
