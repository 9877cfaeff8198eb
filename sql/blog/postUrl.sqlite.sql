-- blog/repository.ts postUrl (sqlite); written by npm run sql:review

