-- tax-profiles/repository.ts maskTaxId (sqlite); written by npm run sql:review

