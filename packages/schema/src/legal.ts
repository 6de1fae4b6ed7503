import { z } from 'zod';

/** The legal pages an operator publishes, by the address they have (/terms, /privacy). */
export const LEGAL_PAGES = ['terms', 'privacy'] as const;

/** GET /api/v1/legal/:page: its title and its text as Markdown (the operator's own, when replaced). */
export const legalPageSchema = z.object({ title: z.string(), markdown: z.string() });

export type LegalPageName = (typeof LEGAL_PAGES)[number];
export type LegalPage = z.infer<typeof legalPageSchema>;
