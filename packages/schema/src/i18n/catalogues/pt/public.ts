import type { PartCatalogue } from '../../catalogue.ts';

export default {} satisfies PartCatalogue<'public'>;
