import type { RoleFamily } from '../role-family.ts';
import { businessFamilies } from './business.ts';
import { careAndPublicFamilies } from './care-and-public.ts';
import { fieldAndCreativeFamilies } from './field-and-creative.ts';
import { technologyFamilies } from './technology.ts';

export { generalFamily } from './general.ts';

/** Every role family; on a tie between keyword matches, the earlier family wins. */
export const ROLE_FAMILIES: readonly RoleFamily[] = [
  ...technologyFamilies,
  ...businessFamilies,
  ...careAndPublicFamilies,
  ...fieldAndCreativeFamilies,
];
