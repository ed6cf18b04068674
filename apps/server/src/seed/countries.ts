import { z } from 'zod';
import type { NewCountry } from '../db/schema.ts';
import countriesJson from './countries.json' with { type: 'json' };

/**
 * Dialing codes offered by the phone pickers (countries.json): the Philippines first (the demo market), then the
 * countries where Filipinos most often live and work, then the rest of the region and the world. Filipino names
 * are given only where they differ from the English ones.
 */
const countriesData = z.array(
  z.strictObject({
    code: z.string().length(2),
    dialingCode: z.string().regex(/^\d+$/),
    nameEn: z.string(),
    nameTy: z.string().optional(),
  }),
);

export const DEMO_COUNTRIES: readonly NewCountry[] = countriesData.parse(countriesJson).map((c, index) => ({
  code: c.code,
  dialing_code: c.dialingCode,
  name_en: c.nameEn,
  name_ty: c.nameTy ?? null,
  sort_order: (index + 1) * 10,
}));
