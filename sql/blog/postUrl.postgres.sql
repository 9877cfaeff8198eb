-- blog/repository.ts postUrl (postgres); written by npm run sql:review

