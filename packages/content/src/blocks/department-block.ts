import { z } from 'zod';
import { categoryKeySchema } from './common.ts';

export const departmentIconSchema = z.enum([
  'drill',
  'saw',
  'hammer',
  'garden',
  'compressor',
  'welding',
  'measure',
  'cleaning',
  'generator',
  'workshop',
  'safety',
  'construction',
]);

/** "Shop by department": compact links to top-level categories (home and 404 page). */
export const departmentBlockSchema = z.object({
  title: z.string().min(1).optional(),
  departments: z
    .array(z.object({ categoryKey: categoryKeySchema, title: z.string().min(1), icon: departmentIconSchema }))
    .min(1)
    .max(16),
});

export type DepartmentBlockProps = z.infer<typeof departmentBlockSchema>;
export type DepartmentIcon = z.infer<typeof departmentIconSchema>;
