-- announcements/repository.ts deleteAnnouncement (postgres); written by npm run sql:review

delete from "announcements"
where
  "id" = $1;
-- parameters: [7]
