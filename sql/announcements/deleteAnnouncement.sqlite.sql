-- announcements/repository.ts deleteAnnouncement (sqlite); written by npm run sql:review

delete from "announcements"
where
  "id" = ?;
-- parameters: [7]
