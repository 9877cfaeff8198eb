import type { AnyDb } from './column-types.js';

/*
 * The firm's pick lists start filled (issue 30.2): tax types, services, taxpayer types and activity
 * types, each code with an English and a Korean label in attributes.labels (name is the English
 * one, what the API has always shown). A group the firm already has codes in is left alone, so an
 * upgrade never adds to a list someone curated; admins edit and delete the seeds like any code.
 * Values are what forms stored as free text so far (VAT, income, ...), so old records still match.
 */
type Seed = [value: string, en: string, ko: string];

const SEEDS: Record<string, Seed[]> = {
  tax_type: [
    ['VAT', 'VAT', '부가가치세'],
    ['income', 'Income tax', '종합소득세'],
    ['corporate', 'Corporate tax', '법인세'],
    ['withholding', 'Withholding tax', '원천세'],
    ['local_income', 'Local income tax', '지방소득세'],
    ['year_end_settlement', 'Year-end settlement', '연말정산'],
    ['capital_gains', 'Capital gains tax', '양도소득세'],
    ['gift', 'Gift tax', '증여세'],
    ['inheritance', 'Inheritance tax', '상속세'],
  ],
  service_type: [
    ['bookkeeping', 'Bookkeeping', '기장대리'],
    ['tax_filing', 'Tax filing', '세무신고 대행'],
    ['advisory', 'Tax advisory', '세무 자문'],
    ['payroll', 'Payroll', '급여 관리'],
    ['audit_support', 'Tax audit support', '세무조사 대응'],
    ['business_registration', 'Business registration', '사업자 등록'],
    ['succession', 'Inheritance and gift planning', '상속·증여 설계'],
  ],
  taxpayer_type: [
    ['individual', 'Individual', '개인'],
    ['sole_proprietor', 'Sole proprietor', '개인사업자'],
    ['corporation', 'Corporation', '법인'],
    ['non_profit', 'Non-profit organization', '비영리법인'],
    ['non_resident', 'Non-resident', '비거주자'],
  ],
  activity_type: [
    ['meeting', 'Meeting', '미팅'],
    ['call', 'Phone call', '전화 상담'],
    ['email', 'Email', '이메일'],
    ['review', 'Document review', '서류 검토'],
  ],
};

export async function up(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  for (const [group, seeds] of Object.entries(SEEDS)) {
    const existing = await db.selectFrom('common_codes').select('id').where('code_group', '=', group).limit(1).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('common_codes')
      .values(
        seeds.map(([value, en, ko], index) => ({
          code_group: group,
          code_value: value,
          name: en,
          sort_order: (index + 1) * 10,
          is_active: true,
          attributes: JSON.stringify({ labels: { en, ko } }),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Removes the seeds that are still as seeded (never edited); the firm's own codes stay. */
export async function down(db: AnyDb): Promise<void> {
  for (const [group, seeds] of Object.entries(SEEDS)) {
    for (const [value, en] of seeds) {
      await db.deleteFrom('common_codes').where('code_group', '=', group).where('code_value', '=', value).where('name', '=', en).whereRef('created_at', '=', 'updated_at').execute();
    }
  }
}
