-- tax-profiles/repository.ts maskTaxId (postgres); written by npm run sql:review

