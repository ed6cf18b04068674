import type { NewCountry } from '../db/schema.ts';

type Entry = readonly [code: string, dialingCode: string, nameEn: string, nameTy?: string];

/**
 * Dialing codes offered by the phone pickers: the Philippines first (the demo market), then the countries
 * where Filipinos most often live and work, then the rest of the region and the world. Filipino names
 * are given only where they differ from the English ones.
 */
const ENTRIES: readonly Entry[] = [
  ['PH', '63', 'Philippines', 'Pilipinas'],
  ['SA', '966', 'Saudi Arabia', 'Arabyang Saudi'],
  ['AE', '971', 'United Arab Emirates', 'Nagkakaisang Arabong Emirato'],
  ['US', '1', 'United States', 'Estados Unidos'],
  ['CA', '1', 'Canada', 'Kanada'],
  ['HK', '852', 'Hong Kong'],
  ['SG', '65', 'Singapore', 'Singapura'],
  ['QA', '974', 'Qatar', 'Katar'],
  ['KW', '965', 'Kuwait'],
  ['JP', '81', 'Japan', 'Hapon'],
  ['TW', '886', 'Taiwan'],
  ['MY', '60', 'Malaysia'],
  ['KR', '82', 'South Korea', 'Timog Korea'],
  ['GB', '44', 'United Kingdom', 'Reino Unido'],
  ['AU', '61', 'Australia', 'Australya'],
  ['IT', '39', 'Italy', 'Italya'],
  ['OM', '968', 'Oman'],
  ['BH', '973', 'Bahrain'],
  ['GU', '1671', 'Guam'],
  ['MO', '853', 'Macau', 'Macao'],
  ['ID', '62', 'Indonesia'],
  ['TH', '66', 'Thailand', 'Taylandiya'],
  ['VN', '84', 'Vietnam', 'Biyetnam'],
  ['KH', '855', 'Cambodia', 'Kambodya'],
  ['LA', '856', 'Laos'],
  ['MM', '95', 'Myanmar'],
  ['BN', '673', 'Brunei'],
  ['TL', '670', 'Timor-Leste', 'Silangang Timor'],
  ['CN', '86', 'China', 'Tsina'],
  ['IN', '91', 'India', 'Indiya'],
  ['PK', '92', 'Pakistan'],
  ['BD', '880', 'Bangladesh'],
  ['LK', '94', 'Sri Lanka'],
  ['NP', '977', 'Nepal'],
  ['NZ', '64', 'New Zealand', 'Bagong Silandiya'],
  ['IE', '353', 'Ireland', 'Irlanda'],
  ['DE', '49', 'Germany', 'Alemanya'],
  ['FR', '33', 'France', 'Pransiya'],
  ['ES', '34', 'Spain', 'Espanya'],
  ['NL', '31', 'Netherlands', 'Olanda'],
  ['CH', '41', 'Switzerland', 'Suwisa'],
  ['SE', '46', 'Sweden', 'Suwesya'],
  ['NO', '47', 'Norway', 'Noruwega'],
  ['IL', '972', 'Israel'],
  ['TR', '90', 'Türkiye', 'Turkiya'],
  ['RU', '7', 'Russia', 'Rusya'],
  ['BR', '55', 'Brazil', 'Brasil'],
  ['MX', '52', 'Mexico', 'Mehiko'],
  ['ZA', '27', 'South Africa', 'Timog Aprika'],
  ['EG', '20', 'Egypt', 'Ehipto'],
  ['NG', '234', 'Nigeria'],
];

export const DEMO_COUNTRIES: readonly NewCountry[] = ENTRIES.map(
  ([code, dialingCode, nameEn, nameTy], index) => ({
    code,
    dialing_code: dialingCode,
    name_en: nameEn,
    name_ty: nameTy ?? null,
    sort_order: (index + 1) * 10,
  }),
);
